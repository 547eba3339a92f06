package kopi.runtime.sql;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.Procedure;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import kopi.runtime.process.Template;

/**
 * The builtins of {@code &sql{...}} and its connections and transactions. See the package
 * documentation for the design.
 */
public final class SqlLib {
  private SqlLib() {}

  private static final String WHO = "&sql";

  /** The database {@code &sql{...}} uses: a {@code java.sql.Connection}, or {@code #f} for none. */
  @Builtin("current-database")
  public static final Parameter CURRENT_DATABASE = new Parameter("current-database", Boolean.FALSE, null);

  @Builtin("current-database")
  public static Object currentDatabase() {
    return CURRENT_DATABASE.get();
  }

  /**
   * {@code &sql{text &[value] more}}: runs the statement on {@link #CURRENT_DATABASE}. A query
   * gives its rows, a list of association lists; any other statement its update count.
   */
  @Builtin(value = "$construct$:sql", min = 1)
  public static Object sqlForm(Object[] arguments) {
    Connection connection = database(WHO);
    SqlTemplate.Built built = Shape.match(arguments);
    return execute(WHO, connection,
        built != null ? built : Shape.remember(arguments, build(WHO, connection, arguments)));
  }

  /**
   * The statement text of a literal whose values are all single parameters, remembered by the
   * literal's first argument: its text arguments (compared by identity, as the compiled code
   * passes the same constants each time) and the places of its values. A literal evaluated again
   * with single values then skips splitting and building; one with a list, a vector or an
   * identifier is built each time.
   */
  private static final class Shape {
    private static final Object VALUE = new Object();
    private static final int LIMIT = 1024;
    private static final java.util.concurrent.ConcurrentHashMap<Object, Shape> SHAPES = new java.util.concurrent.ConcurrentHashMap<>();

    private final Object[] pattern;
    private final int values;
    private final String sql;

    private Shape(Object[] pattern, int values, String sql) {
      this.pattern = pattern;
      this.values = values;
      this.sql = sql;
    }

    static SqlTemplate.Built match(Object[] arguments) {
      Shape shape = SHAPES.get(arguments[0]);
      if (shape == null || shape.pattern.length != arguments.length) {
        return null;
      }
      Object[] parameters = new Object[shape.values];
      int next = 0;
      for (int i = 0; i < arguments.length; i++) {
        Object expected = shape.pattern[i];
        if (expected == VALUE) {
          Object value = arguments[i];
          if (!single(value)) {
            return null;
          }
          parameters[next++] = value;
        } else if (expected != arguments[i]) {
          return null;
        }
      }
      return new SqlTemplate.Built(shape.sql, java.util.Arrays.asList(parameters));
    }

    static SqlTemplate.Built remember(Object[] arguments, SqlTemplate.Built built) {
      Object[] pattern = new Object[arguments.length];
      boolean inValue = false;
      int values = 0;
      for (int i = 0; i < arguments.length; i++) {
        Object argument = arguments[i];
        if (argument == Template.START || argument == Template.END) {
          inValue = argument == Template.START;
          pattern[i] = argument;
        } else if (inValue) {
          if (!single(argument)) {
            return built;
          }
          pattern[i] = VALUE;
          values++;
        } else if (argument instanceof String) {
          pattern[i] = argument;
        } else {
          return built;
        }
      }
      if (SHAPES.size() >= LIMIT) {
        SHAPES.clear();
      }
      SHAPES.put(arguments[0], new Shape(pattern, values, built.sql()));
      return built;
    }

    private static boolean single(Object value) {
      return !(value instanceof Pair || value == Nil.NIL || value instanceof Object[]
          || value instanceof SqlIdentifier);
    }
  }

  /**
   * {@code (%sql-statement "text" $<<$ value $>>$ ...)}: the statement of an {@code &sql{...}}
   * literal, built but not run, which the expander passes to {@code sql-for-each}.
   */
  @Builtin(value = "%sql-statement", min = 1)
  public static Object sqlStatement(Object[] arguments) {
    return new Statement(List.of(arguments));
  }

  /**
   * {@code (sql-for-each proc &sql{query})}: calls {@code proc} with each row as it is read,
   * holding one row at a time; the result set is closed however the loop ends.
   */
  @Builtin("sql-for-each")
  public static Object sqlForEach(Object proc, Object statement) {
    Procedure.check(proc);
    if (!(statement instanceof Statement s)) {
      throw Errors.wrongType("sql-for-each", "an &sql{...} literal", statement);
    }
    Connection connection = database("sql-for-each");
    SqlTemplate.Built built = build(WHO, connection, s.arguments().toArray());
    try {
      StatementCache.Cached prepared = prepare(connection, built);
      boolean ok = false;
      try {
        prepared.statement.setFetchSize(256);
        if (!prepared.statement.execute()) {
          StatementCache.changed();
          throw Errors.error("sql-for-each: the statement is not a query (it gave no rows)");
        }
        try (ResultSet rows = prepared.statement.getResultSet()) {
          Symbol[] labels = prepared.labels(rows);
          while (rows.next()) {
            Procedure.call(proc, SqlValues.row(rows, labels));
          }
        }
        ok = true;
      } finally {
        release(connection, built, prepared, ok);
      }
    } catch (SQLException e) {
      throw sqlError(WHO, e);
    }
    return kopi.runtime.Unspecified.VALUE;
  }

