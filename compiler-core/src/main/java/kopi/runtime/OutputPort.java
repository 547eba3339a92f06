package kopi.runtime;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A textual output port over a {@link Writer}, or over a string buffer for
 * {@code open-output-string}. The console port writes UTF-8 to the process's standard output
 * through a buffer that is flushed by {@code flush-output-port}, before input is read from the
 * console, and when the JVM exits (a shutdown hook), so output is never lost and big outputs stay fast.
 */
public final class OutputPort {
  private static final OutputPort CONSOLE = console(FileDescriptor.out);
  private static final OutputPort CONSOLE_ERROR = console(FileDescriptor.err);

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(OutputPort::flushConsole, "kopi-flush"));
  }

  private final Writer writer;
  private final StringBuilder buffer;
  private final String description;
  private volatile boolean open = true;
  private int column;

  private OutputPort(Writer writer, StringBuilder buffer, String description) {
    this.writer = writer;
    this.buffer = buffer;
    this.description = description;
  }

  /** A port over {@code writer}; the caller decides about buffering. */
  public static OutputPort of(Writer writer, String description) {
    return new OutputPort(writer, null, description);
  }

  /** A string port: what is written is kept and returned by {@link #contents}. */
  public static OutputPort ofString() {
    return new OutputPort(null, new StringBuilder(), "string");
  }

  /** The port for standard output, the initial value of {@code current-output-port}. */
  public static OutputPort console() {
    return CONSOLE;
  }

  /** The port for standard error, the initial value of {@code current-error-port}. */
  public static OutputPort consoleError() {
    return CONSOLE_ERROR;
  }

  /** Flushes the console ports; the launcher and REPL call this after each evaluation. */
  public static void flushConsole() {
    CONSOLE.flush();
    CONSOLE_ERROR.flush();
  }

  public void write(CharSequence text) {
    if (!open) {
      throw Errors.error("write: port is closed: " + this);
    }
    int length = text.length();
    if (length > 0) {
      int newline = lastIndexOf(text, '\n');
      column = newline < 0 ? column + length : length - newline - 1;
    }
    if (buffer != null) {
      buffer.append(text);
      return;
    }
    try {
      writer.append(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public void writeCodePoint(int codePoint) {
    write(new String(Character.toChars(codePoint)));
  }

  /** Whether the last character written ended a line (for {@code fresh-line}). */
  public boolean atLineStart() {
    return column == 0;
  }

  public void flush() {
    if (writer != null && open) {
      try {
        writer.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  public void close() {
    if (!open) {
      return;
    }
    flush();
    open = false;
    if (writer != null && this != CONSOLE && this != CONSOLE_ERROR) {
      try {
        writer.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  public boolean isOpen() {
    return open;
  }

  public boolean isStringPort() {
    return buffer != null;
  }

  /** The text written so far to a string port. */
  public String contents() {
    if (buffer == null) {
      throw Errors.wrongType("get-output-string", "string output port", this);
    }
    return buffer.toString();
  }

  @Override
  public String toString() {
    return "#<output-port " + description + ">";
  }

  private static OutputPort console(FileDescriptor fd) {
    Writer writer = new OutputStreamWriter(new FileOutputStream(fd), StandardCharsets.UTF_8);
    return new OutputPort(new java.io.BufferedWriter(writer, 1 << 14), null, fd == FileDescriptor.out ? "stdout" : "stderr");
  }

  private static int lastIndexOf(CharSequence text, char c) {
    for (int i = text.length() - 1; i >= 0; i--) {
      if (text.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }
}
