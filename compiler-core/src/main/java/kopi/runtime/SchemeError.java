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
  private final transient Object clause;

  public SchemeError(Object payload) {
    this(payload, null, null);
  }

  /** An exception unwinding to the guard {@code target}, which then runs the thunk {@code clause}. */
  SchemeError(Object payload, Object target, Object clause) {
    super(null, null, false, true);
    this.payload = payload;
    this.target = target;
    this.clause = clause;
  }

  /** The raised object: an {@link ErrorObject} for {@code error} and runtime errors, anything for {@code raise}. */
  public Object payload() {
    return payload;
  }

  /** The guard this exception is unwinding to, or null when no guard catches it. */
  Object target() {
    return target;
  }

  /** The thunk for the guard clause that matched, when {@link #target} is not null. */
  Object clause() {
    return clause;
  }

  @Override
  public String getMessage() {
    return payload instanceof ErrorObject error ? error.describe() : Printer.displayString(payload);
  }
}
