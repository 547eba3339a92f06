package kopi.runtime;

/**
 * Several values, as returned by {@code (values a b)}. One value is never wrapped (it is the value
 * itself), so only zero or two-plus values make a {@code Values}; {@link #of} enforces that.
 */
@CallsNoScheme
public final class Values {
  public static final Values EMPTY = new Values(new Object[0]);

  private final Object[] values;

  private Values(Object[] values) {
    this.values = values;
  }

  /** The single value itself, or a {@code Values} for zero or several. */
  public static Object of(Object... values) {
    if (values.length == 1) {
      return values[0];
    }
    return values.length == 0 ? EMPTY : new Values(values.clone());
  }

  /** The values of any result: a {@code Values} spread out, anything else as one value. */
  public static Object[] toArray(Object result) {
    return result instanceof Values v ? v.values.clone() : new Object[] {result};
  }

  public int size() {
    return values.length;
  }

  public Object get(int index) {
    return values[index];
  }

  @Override
  public String toString() {
    return Printer.writeString(this);
  }
}
