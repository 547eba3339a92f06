package kopi.cli;

import java.util.Objects;

/**
 * An error raised while running Scheme code that nobody caught, as the command line reports it.
 * The location is where the error was raised, as far as the back end knows it.
 *
 * @param message lower case text such as {@code car: expected pair, got 1}
 * @param file    the source file name, or null when unknown
 * @param line    1-based line, or 0 when unknown
 * @param column  1-based column, or 0 when unknown
 */
public record Failure(String message, String file, int line, int column) {

  public Failure {
    Objects.requireNonNull(message, "message");
    if (line < 0 || column < 0) {
      throw new IllegalArgumentException("bad failure location " + line + ":" + column);
    }
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
