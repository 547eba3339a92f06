package kopi.runtime;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A textual input port over a {@link Reader}, reading code points, with one code point of
 * look-ahead for {@code peek-char}. The console port reads UTF-8 from standard input and flushes
 * the console output first, so that a prompt written without a newline is visible; it is a binary
 * port too, as Kawa's is ({@link #isBinary}: {@code read-u8} and {@code read-char} read in turns).
 */
public final class InputPort {
  private static final InputPort CONSOLE = new InputPort(
      new ConsoleInput(new BufferedInputStream(new FileInputStream(FileDescriptor.in))), "stdin", true);

  private final Reader reader;
  private final String description;
  private final boolean console;
  private int peeked = -2;
  private boolean open = true;
  /** Text read ahead by {@code read} and not consumed by it; served before the reader. */
  private String pending = "";
  private int pendingIndex;
  /** The {@code #!fold-case} state of {@code read} on this port. */
  private boolean foldCase;
  /** The line (from 0) and column (code points from 0) of the next character to read. */
  private int line;
  private int column;
  /** Whether the last character read was a {@code \r}: a {@code \n} after it ends no other line. */
  private boolean afterReturn;
  /** The text {@link #readChunk} handed out since the last {@link #unread}: read, less what comes back. */
  private final StringBuilder lent = new StringBuilder();

  private InputPort(Reader reader, String description, boolean console) {
    this.reader = reader;
    this.description = description;
    this.console = console;
  }

  public static InputPort of(Reader reader, String description) {
    return new InputPort(reader, description, false);
  }

  /** A port reading a file's text, whose line ends ({@code \r\n}, {@code \r}) read as {@code \n}, as in Kawa. */
  public static InputPort file(Reader reader, String description) {
    return new InputPort(new LineEndReader(reader), description, false);
  }

  public static InputPort ofString(String text) {
    return new InputPort(new StringReader(text), "string", false);
  }

  /** The port for standard input, the initial value of {@code current-input-port}. */
  public static InputPort console() {
    return CONSOLE;
  }

  /** The next code point, consumed; -1 at end of input. */
  public int read() {
    int c = peek();
    peeked = -2;
    if (c >= 0) {
      advance(c);
    }
    return c;
  }

  /** Counts a character read: {@code \n}, {@code \r} and {@code \r\n} end a line, as in Kawa. */
  private void advance(int c) {
    if (c == '\n' && afterReturn) {
      afterReturn = false;
      return;
    }
    afterReturn = c == '\r';
    if (c == '\n' || c == '\r') {
      line++;
      column = 0;
    } else {
      column++;
    }
  }

  /** The line of the next character to read, from 0 ({@code port-line}). */
  public int line() {
    return line;
  }

  /** The column of the next character to read, from 0 ({@code port-column}). */
  public int column() {
    return column;
  }

  /** Sets the line the next character to read is on, from 0 ({@code set-port-line!}). */
  public void line(int value) {
    line = value;
  }

  /** The next code point without consuming it; -1 at end of input. */
  public int peek() {
    if (!open) {
      throw Errors.error("read-char: port is closed: " + this);
    }
    if (peeked == -2) {
      peeked = readCodePoint();
    }
    return peeked;
  }

  /** A line without its terminator ({@code \n}, {@code \r\n} or {@code \r}), or null at end of input. */
  public String readLine() {
    String[] line = readLine(true);
    return line == null ? null : line[0];
  }

  /**
   * A line and its terminator ({@code \n}, {@code \r\n}, {@code \r}, or empty when the input ends
   * the line), or null at end of input. Unless {@code consume}, the terminator is left in the port
   * and returned empty.
   */
  public String[] readLine(boolean consume) {
    int c = peek();
    if (c < 0) {
      return null;
    }
    StringBuilder line = new StringBuilder();
    while (c >= 0 && c != '\n' && c != '\r') {
      line.appendCodePoint(read());
      c = peek();
    }
    String terminator = "";
    if (consume && c >= 0) {
      read();
      if (c == '\r' && peek() == '\n') {
        read();
        terminator = "\r\n";
      } else {
        terminator = c == '\r' ? "\r" : "\n";
      }
    }
    return new String[] {line.toString(), terminator};
  }

