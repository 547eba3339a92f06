package kopi.runtime;

import kopi.syntax.DatumReader;
import kopi.syntax.Diagnostic;

/**
 * The runtime's {@code read}: the same reader as the compiler ({@code kopi.syntax.DatumReader}),
 * fed from a port chunk by chunk. Text past the datum goes back to the port, so {@code read} and
 * {@code read-char} can be mixed; an interactive console port is read a line at a time.
 */
public final class RuntimeReader {
  private static final RuntimeDatumBuilder BUILDER = new RuntimeDatumBuilder();

  private RuntimeReader() {}

  /** Reads one datum from {@code port}: the datum, or {@link Eof#VALUE} at end of input. */
  public static Object read(InputPort port) {
    StringBuilder text = new StringBuilder();
    boolean atEof = false;
    while (true) {
      if (!atEof) {
        String chunk = port.readChunk();
        if (chunk == null) {
          atEof = true;
        } else {
          text.append(chunk);
        }
      }
      String buffer = text.toString();
      DatumReader.First<Object> first = DatumReader.readFirst(buffer, 0, atEof, port.foldCase(), BUILDER);
      if (first.needsMore()) {
        if (atEof) {
          throw Errors.error("read: unexpected end of input");
        }
        continue;
      }
      port.unread(buffer.substring(first.end()));
      port.foldCase(first.foldCase());
      for (Diagnostic diagnostic : first.diagnostics()) {
        if (diagnostic.isError()) {
          throw Errors.error("read: " + diagnostic.message());
        }
      }
      return first.eof() ? Eof.VALUE : first.datum();
    }
  }

  /** Reads one datum from the start of {@code text}, for {@code (read (open-input-string ...))}-like uses. */
  public static Object readFromString(String text) {
    return read(InputPort.ofString(text));
  }
}
