package kopi.api;

import java.util.List;

/**
 * Scheme code failed to compile or raised an error while it ran. {@link #getMessage} is what the
 * command line prints ({@code FILE:LINE:COL: error - message} for each compile error,
 * {@code FILE:LINE: message} for a runtime error); {@link #file}, {@link #line} and
 * {@link #column} locate the first problem (1-based; 0 when unknown). For a runtime error
 * {@link #getCause} is what the code raised (a {@link kopi.runtime.SchemeError} for
 * {@code (error ...)} and {@code raise}, or the Java exception a Java method threw).
 */
public class KopiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String file;
  private final int line;
  private final int column;
  private final String reason;
  private final List<String> diagnostics;

  /**
   * @param message     the whole report, as the command line prints it
   * @param reason      the first problem's message alone, without its location
   * @param file        the source file (or the name given to evaluated text)
   * @param line        1-based line, 0 when unknown
   * @param column      1-based column, 0 when unknown
   * @param diagnostics each compile error and warning, formatted; empty for a runtime error
   * @param cause       what the running code raised, or null for a compile error
   */
  public KopiException(String message, String reason, String file, int line, int column, List<String> diagnostics,
      Throwable cause) {
    super(message, cause);
    this.reason = reason;
    this.file = file;
    this.line = line;
    this.column = column;
    this.diagnostics = List.copyOf(diagnostics);
  }

  /** The source file of the first problem, or the name the evaluated text was given. */
  public String file() {
    return file;
  }

  /** The 1-based line of the first problem, or 0 when unknown. */
  public int line() {
    return line;
  }

  /** The 1-based column of the first problem, or 0 when unknown. */
  public int column() {
    return column;
  }

  /** The first problem's message without its location ({@code car: expected pair, got ()}). */
  public String reason() {
    return reason;
  }

  /** The compile diagnostics (errors and warnings) as {@code FILE:LINE:COL: error - message}; empty for a runtime error. */
  public List<String> diagnostics() {
    return diagnostics;
  }

  /** True when the code did not compile (nothing of it ran); false for an error raised while it ran. */
  public boolean isCompileError() {
    return getCause() == null;
  }
}
