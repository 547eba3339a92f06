package kopi.cli;

/** The process exit statuses of {@code kopi}, following BSD {@code sysexits.h} as Kawa users expect. */
public final class ExitCodes {
  /** Everything went well. */
  public static final int OK = 0;
  /** The command line was malformed ({@code EX_USAGE}). */
  public static final int USAGE = 64;
  /** The program did not compile ({@code EX_DATAERR}). */
  public static final int COMPILE_ERROR = 65;
  /** A file named on the command line could not be read ({@code EX_NOINPUT}). */
  public static final int NO_INPUT = 66;
  /** The program raised an error nobody caught ({@code EX_SOFTWARE}). */
  public static final int RUNTIME_ERROR = 70;
  /** An output file could not be written ({@code EX_CANTCREAT}). */
  public static final int CANNOT_CREATE = 73;

  private ExitCodes() {}
}
