package kopi.runtime.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kopi.runtime.Nil;
import kopi.runtime.Printer;
import kopi.session.EvalOutcome;
import kopi.session.Session;
import kopi.session.SessionOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The injection suite ({@code injection.scm}) on SQLite and on a real PostgreSQL server started
 * for this class ({@link PostgresServer}), plus PostgreSQL's conversions and errors. The
 * PostgreSQL tests need the Debian {@code postgresql} package, which {@code .ci/run} installs;
 * without it they fail, they never skip.
 */
class SqlInjectionTest {
  private static PostgresServer postgres;

  @BeforeAll
  static void startPostgres() throws Exception {
    postgres = PostgresServer.start();
  }

  @AfterAll
  static void stopPostgres() throws Exception {
    if (postgres != null) {
      postgres.close();
    }
  }

  private static String suite() throws IOException {
    try (InputStream in = SqlInjectionTest.class.getResourceAsStream("injection.scm")) {
      assertNotNull(in, "injection.scm resource");
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** Evaluates {@code text} in a fresh session and gives the last value; a failure fails the test. */
  private static Object eval(String text) {
    Session session = new Session(SessionOptions.defaults());
    EvalOutcome outcome = session.eval(text, "sql-test.scm");
    assertFalse(outcome.hasErrors(), () -> outcome.diagnostics() + " "
        + (outcome.failure() == null ? "" : outcome.failure().format()));
    return outcome.lastValue();
  }

  private static String write(Object value) {
    return Printer.writeString(value);
  }

  @Test
  void hostileValuesRoundTripOnSqlite(@TempDir Path directory) throws IOException {
    String url = "jdbc:sqlite:" + directory.resolve("suite.db");
    Object failures = eval(suite() + "\n(run-suite \"" + url + "\" #f)");
    assertEquals(Nil.NIL, failures, () -> "failures: " + write(failures));
    assertTrue(Files.size(directory.resolve("suite.db")) > 0);
  }

  @Test
  void hostileValuesRoundTripOnPostgresql() throws IOException {
    Object failures = eval(suite() + "\n(run-suite \"" + postgres.url() + "\" #t)");
    assertEquals(Nil.NIL, failures, () -> "failures: " + write(failures));
  }

  @Test
  void postgresqlValuesConvert() {
    Object row = eval("(with-database \"" + postgres.url() + "\" (lambda () (car &sql{select 42 as i,"
        + " 12345678901234567890::numeric as big, 2.5::numeric as dec, 1.5::float8 as f, 'x'::text as s,"
        + " true as b, null as n, '\\x00ff'::bytea as bytes, date '2024-02-29' as d,"
        + " timestamp '2024-02-29 10:11:12' as ts})))");
    assertEquals("((i . 42) (big . 12345678901234567890) (dec . 2.5) (f . 1.5) (s . \"x\") (b . #t) (n . #f)"
        + " (bytes . #u8(0 255)) (d . 2024-02-29) (ts . 2024-02-29T10:11:12))", write(row));
  }

  @Test
  void postgresqlErrorsNameTheSqlStateAndTheForm() {
    Session session = new Session(SessionOptions.defaults());
    EvalOutcome outcome = session.eval(
        "(with-database \"" + postgres.url() + "\"\n  (lambda ()\n    &sql{select * from nosuch}))",
        "pg-error.scm");
    assertNotNull(outcome.failure());
    String message = outcome.failure().format();
    assertTrue(message.contains("pg-error.scm:3"), message);
    assertTrue(message.contains("&sql at pg-error.scm:3:5: ERROR: relation \"nosuch\" does not exist"), message);
    assertTrue(message.contains("(SQL state 42P01)"), message);
  }

  @Test
  void postgresqlStreamsRowsInsideATransaction() {
    Object result = eval("(with-database \"" + postgres.url() + "\" (lambda ()"
        + " (define total 0) (define inner 0)"
        + " (with-transaction (lambda ()"
        + "   (sql-for-each (lambda (row)"
        + "                   (set! total (+ total (cdr (assq 'n row))))"
        + "                   (if (= (cdr (assq 'n row)) 1)"
        + "                       (sql-for-each (lambda (r) (set! inner (+ inner 1)))"
        + "                                     &sql{select n from generate_series(1, &[1000]) as n})))"
        + "                 &sql{select n from generate_series(1, &[1000]) as n})))"
        + " (list total inner)))");
    assertEquals("(500500 1000)", write(result));
  }

  @Test
  void postgresqlTransactionsRollBackOnEscape() {
    Object counts = eval("(with-database \"" + postgres.url() + "\" (lambda ()"
        + " &sql{create temporary table t (x integer)}"
        + " (call/cc (lambda (k) (with-transaction (lambda () &sql{insert into t values (1)} (k 0)))))"
        + " (with-transaction (lambda () &sql{insert into t values (2)}))"
        + " (guard (e (#t #f)) (with-transaction (lambda () &sql{insert into t values (3)} (error \"no\"))))"
        + " (with-transaction (lambda () &sql{insert into t values (4)}"
        + "   (guard (e (#t #f)) (with-transaction (lambda () &sql{insert into t values (5)} (raise 'inner))))))"
        + " &sql{select x from t order by x}))");
    assertEquals("(((x . 2)) ((x . 4)))", write(counts));
  }
}
