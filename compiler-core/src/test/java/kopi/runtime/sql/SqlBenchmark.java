package kopi.runtime.sql;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Arrays;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.session.EvalOutcome;
import kopi.session.Session;
import kopi.session.SessionOptions;

/**
 * The cost of a simple {@code &sql} select against the same prepared statement written in Java,
 * on one in-memory SQLite connection (performance is measured by benchmarks, never by timed unit
 * tests). Each round runs {@code N} selects of one row by key; the Java side binds the key, reads
 * the two columns and sums one, as the Scheme loop does through its row's association list. Prints
 * the median of the rounds and the ratio. Run with
 * {@code java -cp target/classes:target/test-classes:DEPENDENCIES kopi.runtime.sql.SqlBenchmark [N] [ROUNDS]}
 * ({@code -Dbench.execute=true} makes the Java side call {@code execute} and {@code getResultSet}, as
 * {@code &sql} must when it cannot know whether a statement is a query).
 */
public final class SqlBenchmark {
  private SqlBenchmark() {}

  private static final boolean EXECUTE = Boolean.getBoolean("bench.execute");

  private static final String PROGRAM = """
      (define (bench n)
        (let loop ((i 0) (total 0))
          (if (< i n)
              (let ((row (car &sql{select name, age from person where id = &[(modulo i 1000)]})))
                (loop (+ i 1) (+ total (cdr (assq 'age row)))))
              total)))
      """;

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 9;
    try (Connection connection = DriverManager.getConnection("jdbc:sqlite::memory:")) {
      try (Statement s = connection.createStatement()) {
        s.execute("create table person (id integer primary key, name text, age integer)");
        s.execute("with recursive k(i) as (select 0 union all select i + 1 from k where i < 999)"
            + " insert into person select i, 'name ' || i, i % 90 from k");
      }
      Session session = new Session(SessionOptions.defaults());
      EvalOutcome outcome = session.eval(PROGRAM, "bench.scm");
      if (outcome.hasErrors()) {
        throw new IllegalStateException(outcome.toString());
      }
      Object bench = session.valueOf("bench");
      long[] java = new long[rounds];
      long[] scheme = new long[rounds];
      for (int r = 0; r < rounds; r++) {
        long start = System.nanoTime();
        long javaTotal = javaRound(connection, n);
        java[r] = System.nanoTime() - start;
        start = System.nanoTime();
        Object schemeTotal = schemeRound(connection, bench, n);
        scheme[r] = System.nanoTime() - start;
        if (!Long.valueOf(javaTotal).equals(schemeTotal)) {
          throw new IllegalStateException("totals differ: " + javaTotal + " " + schemeTotal);
        }
      }
      double javaMedian = median(java) / 1e6;
      double schemeMedian = median(scheme) / 1e6;
      System.out.printf("%d selects, median of %d rounds: Java %.1f ms, &sql %.1f ms, ratio %.2f%n",
          n, rounds, javaMedian, schemeMedian, schemeMedian / javaMedian);
    }
  }

  private static long javaRound(Connection connection, int n) throws Exception {
    long total = 0;
    try (PreparedStatement statement = connection.prepareStatement("select name, age from person where id = ?")) {
      for (int i = 0; i < n; i++) {
        statement.setLong(1, i % 1000);
        try (ResultSet rows = EXECUTE ? (statement.execute() ? statement.getResultSet() : null)
            : statement.executeQuery()) {
          rows.next();
          Object name = rows.getObject(1);
          Object age = rows.getObject(2);
          if (name == null) {
            throw new IllegalStateException();
          }
          total += ((Number) age).longValue();
        }
      }
    }
    return total;
  }

  private static Object schemeRound(Connection connection, Object bench, int n) {
    Procedure thunk = new NamedProcedure("bench-round", 0, 0) {
      @Override
      public Object apply0() {
        return Procedure.call(bench, (long) n);
      }
    };
    return TailCall.resolve(Parameter.parameterize(Pair.list(SqlLib.CURRENT_DATABASE), Pair.list(connection), thunk));
  }

  private static long median(long[] times) {
    long[] sorted = times.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
