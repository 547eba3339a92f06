package kopi.runtime;

/**
 * A Scheme exception travelling up the Java stack: the raised object ({@link #payload}) and, when
 * it was raised under a {@code guard}, the token of the guard it is for ({@link #target}). Its
 * message is the display form of the payload, so uncaught errors read well on the command line
 * ({@code car: expected pair, got ()}).
 *
 * <p>It is only thrown after the handlers installed with {@code with-exception-handler} have had
 * their turn (see {@link Exceptions#raise}); catch blocks therefore never offer it to a handler again.
 */
public final class SchemeError extends RuntimeException {
  private final transient Object payload;
  private final transient Object target;

  public SchemeError(Object payload) {
    this(payload, null);
  }

  SchemeError(Object payload, Object target) {
    super(null, null, false, true);
    this.payload = payload;
    this.target = target;
  }

  /** The raised object: an {@link ErrorObject} for {@code error} and runtime errors, anything for {@code raise}. */
  public Object payload() {
    return payload;
  }

  /** The guard this exception is unwinding to, or null when no guard catches it. */
  Object target() {
    return target;
  }

  @Override
  public String getMessage() {
    return payload instanceof ErrorObject error ? error.describe() : Printer.displayString(payload);
  }
}
