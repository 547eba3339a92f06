package kopi.cli;

/**
 * The command line could not be understood. The message is printed after {@code kopi: } and the
 * process exits with {@link ExitCodes#USAGE}.
 */
public final class UsageError extends Exception {
  public UsageError(String message) {
    super(message, null, false, false);
  }
}