  /** {@code (sql-identifier name)}: a name substituted as quoted SQL text. */
  @Builtin("sql-identifier")
  public static Object sqlIdentifier(Object name) {
    if (name instanceof String || name instanceof MString) {
      return new SqlIdentifier(name.toString());
    }
    if (name instanceof Symbol symbol) {
      return new SqlIdentifier(symbol.toString());
    }
    throw Errors.wrongType("sql-identifier", "string or symbol", name);
  }

  /** {@code (sql-connect url [user password])}: a new connection through the JDBC driver of the URL. */
  @Builtin("sql-connect")
  public static Object sqlConnect(Object url) {
    return connect(url, null, null);
  }

  @Builtin("sql-connect")
  public static Object sqlConnect(Object url, Object user, Object password) {
    return connect(url, user, password);
  }

  /**
   * {@code (%sql-open url-or-connection)}: what {@code with-database} binds, a new connection for
   * a URL and the connection itself otherwise. The expander writes {@code with-database} calls
   * with it (see {@code kopi.expand.Literals}).
   */
  @Builtin("%sql-open")
  public static Object sqlOpen(Object database) {
    return database instanceof Connection ? database : connect(database, null, null);
  }

  /** {@code (sql-close db)}: closes a connection. */
  @Builtin("sql-close")
  public static Object sqlClose(Object database) {
    try {
      connection("sql-close", database).close();
    } catch (SQLException e) {
      throw sqlError("sql-close", e);
    }
    return kopi.runtime.Unspecified.VALUE;
  }

  /**
   * {@code (with-database url-or-connection thunk)}: calls {@code thunk} with
   * {@code current-database} bound to a connection, which it closes however the thunk ends (a
   * connection given as such is used and closed too).
   */
  @Builtin("with-database")
  public static Object withDatabase(Object database, Object thunk) {
    Procedure.check(thunk);
    Connection connection = database instanceof Connection c ? c : connect(database, null, null);
    try {
      return Parameter.parameterize(new Pair(CURRENT_DATABASE, Nil.NIL), new Pair(connection, Nil.NIL), thunk);
    } finally {
      try {
        connection.close();
      } catch (SQLException e) {
        // The thunk's outcome matters more than a failure to close.
      }
    }
  }

  /**
   * {@code (with-transaction thunk)}: runs {@code thunk} in a transaction of
   * {@code current-database}, committed when the thunk returns and rolled back when it exits any
   * other way (an error, a raise, an escape through a continuation, {@code exit}). Inside another
   * transaction it is a savepoint, released or rolled back to in the same way.
   */
  @Builtin("with-transaction")
  public static Object withTransaction(Object thunk) {
    Procedure.check(thunk);
    Connection connection = database("with-transaction");
    boolean outer;
    Savepoint savepoint = null;
    try {
      outer = connection.getAutoCommit();
      if (outer) {
        connection.setAutoCommit(false);
      } else {
        savepoint = connection.setSavepoint();
      }
    } catch (SQLException e) {
      throw sqlError("with-transaction", e);
    }
    Object result;
    try {
      result = Procedure.call(thunk);
    } catch (Throwable exit) {
      rollback(connection, outer, savepoint, exit);
      throw exit;
    }
    try {
      if (outer) {
        connection.commit();
        connection.setAutoCommit(true);
      } else {
        connection.releaseSavepoint(savepoint);
      }
    } catch (SQLException e) {
      SchemeError error = sqlError("with-transaction", e);
      rollback(connection, outer, savepoint, error);
      throw error;
    }
    return result;
  }

  private static void rollback(Connection connection, boolean outer, Savepoint savepoint, Throwable cause) {
    try {
      if (outer) {
        connection.rollback();
        connection.setAutoCommit(true);
      } else {
        connection.rollback(savepoint);
      }
    } catch (SQLException e) {
      cause.addSuppressed(e);
    }
  }

  // ---------------------------------------------------------------------------------- helpers

  /** The arguments of an {@code &sql{...}} literal not yet built into a statement. */
  record Statement(List<Object> arguments) {
    @Override
    public String toString() {
      return "#<sql-statement>";
    }
  }

  private static Connection connect(Object url, Object user, Object password) {
    if (!(url instanceof String || url instanceof MString)) {
      throw Errors.wrongType("sql-connect", "a JDBC URL string", url);
    }
    try {
      if (user == null) {
        return DriverManager.getConnection(url.toString());
      }
      return DriverManager.getConnection(url.toString(), text("sql-connect", user), text("sql-connect", password));
    } catch (SQLException e) {
      if ("08001".equals(e.getSQLState()) && e.getMessage() != null
          && e.getMessage().startsWith("No suitable driver")) {
        throw Errors.error("sql-connect: no JDBC driver on the class path accepts " + url
            + " (add the driver's jar, e.g. org.xerial:sqlite-jdbc or org.postgresql:postgresql)");
      }
      throw sqlError("sql-connect", e);
    }
  }