  /** Up to {@code count} code points, or null when already at end of input. */
  public String readString(int count) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < count; i++) {
      int c = read();
      if (c < 0) {
        return i == 0 ? null : text.toString();
      }
      text.appendCodePoint(c);
    }
    return text.toString();
  }

  /**
   * The next piece of text for {@code read}: what was pushed back first, else a line from the
   * console (so an interactive {@code read} does not wait for more than the user typed) or a chunk
   * from any other reader; null at end of input.
   */
  String readChunk() {
    String chunk = readChunkText();
    if (chunk != null) {
      lent.append(chunk);
    }
    return chunk;
  }

  private String readChunkText() {
    if (!open) {
      throw Errors.error("read: port is closed: " + this);
    }
    StringBuilder text = new StringBuilder();
    if (peeked >= 0) {
      text.appendCodePoint(peeked);
    }
    boolean atEnd = peeked == -1;
    peeked = -2;
    if (pendingIndex < pending.length()) {
      text.append(pending, pendingIndex, pending.length());
      pending = "";
      pendingIndex = 0;
      return text.toString();
    }
    if (atEnd) {
      return text.length() == 0 ? null : text.toString();
    }
    if (console) {
      // readLine counts what it reads; the chunk is counted when read gives back what it did not use.
      int savedLine = line;
      int savedColumn = column;
      boolean savedAfterReturn = afterReturn;
      String typed = readLine();
      line = savedLine;
      column = savedColumn;
      afterReturn = savedAfterReturn;
      return typed == null ? (text.length() == 0 ? null : text.toString()) : text.append(typed).append('\n').toString();
    }
    char[] buffer = new char[8192];
    try {
      int n = reader.read(buffer);
      if (n < 0) {
        return text.length() == 0 ? null : text.toString();
      }
      return text.append(buffer, 0, n).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Gives back text that {@code read} took but did not consume. */
  void unread(String text) {
    int consumed = Math.max(0, lent.length() - text.length());
    for (int i = 0; i < consumed;) {
      int c = lent.codePointAt(i);
      advance(c);
      i += Character.charCount(c);
    }
    lent.setLength(0);
    if (!text.isEmpty()) {
      pending = text + pending.substring(pendingIndex);
      pendingIndex = 0;
    }
  }

  boolean foldCase() {
    return foldCase;
  }

  void foldCase(boolean value) {
    foldCase = value;
  }

  /** Whether the port reads bytes too: the console port. */
  public boolean isBinary() {
    return reader instanceof ConsoleInput;
  }

  /** The next byte (0-255) of a binary port ({@link #isBinary}), consumed; -1 at end of input. */
  public int readByte() {
    if (peeked == -1) {
      peeked = -2;
      return -1;
    }
    return bytes("read-u8").readByte();
  }

  /** The next byte of a binary port without consuming it; -1 at end of input. */
  public int peekByte() {
    return peeked == -1 ? -1 : bytes("peek-u8").peekByte();
  }

  /** Whether a byte of a binary port can be read without blocking. */
  public boolean byteReady() {
    return peeked == -1 || bytes("u8-ready?").byteReady();
  }

  /**
   * The byte source of a binary port, once the text this port has read ahead (a peeked character,
   * what {@code read} left) is given back to it as bytes, so that bytes come in their order.
   */
  private ConsoleInput bytes(String who) {
    if (!open) {
      throw Errors.error(who + ": port is closed: " + this);
    }
    ConsoleInput input = (ConsoleInput) reader;
    if (peeked >= 0 || pendingIndex < pending.length()) {
      StringBuilder ahead = new StringBuilder();
      if (peeked >= 0) {
        ahead.appendCodePoint(peeked);
        peeked = -2;
      }
      ahead.append(pending, pendingIndex, pending.length());
      pending = "";
      pendingIndex = 0;
      input.unread(ahead.toString().getBytes(StandardCharsets.UTF_8));
    }
    OutputPort.flushConsole();
    return input;
  }

  /** Whether a character is available without blocking. */
  public boolean ready() {
    try {
      return peeked != -2 || pendingIndex < pending.length() || reader.ready();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public void close() {
    if (open && !console) {
      try {
        reader.close();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    open = false;
  }

  public boolean isOpen() {
    return open;
  }

  @Override
  public String toString() {
    return "#<input-port " + description + ">";
  }

  private int readCodePoint() {
    if (pendingIndex < pending.length()) {
      int c = pending.codePointAt(pendingIndex);
      pendingIndex += Character.charCount(c);
      return c;
    }
    if (console) {
      OutputPort.flushConsole();
    }
    try {
      int c = reader.read();
      if (c >= 0 && Character.isHighSurrogate((char) c)) {
        int low = reader.read();
        if (low >= 0 && Character.isLowSurrogate((char) low)) {
          return Character.toCodePoint((char) c, (char) low);
        }
        // A lone surrogate is kept as it is; the low half (if any) is lost, as it cannot be pushed back.
      }
      return c;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
