package kopi.runtime.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import kopi.runtime.Symbol;

/**
 * Prepared statements kept per connection by their SQL text, so an {@code &sql{...}} evaluated
 * again (in a loop) reuses its statement as Java code holding a {@code PreparedStatement} would.
 * A statement is marked busy while it runs, so a nested evaluation of the same text (inside
 * {@code sql-for-each}) prepares its own, closed after use; each connection keeps at most
 * {@value #LIMIT}, closing the least recently used. Closing the connection closes them all. The
 * column labels of a query are kept with its statement until any statement without a result set
 * (an update, or DDL that may rename a column) runs.
 */
final class StatementCache {
  private StatementCache() {}

  static final int LIMIT = 64;

  private static final Map<Connection, Map<String, Cached>> CACHES = new WeakHashMap<>();

  /**
   * Counts the statements run that gave no result set, any of which may have changed a schema: the
   * column labels a {@link Cached} remembers hold only while it has not moved.
   */
  private static volatile long epoch;

  /**
   * A prepared statement and the column labels of its last result, remembered while
   * {@link #epoch} stays as it was when they were read.
   */
  static final class Cached {
    final PreparedStatement statement;
    private Symbol[] labels;
    private long labelsEpoch;
    /** Whether this cached statement is taken (guarded by the cache's lock). */
    private boolean busy;
    /** Whether the text is a plain query ({@code select}/{@code values}), run with {@code executeQuery}. */
    final boolean query;

    Cached(PreparedStatement statement, boolean query) {
      this.statement = statement;
      this.query = query;
    }

    /** The labels of {@code rows}, the result of this statement. */
    Symbol[] labels(ResultSet rows) throws SQLException {
      if (labels == null || labelsEpoch != epoch) {
        long now = epoch;
        labels = SqlValues.labels(rows.getMetaData());
        labelsEpoch = now;
      }
      return labels;
    }
  }

  /**
   * Whether {@code sql} is certainly a query: it starts (after spaces and an opening parenthesis)
   * with {@code select} or {@code values}. Drivers run {@code executeQuery} faster than
   * {@code execute} followed by {@code getResultSet}; anything else still goes through
   * {@code execute}, which handles both kinds.
   */
  static boolean isQuery(String sql) {
    int i = 0;
    while (i < sql.length() && (Character.isWhitespace(sql.charAt(i)) || sql.charAt(i) == '(')) {
      i++;
    }
    String rest = sql.substring(i, Math.min(sql.length(), i + 7)).toLowerCase(java.util.Locale.ROOT);
    return (rest.startsWith("select") || rest.startsWith("values"))
        && (rest.length() == 6 || !Character.isLetterOrDigit(rest.charAt(6)));
  }

  /** Notes that a statement without a result set ran (it may have been DDL). */
  static void changed() {
    epoch++;
  }

  /**
   * A statement of {@code sql} on {@code connection}: the cached one marked busy, or a new one when
   * there is none or it is busy (an evaluation of the same text inside {@code sql-for-each}).
   * Parameters are not cleared: the same text has the same parameters, and every one is bound.
   */
  static Cached take(Connection connection, String sql) throws SQLException {
    synchronized (CACHES) {
      Map<String, Cached> cache = CACHES.get(connection);
      Cached cached = cache == null ? null : cache.get(sql);
      if (cached != null && !cached.busy) {
        if (!cached.statement.isClosed()) {
          cached.busy = true;
          return cached;
        }
        cache.remove(sql);
      }
    }
    return new Cached(connection.prepareStatement(sql), isQuery(sql));
  }

  /** Gives {@code cached} back after use: kept when the cache has none for its text, else closed. */
  static void give(Connection connection, String sql, Cached cached) throws SQLException {
    boolean extra;
    synchronized (CACHES) {
      if (cached.busy) {
        cached.busy = false;
        return;
      }
      Map<String, Cached> cache = CACHES.computeIfAbsent(connection, c -> lru());
      extra = cache.putIfAbsent(sql, cached) != null;
    }
    if (extra) {
      cached.statement.close();
    }
  }

  /** Drops {@code cached}, which failed, from the cache and closes it. */
  static void discard(Connection connection, String sql, Cached cached) throws SQLException {
    synchronized (CACHES) {
      Map<String, Cached> cache = CACHES.get(connection);
      if (cache != null && cache.get(sql) == cached) {
        cache.remove(sql);
      }
    }
    cached.statement.close();
  }

  private static Map<String, Cached> lru() {
    return new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
        if (size() <= LIMIT) {
          return false;
        }
        try {
          eldest.getValue().statement.close();
        } catch (SQLException e) {
          // A statement that cannot close is dropped all the same.
        }
        return true;
      }
    };
  }
}