  private static String text(String who, Object value) {
    if (value instanceof String || value instanceof MString) {
      return value.toString();
    }
    throw Errors.wrongType(who, "string", value);
  }

  private static Connection database(String who) {
    return connection(who, CURRENT_DATABASE.get());
  }

  private static Connection connection(String who, Object database) {
    if (database instanceof Connection connection) {
      return connection;
    }
    if (database == Boolean.FALSE) {
      throw Errors
          .error(who + ": no database; use (with-database \"jdbc:...\" thunk) or parameterize current-database");
    }
    throw Errors.wrongType(who, "a database connection", database);
  }

  private static SqlTemplate.Built build(String who, Connection connection, Object[] arguments) {
    Template.Split split = Template.split(who, arguments);
    if (!split.prefix().isEmpty()) {
      throw Errors.error(who + ": expected no [arguments] before the statement");
    }
    String quote = "\"";
    for (Template.Part part : split.parts()) {
      if (part instanceof Template.Value v && v.value() instanceof SqlIdentifier) {
        quote = identifierQuote(connection);
        break;
      }
    }
    return SqlTemplate.build(who, split.parts(), quote);
  }

  private static String identifierQuote(Connection connection) {
    try {
      String quote = connection.getMetaData().getIdentifierQuoteString();
      return quote == null || quote.isBlank() ? "\"" : quote;
    } catch (SQLException e) {
      return "\"";
    }
  }

  private static StatementCache.Cached prepare(Connection connection, SqlTemplate.Built built) throws SQLException {
    StatementCache.Cached cached = StatementCache.take(connection, built.sql());
    try {
      List<Object> parameters = built.parameters();
      for (int i = 0; i < parameters.size(); i++) {
        SqlValues.bind(WHO, cached.statement, i + 1, parameters.get(i));
      }
      return cached;
    } catch (SQLException | RuntimeException e) {
      StatementCache.discard(connection, built.sql(), cached);
      throw e;
    }
  }

  /** Gives a statement that ran without error back to the cache; one that failed is closed. */
  private static void release(Connection connection, SqlTemplate.Built built, StatementCache.Cached cached, boolean ok)
      throws SQLException {
    if (ok) {
      StatementCache.give(connection, built.sql(), cached);
    } else {
      StatementCache.discard(connection, built.sql(), cached);
    }
  }

  private static Object execute(String who, Connection connection, SqlTemplate.Built built) {
    try {
      StatementCache.Cached cached = prepare(connection, built);
      boolean ok = false;
      try {
        Object result = run(cached);
        ok = true;
        return result;
      } finally {
        release(connection, built, cached, ok);
      }
    } catch (SQLException e) {
      throw sqlError(who, e);
    }
  }

  private static Object run(StatementCache.Cached cached) throws SQLException {
    PreparedStatement statement = cached.statement;
    if (!cached.query && !statement.execute()) {
      StatementCache.changed();
      return (long) statement.getUpdateCount();
    }
    try (ResultSet rows = cached.query ? statement.executeQuery() : statement.getResultSet()) {
      Symbol[] labels = cached.labels(rows);
      Pair head = new Pair(null, Nil.NIL);
      Pair tail = head;
      while (rows.next()) {
        Pair next = new Pair(SqlValues.row(rows, labels), Nil.NIL);
        tail.cdr = next;
        tail = next;
      }
      return head.cdr;
    }
  }

  /**
   * A database error as a Scheme error whose message names the SQL state (SQLite's driver gives
   * none, so its error code instead) and the place of the Scheme code that ran the statement, the
   * {@code &sql} form, so that a handler logging the message says where it came from.
   */
  static SchemeError sqlError(String who, SQLException e) {
    String state = e.getSQLState();
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().strip();
    String code = state == null ? "no SQL state; error code " + e.getErrorCode() : "SQL state " + state;
    String where = location();
    return Errors.error(who + (where == null ? "" : " at " + where) + ": " + message + " (" + code + ")");
  }

  private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  /** {@code FILE:LINE:COL} of the innermost Scheme code on the stack, or null. */
  private static String location() {
    return WALKER.walk(frames -> frames
        .filter(f -> f.getFileName() != null && f.getFileName().endsWith(".scm") && f.getLineNumber() > 0)
        .findFirst()
        .map(f -> {
          int column = kopi.runtime.Launcher.column(f.toStackTraceElement(), f.getDeclaringClass().getClassLoader());
          return f.getFileName() + ":" + f.getLineNumber() + (column > 0 ? ":" + column : "");
        })
        .orElse(null));
  }
}
