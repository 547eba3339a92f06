package kopi.runtime;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * A textual output port over a {@link Writer}, or over a string buffer for
 * {@code open-output-string}. The console port writes UTF-8 to the process's standard output
 * through a buffer that is flushed by {@code flush-output-port}, before input is read from the
 * console, and when the JVM exits (a shutdown hook), so output is never lost and big outputs stay fast.
 * File ports the program never closed are flushed at the end too ({@link UnclosedFiles}).
 *
 * <p>A closed standard output or error (the reader of a pipe is gone, as in
 * {@code kopi prog.scm | head -1}) ends the program quietly, as it ends a Unix tool killed by
 * {@code SIGPIPE}: the write throws an {@link ExitException} with status {@link #BROKEN_PIPE_STATUS}
 * (128 + 13, what a shell reports for such a tool), the port discards what is written after, and
 * nothing is printed.
 */
public final class OutputPort {
  private static final OutputPort CONSOLE = console(FileDescriptor.out);
  private static final OutputPort CONSOLE_ERROR = console(FileDescriptor.err);

  /** The exit status of a program whose standard output or error was closed under it. */
  public static final int BROKEN_PIPE_STATUS = 141;

  static {
    // A class rather than a method reference: linking a lambda costs start-up (issue 21).
    Runtime.getRuntime().addShutdownHook(new Thread(new FlushAtShutdown(), "kopi-flush"));
  }

  private final Writer writer;
  /**
   * For a console port, the byte stream under {@link #writer}, where {@code write-u8} writes (the
   * console ports are binary too, as Kawa's are); else null.
   */
  private final OutputStream bytes;
  /** Whether text was written to {@link #writer} since the last bytes: it goes out before them. */
  private boolean textSinceBytes;
  /** For a file port, its entry in {@link UnclosedFiles}; else null. */
  private java.lang.ref.Cleaner.Cleanable unclosed;
  /** Set on a console port once its reader is gone: output is then discarded. */
  private volatile boolean broken;
  private final StringBuilder buffer;
  private final String description;
  private volatile boolean open = true;
  private int column;

  private OutputPort(Writer writer, StringBuilder buffer, String description) {
    this(writer, null, buffer, description);
  }

  private OutputPort(Writer writer, OutputStream bytes, StringBuilder buffer, String description) {
    this.writer = writer;
    this.bytes = bytes;
    this.buffer = buffer;
    this.description = description;
  }

  /** A port over {@code writer}; the caller decides about buffering. */
  public static OutputPort of(Writer writer, String description) {
    return new OutputPort(writer, null, description);
  }

  /** A port writing to a file: flushed at the end of the program if it is never closed. */
  public static OutputPort file(Writer writer, String description) {
    OutputPort port = new OutputPort(writer, null, description);
    port.unclosed = UnclosedFiles.register(port, writer);
    return port;
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

  /**
   * Flushes the console ports; the launcher and REPL call this after each evaluation. A closed
   * standard output or error is not an error here: it is only marked ({@link #consoleBroken}).
   */
  public static void flushConsole() {
    CONSOLE.flushConsolePort();
    CONSOLE_ERROR.flushConsolePort();
  }

  /** What a program's end does: flushes the console and every file port left open. */
  public static void flushAll() {
    UnclosedFiles.flushAll();
    flushConsole();
  }

  /** The shutdown hook: as {@link #flushAll}, with a one-line note instead of a stack trace on failure. */
  private static final class FlushAtShutdown implements Runnable {
    @Override
    public void run() {
      try {
        flushAll();
      } catch (RuntimeException e) {
        System.err
            .println(
                "kopi: output lost at exit: " + (e.getCause() != null ? e.getCause().getMessage() : e.getMessage()));
      }
    }
  }

  /** True once writing to standard output or error failed because its reader was gone. */
  public static boolean consoleBroken() {
    return CONSOLE.broken || CONSOLE_ERROR.broken;
  }

  private void flushConsolePort() {
    try {
      flush();
    } catch (ExitException brokenPipe) {
      // Marked broken by flush; the caller finishes as it would have.
    }
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
    if (broken) {
      return;
    }
    textSinceBytes = true;
    try {
      writer.append(text);
    } catch (IOException e) {
      throw failed(e);
    }
  }

  /** Whether the port writes bytes too: the console ports. */
  public boolean isBinary() {
    return bytes != null;
  }

  /** Writes bytes {@code from} to {@code to} of a binary port ({@link #isBinary}) after the text before them. */
  public void writeBytes(byte[] data, int from, int to) {
    if (!open) {
      throw Errors.error("write-u8: port is closed: " + this);
    }
    if (broken) {
      return;
    }
    try {
      if (textSinceBytes) {
        writer.flush();
        textSinceBytes = false;
      }
      bytes.write(data, from, to - from);
    } catch (IOException e) {
      throw failed(e);
    }
  }

  public void writeCodePoint(int codePoint) {
    write(new String(Character.toChars(codePoint)));
  }

  /** Whether the last character written ended a line (for {@code fresh-line}). */
  public boolean atLineStart() {
    return column == 0;
  }

  /** The column the next character goes to, counted from 0 after the last line end (for {@code format}'s {@code ~t}). */
  public int column() {
    return column;
  }

  public void flush() {
    if (writer != null && open && !broken) {
      try {
        writer.flush();
      } catch (IOException e) {
        throw failed(e);
      }
    }
  }

  /**
   * What a failed write or flush throws: for a console port whose reader is gone, the quiet end of
   * the program (the port discards everything from now on); otherwise the I/O error.
   */
  private RuntimeException failed(IOException e) {
    if ((this == CONSOLE || this == CONSOLE_ERROR) && isBrokenPipe(e)) {
      broken = true;
      throw new ExitException(BROKEN_PIPE_STATUS, true);
    }
    return new UncheckedIOException(e);
  }

  /** EPIPE, which the JDK reports only through the message ({@code Broken pipe} on Linux and macOS). */
  private static boolean isBrokenPipe(IOException e) {
    String message = e.getMessage();
    return message != null && (message.contains("Broken pipe") || message.contains("EPIPE"));
  }

  public void close() {
    if (!open) {
      return;
    }
    flush();
    open = false;
    if (unclosed != null) {
      UnclosedFiles.closed(writer, unclosed);
    }
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
    OutputStream bytes = new BufferedOutputStream(new FileOutputStream(fd), 1 << 13);
    Writer writer = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
    return new OutputPort(new java.io.BufferedWriter(writer, 1 << 14), bytes, null,
        fd == FileDescriptor.out ? "stdout" : "stderr");
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
