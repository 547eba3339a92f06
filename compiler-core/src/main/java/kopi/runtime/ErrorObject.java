package kopi.runtime;

/**
 * The condition raised by {@code error}, by {@code (throw key arg ...)} and by every error the
 * runtime itself reports (wrong type, arity, index out of range). {@code message} is a Java string;
 * {@code irritants} a Scheme list. Its display form is the message followed by the irritants
 * written, as Kawa prints it.
 *
 * <p>{@code key} is what Guile-style {@code catch} matches, as Kawa's {@code NamedException} has
 * it: the key of a {@code throw} ({@code thrown} is then true, the message is the key's name and
 * the irritants are the arguments after it), {@code misc-error} for {@code error}, and null for the
 * runtime's own errors, which {@code catch} lets pass as Kawa does its Java exceptions.
 */
public record ErrorObject(String message, Object irritants, Symbol key, boolean thrown) {

  /** {@code error}'s key. */
  public static final Symbol MISC_ERROR = Symbol.intern("misc-error");

  /** An error of the runtime's own, which {@code catch} does not catch. */
  public ErrorObject(String message, Object irritants) {
    this(message, irritants, null, false);
  }

  /** {@code (throw key arg ...)}. */
  public static ErrorObject thrown(Symbol key, Object arguments) {
    return new ErrorObject(key.name(), arguments, key, true);
  }

  /**
   * What {@code error-object-message} gives: the message, or the key of a {@code throw} (Kawa's
   * {@code NamedException} has the key as its message).
   */
  public Object objectMessage() {
    return thrown ? key : message;
  }

  /**
   * The arguments {@code catch} passes its handler after the key: a {@code throw}'s arguments, or
   * the message and irritants of an {@code error}.
   */
  public Object handlerArguments() {
    return thrown ? irritants : new Pair(message, irritants);
  }

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
