package kopi.runtime;

/**
 * Several values, as returned by {@code (values a b)}. One value is never wrapped (it is the value
 * itself), and no values are {@code #!void} ({@link Unspecified#VALUE}), as in Kawa, where the two
 * are one object: {@code (list (values))} is {@code (#!void)}. So only two or more values make a
 * {@code Values}; {@link #of} enforces that.
 */
@CallsNoScheme
public final class Values {
  private final Object[] values;

  private Values(Object[] values) {
    this.values = values;
  }

  /** The single value itself, {@code #!void} for none, or a {@code Values} for several. */
  public static Object of(Object... values) {
    if (values.length == 1) {
      return values[0];
    }
    return values.length == 0 ? Unspecified.VALUE : new Values(values.clone());
  }

  /** The values of any result: a {@code Values} spread out, anything else as one value. */
  public static Object[] toArray(Object result) {
    return result instanceof Values v ? v.values.clone() : new Object[] {result};
  }

  /**
   * The arguments {@code consumer} gets from the values of {@code result} ({@code call-with-values},
   * so {@code let-values} and {@code receive} too): {@code #!void} is no values for a consumer that
   * takes none ({@code list} gives {@code ()}) and else the one value {@code #!void}, as in Kawa.
   */
  public static Object[] forConsumer(Object result, Procedure consumer) {
    return result == Unspecified.VALUE && consumer.minArity() == 0 ? new Object[0] : toArray(result);
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
