package kopi.runtime;

/**
 * Factories for the errors the runtime reports. Each one goes through {@link Exceptions#raise}, so
 * a handler installed with {@code with-exception-handler} sees {@code (car '())} in the dynamic
 * environment of the failing call, as R7RS requires; the returned exception is then thrown by the
 * caller: {@code throw Errors.wrongType("car", "pair", x)}.
 */
public final class Errors {
  private Errors() {}

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
