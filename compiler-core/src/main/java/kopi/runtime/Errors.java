package kopi.runtime;

/**
 * Factories for the errors the runtime reports. Each one goes through {@link Exceptions#raise}, so
 * a handler installed with {@code with-exception-handler} sees {@code (car '())} in the dynamic
 * environment of the failing call, as R7RS requires; the returned exception is then thrown by the
 * caller: {@code throw Errors.wrongType("car", "pair", x)}.
 */
@CallsNoScheme
public final class Errors {
  private Errors() {}

  /**
   * The top-level variables that were given Java {@code null} ({@code #!null}), as
   * {@code "OWNER NAME"}: a variable's field holds null until its definition runs, so compiled code
   * reading null from one asks {@link #nullOrUnbound} whether the null is a value.
   */
  private static final java.util.Set<String> NULL_GLOBALS = java.util.concurrent.ConcurrentHashMap.newKeySet();

  /** Notes that the variable {@code name} of {@code owner} is being set to {@code #!null}. */
  public static void noteNullGlobal(String owner, String name) {
    NULL_GLOBALS.add(owner + " " + name);
  }

  /**
   * Null when the variable {@code name} of {@code owner}, whose field holds null, was set to
   * {@code #!null}; otherwise the "unbound variable" error.
   */
  public static Object nullOrUnbound(String owner, String name) {
    if (NULL_GLOBALS.contains(owner + " " + name)) {
      return null;
    }
    throw error("unbound variable: " + name);
  }

  /** The session variables' cells that were given {@code #!null}, by identity. */
  private static final java.util.Set<Object[]> NULL_CELLS = java.util.Collections
      .synchronizedSet(java.util.Collections.newSetFromMap(new java.util.WeakHashMap<>()));

  /** Notes that a session variable's cell is being set to {@code #!null}. */
  public static void noteNullCell(Object[] cell) {
    NULL_CELLS.add(cell);
  }

  /** {@link #nullOrUnbound} for a session variable's cell. */
  public static Object nullOrUnboundCell(Object[] cell, String name) {
    if (NULL_CELLS.contains(cell)) {
      return null;
    }
    throw error("unbound variable: " + name);
  }

  /** An error with a complete message and no irritants. */
  public static SchemeError error(String message) {
    return Exceptions.raise(new ErrorObject(message, Nil.NIL));
  }

  /** {@code who: expected what, got value}, with the value in {@code write} form. */
  public static SchemeError wrongType(String who, String expected, Object got) {
    return error(who + ": expected " + expected + ", got " + Printer.writeString(got));
  }

  /** {@code who: index 5 out of range for length 3}. */
  public static SchemeError outOfRange(String who, Object index, int length) {
    return error(who + ": index " + Printer.writeString(index) + " out of range for length " + length);
  }

  /** {@code who: expected 2 arguments, got 3}, phrased from the accepted range. */
  public static SchemeError arity(String who, int min, int max, int got) {
    String expected;
    if (max < 0) {
      expected = "at least " + min + (min == 1 ? " argument" : " arguments");
    } else if (min == max) {
      expected = min + (min == 1 ? " argument" : " arguments");
    } else {
      expected = "between " + min + " and " + max + " arguments";
    }
    return error((who == null ? "#<procedure>" : who) + ": expected " + expected + ", got " + got);
  }

  /** The message R7RS implementations conventionally give: {@code attempt to call a non-procedure: 5}. */
  public static SchemeError notAProcedure(Object value) {
    return error("attempt to call a non-procedure: " + Printer.writeString(value));
  }
}
