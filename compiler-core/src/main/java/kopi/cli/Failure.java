package kopi.cli;

import java.util.List;
import java.util.Objects;

/**
 * An error raised while running Scheme code that nobody caught, as the command line reports it.
 * The location is where the error was raised, as far as the back end knows it.
 *
 * @param message lower case text such as {@code car: expected pair, got 1}
 * @param file    the source file name, or null when unknown
 * @param line    1-based line, or 0 when unknown
 * @param column  1-based column, or 0 when unknown
 * @param backtrace the Scheme backtrace lines printed after {@link #format} ({@link kopi.runtime.Backtrace})
 */
public record Failure(String message, String file, int line, int column, List<String> backtrace) {

  public Failure {
    Objects.requireNonNull(message, "message");
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("bad failure location " + line + ":" + column);
    }
    backtrace = List.copyOf(backtrace);
  }

  /** A failure without a backtrace. */
  public Failure(String message, String file, int line, int column) {
    this(message, file, line, column, List.of());
  }

  /** {@link #format} followed by the backtrace, a line each, without a final line end. */
  public String report() {
    StringBuilder text = new StringBuilder(format());
    for (String frame : backtrace) {
      text.append(System.lineSeparator()).append(frame);
    }
    return text.toString();
  }

  /** A failure with no known location. */
  public static Failure unlocated(String message) {
    return new Failure(message, null, 0, 0);
  }

  /** {@code FILE:LINE:COL: MESSAGE}, {@code FILE:LINE: MESSAGE}, {@code FILE: MESSAGE} or just the message. */
  public String format() {
    if (file == null) {
      return message;
    }
    StringBuilder text = new StringBuilder(file);
    if (line > 0) {
      text.append(':').append(line);
      if (column > 0) {
        text.append(':').append(column);
      }
    }
    return text.append(": ").append(message).toString();
  }
}
