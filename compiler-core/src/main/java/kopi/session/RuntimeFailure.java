package kopi.session;

/**
 * An error that escaped evaluated code. {@code file} and {@code line} come from the innermost stack
 * frame of a {@code .scm} file (line 0 when none was found); {@code column} is 0 when unknown.
 * {@code message} is the Scheme message ({@code car: expected pair, got ()}).
 */
public record RuntimeFailure(String message, String file, int line, int column, Throwable cause) {

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

  static RuntimeFailure of(Throwable failure, String defaultFile) {
    StackTraceElement frame = kopi.runtime.Launcher.schemeFrame(failure);
    String file = frame == null ? defaultFile : frame.getFileName();
    int line = frame == null ? 0 : Math.max(0, frame.getLineNumber());
    return new RuntimeFailure(kopi.runtime.Launcher.message(failure), file, line, 0, failure);
  }
}
