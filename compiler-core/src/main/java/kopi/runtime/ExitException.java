package kopi.runtime;

/**
 * Thrown by {@code exit} and {@code emergency-exit} to end the program without ending the JVM: the
 * launcher of a compiled program turns it into {@link System#exit}, while a session or a test that
 * runs code in-process reports the status and carries on. It unwinds the Java stack like any
 * exception, so every active {@code dynamic-wind} runs its after-thunk on the way out, innermost
 * first, as R7RS asks of {@code exit}; for {@code emergency-exit} the after-thunks are skipped.
 *
 * <p>It is an {@link Error}, not a {@link RuntimeException}, for the reason {@code ThreadDeath} is:
 * {@code guard}, {@code with-exception-handler} and Java code called from Scheme catch run-time
 * exceptions as conditions, and an exit must not be caught as one.
 */
public final class ExitException extends Error {
  private final int status;
  private final boolean emergency;

  public ExitException(int status, boolean emergency) {
    super("exit with status " + status, null, false, false);
    this.status = status;
    this.emergency = emergency;
  }

  /** The process exit status the program asked for. */
  public int status() {
    return status;
  }

  /** True for {@code emergency-exit}, which runs no after-thunks. */
  public boolean emergency() {
    return emergency;
  }
}
