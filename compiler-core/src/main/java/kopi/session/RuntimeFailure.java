package kopi.session;

import kopi.runtime.ExitException;

/**
 * An error that escaped evaluated code. {@code file} and {@code line} come from the innermost stack
 * frame of a Scheme source file ({@link kopi.runtime.Launcher#isSchemeSource}) (line 0 when none was found); {@code column} is 0 when unknown.
 * {@code message} is the Scheme message ({@code car: expected pair, got ()}). A call of {@code exit}
 * or {@code emergency-exit} also stops evaluation and is reported as a failure whose cause is the
 * {@link ExitException}: {@link #isExit} tells it apart, {@link #exitStatus} gives the status, and a
 * REPL ends with that status.
 */
public record RuntimeFailure(String message, String file, int line, int column, Throwable cause, ClassLoader loader) {

  /** A failure whose classes' columns are not looked up for its {@link #backtrace}. */
  public RuntimeFailure(String message, String file, int line, int column, Throwable cause) {
    this(message, file, line, column, cause, null);
  }

  /**
   * The Scheme backtrace of the failure ({@link kopi.runtime.Backtrace}), a line per frame, for
   * printing after {@link #format}; {@code sessionFile} is the name under which the session
   * evaluated code that is not in a file ({@code <repl>}), or null. Computed when asked for.
   */
  public java.util.List<String> backtrace(String sessionFile) {
    return cause == null || isExit() ? java.util.List.of()
        : kopi.runtime.Backtrace.lines(cause, loader, sessionFile, kopi.runtime.Backtrace.full());
  }

  /** {@code FILE:LINE:COL: MESSAGE}, {@code FILE:LINE: MESSAGE} or {@code FILE: MESSAGE}, as the command line prints it. */
  public String format() {
    StringBuilder text = new StringBuilder(file);
    if (line > 0) {
      text.append(':').append(line);
      if (column > 0) {
        text.append(':').append(column);
      }
    }
    return text.append(": ").append(message).toString();
  }

  /** True when evaluation stopped because the code called {@code exit} or {@code emergency-exit}. */
  public boolean isExit() {
    return cause instanceof ExitException;
  }

  /** The status given to {@code exit}, or 0 when this is not an exit. */
  public int exitStatus() {
    return cause instanceof ExitException exit ? exit.status() : 0;
  }

  static RuntimeFailure of(Throwable failure, String defaultFile) {
    return of(failure, defaultFile, null);
  }

  /** The failure of {@code failure}, with a column when the failing class, loaded by {@code loader}, knows it. */
  static RuntimeFailure of(Throwable failure, String defaultFile, ClassLoader loader) {
    StackTraceElement frame = kopi.runtime.Launcher.schemeFrame(failure);
    kopi.runtime.Launcher.Position at = frame == null ? new kopi.runtime.Launcher.Position(defaultFile, 0, 0)
        : kopi.runtime.Launcher.position(frame, loader);
    return new RuntimeFailure(kopi.runtime.Launcher.message(failure), at.file(), at.line(), at.column(), failure,
        loader);
  }
}
