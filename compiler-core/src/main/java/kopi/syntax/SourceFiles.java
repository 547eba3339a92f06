package kopi.syntax;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a source file as UTF-8. Bytes that are not UTF-8 are an error located at the first bad
 * byte ({@code FILE:LINE:COL}), where the JDK's own reader says only {@code Input length = 3}. A
 * byte-order mark is kept: the lexer reads it as whitespace at the start of the text, so offsets
 * into the text stay offsets into the file's characters.
 */
public final class SourceFiles {
  private SourceFiles() {}

  /** A file that is not UTF-8: the message is {@code FILE:LINE:COL: error - ...}, as diagnostics are printed. */
  public static final class InvalidEncodingException extends IOException {
    private final int line;
    private final int column;

    InvalidEncodingException(String message, int line, int column) {
      super(message);
      this.line = line;
      this.column = column;
    }

    /** The 1-based line of the first bad byte. */
    public int line() {
      return line;
    }

    /** The 1-based column (in characters) of the first bad byte. */
    public int column() {
      return column;
    }
  }

  public static String read(Path file) throws IOException {
    return decode(Files.readAllBytes(file), file.toString());
  }

  /** {@code bytes} as UTF-8 text; {@code fileName} names the source in the error. */
  public static String decode(byte[] bytes, String fileName) throws InvalidEncodingException {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      int bad = in.position();
      out.flip();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < out.limit(); i++) {
        if (out.get(i) == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      int column = out.limit() - lineStart + 1;
      String what = bad < bytes.length ? String.format("byte 0x%02X", bytes[bad] & 0xff) : "end of file";
      throw new InvalidEncodingException(fileName + ":" + line + ":" + column + ": error - invalid UTF-8 at "
          + what + " (byte offset " + bad + "); source files must be UTF-8", line, column);
    }
    out.flip();
    return out.toString();
  }
}
