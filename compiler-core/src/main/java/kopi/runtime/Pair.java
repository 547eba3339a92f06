package kopi.runtime;

/**
 * A mutable pair. The fields are public because compiled code reads them directly on the hot
 * path ({@code car}, {@code cdr}, list walking); builtins that mutate go through the same fields.
 * Equality is identity, as for {@code eqv?}; structural comparison is {@code equal?}.
 */
@CallsNoScheme
public final class Pair {
  public Object car;
  public Object cdr;

  public Pair(Object car, Object cdr) {
    this.car = car;
    this.cdr = cdr;
  }

  /** Builds a proper list of {@code elements}. */
  public static Object list(Object... elements) {
    Object result = Nil.NIL;
    for (int i = elements.length - 1; i >= 0; i--) {
      result = new Pair(elements[i], result);
    }
    return result;
  }

  /** Builds a list of {@code elements} ending in {@code tail} instead of the empty list. */
  public static Object listWithTail(Object[] elements, int from, Object tail) {
    Object result = tail;
    for (int i = elements.length - 1; i >= from; i--) {
      result = new Pair(elements[i], result);
    }
    return result;
  }

  @Override
  public String toString() {
    return Printer.writeString(this);
  }
}
