package kopi.runtime.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Prepared statements kept per connection by their SQL text, so an {@code &sql{...}} evaluated
 * again (in a loop) reuses its statement as Java code holding a {@code PreparedStatement} would.
 * A statement is taken out while it runs and put back after, so a nested evaluation of the same
 * text (inside {@code sql-for-each}) prepares its own; each connection keeps at most
 * {@value #LIMIT}, closing the least recently used. Closing the connection closes them all.
 */
final class StatementCache {
  private StatementCache() {}

  static final int LIMIT = 64;

  private static final Map<Connection, Map<String, PreparedStatement>> CACHES = new WeakHashMap<>();

  /** A statement of {@code sql} on {@code connection}: a cached one taken out, or a new one. */
  static PreparedStatement take(Connection connection, String sql) throws SQLException {
    PreparedStatement statement;
    synchronized (CACHES) {
      Map<String, PreparedStatement> cache = CACHES.get(connection);
      statement = cache == null ? null : cache.remove(sql);
    }
    if (statement != null && !statement.isClosed()) {
      statement.clearParameters();
      return statement;
    }
    return connection.prepareStatement(sql);
  }

  /** Gives {@code statement} back after use; it is closed when the cache has one already. */
  static void give(Connection connection, String sql, PreparedStatement statement) throws SQLException {
    PreparedStatement extra;
    synchronized (CACHES) {
      Map<String, PreparedStatement> cache = CACHES.computeIfAbsent(connection, c -> lru());
      extra = cache.putIfAbsent(sql, statement) == null ? null : statement;
    }
    if (extra != null) {
      extra.close();
    }
  }

  private static Map<String, PreparedStatement> lru() {
    return new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
        if (size() <= LIMIT) {
          return false;
        }
        try {
          eldest.getValue().close();
        } catch (SQLException e) {
          // A statement that cannot close is dropped all the same.
        }
        return true;
      }
    };
  }
}
