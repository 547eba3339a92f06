package kopi.runtime.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.time.temporal.Temporal;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Num;
import kopi.runtime.Pair;
import kopi.runtime.Symbol;

/**
 * Conversions between Scheme values and JDBC: how a parameter is bound and how a column value
 * reads back.
 *
 * <p>Parameters: exact integers bind as {@code BIGINT} ({@code NUMERIC} beyond 64 bits), flonums
 * as {@code DOUBLE}, strings and characters as text, bytevectors as bytes, booleans as
 * {@code BOOLEAN}, {@code #!null} as SQL {@code NULL}, {@code java.time} values as themselves.
 * Anything else is a wrong-type error (an exact fraction has no exact SQL type: convert it).
 *
 * <p>Columns: integer types read as exact integers, {@code NUMERIC}/{@code DECIMAL} as an exact
 * integer when integral and a flonum otherwise, floating types as flonums, text as a (mutable)
 * string, binary as a bytevector, {@code BOOLEAN} as a boolean, {@code NULL} as {@code #f}, dates
 * and times as {@code java.time.LocalDate}, {@code LocalTime}, {@code LocalDateTime} (and
 * {@code OffsetDateTime} for {@code TIMESTAMP WITH TIME ZONE}); other values as the driver's Java
 * object.
 */
public final class SqlValues {
  private SqlValues() {}

  /** Binds parameter {@code index} (1-based) of {@code statement} to {@code value}. */
  static void bind(String who, PreparedStatement statement, int index, Object value) throws SQLException {
    if (value == null) {
      statement.setNull(index, Types.NULL);
    } else if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
      statement.setLong(index, ((Number) value).longValue());
    } else if (value instanceof BigInteger big) {
      statement.setBigDecimal(index, new BigDecimal(big));
    } else if (value instanceof Double d) {
      statement.setDouble(index, d);
    } else if (value instanceof Boolean b) {
      statement.setBoolean(index, b);
    } else if (value instanceof String || value instanceof MString) {
      statement.setString(index, value.toString());
    } else if (value instanceof Char c) {
      statement.setString(index, c.toString());
    } else if (value instanceof byte[] bytes) {
      statement.setBytes(index, bytes);
    } else if (value instanceof Temporal || value instanceof java.util.Date || value instanceof BigDecimal) {
      statement.setObject(index, value);
    } else if (value instanceof CharSequence text) {
      statement.setString(index, text.toString());
    } else {
      throw Errors.wrongType(who, "a value SQL can hold (integer, flonum, string, bytevector, boolean, #!null,"
          + " java.time value)", value);
    }
  }

  /** The current row of {@code rows} as an association list of column label (a symbol) and value. */
  static Object row(ResultSet rows, Symbol[] labels) throws SQLException {
    Object alist = Nil.NIL;
    for (int i = labels.length; i >= 1; i--) {
      alist = new Pair(new Pair(labels[i - 1], column(rows, i)), alist);
    }
    return alist;
  }

  /** The column labels of {@code rows} as symbols. */
  static Symbol[] labels(ResultSetMetaData meta) throws SQLException {
    Symbol[] labels = new Symbol[meta.getColumnCount()];
    for (int i = 0; i < labels.length; i++) {
      labels[i] = Symbol.intern(meta.getColumnLabel(i + 1));
    }
    return labels;
  }

  /**
   * Column {@code i} of the current row as a Scheme value. The column's type is asked only for a
   * JDBC date or time, which is read again as the {@code java.time} class of that type.
   */
  static Object column(ResultSet rows, int i) throws SQLException {
    Object value = rows.getObject(i);
    if (value == null) {
      return Boolean.FALSE;
    }
    if (value instanceof java.util.Date) {
      try {
        Object typed = typed(rows, i, rows.getMetaData().getColumnType(i));
        if (typed != null) {
          value = typed;
        }
      } catch (SQLException | UnsupportedOperationException e) {
        // The driver's own object converts below.
      }
    }
    return scheme(value);
  }

  /** Column {@code i} read as the {@code java.time} class of its type, or null for another type. */
  private static Object typed(ResultSet rows, int i, int type) throws SQLException {
    switch (type) {
      case Types.DATE:
        return rows.getObject(i, java.time.LocalDate.class);
      case Types.TIME:
        return rows.getObject(i, java.time.LocalTime.class);
      case Types.TIMESTAMP:
        return rows.getObject(i, java.time.LocalDateTime.class);
      case Types.TIMESTAMP_WITH_TIMEZONE:
        return rows.getObject(i, java.time.OffsetDateTime.class);
      default:
        return null;
    }
  }

  /** A value a driver returned as the matching Scheme value. */
  static Object scheme(Object value) {
    if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
      return ((Number) value).longValue();
    }
    if (value instanceof Long || value instanceof Double || value instanceof Boolean || value instanceof byte[]) {
      return value;
    }
    if (value instanceof Float f) {
      return f.doubleValue();
    }
    if (value instanceof BigInteger big) {
      return Num.normalize(big);
    }
    if (value instanceof BigDecimal decimal) {
      BigDecimal stripped = decimal.stripTrailingZeros();
      if (stripped.scale() <= 0) {
        return Num.normalize(stripped.toBigIntegerExact());
      }
      return decimal.doubleValue();
    }
    if (value instanceof String text) {
      return new MString(text);
    }
    if (value instanceof java.sql.Timestamp t) {
      return t.toLocalDateTime();
    }
    if (value instanceof java.sql.Date d) {
      return d.toLocalDate();
    }
    if (value instanceof java.sql.Time t) {
      return t.toLocalTime();
    }
    return value;
  }
}
