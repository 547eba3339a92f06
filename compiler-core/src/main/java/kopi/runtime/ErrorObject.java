package kopi.runtime;

/**
 * The condition raised by {@code error} and by every error the runtime itself reports (wrong type,
 * arity, index out of range). {@code message} is a Java string; {@code irritants} a Scheme list.
 * Its display form is the message followed by the irritants written, as Kawa prints it.
 */
public record ErrorObject(String message, Object irritants) {

  /** The message, then each irritant in {@code write} form, separated by spaces. */
  public String describe() {
    StringBuilder text = new StringBuilder(message);
    for (Object rest = irritants; rest instanceof Pair pair; rest = pair.cdr) {
      text.append(' ').append(Printer.writeString(pair.car));
    }
    return text.toString();
  }

  @Override
  public String toString() {
    return describe();
  }
}
