package kopi.runtime;

import java.io.IOException;
import java.io.Reader;

/**
 * The text of a file as a file input port reads it: each line end, {@code \r\n} or a lone
 * {@code \r}, becomes {@code \n}, as Kawa's file ports read them ({@code read-char},
 * {@code read-string}, {@code read}). String ports and binary ports see the text as it is.
 */
final class LineEndReader extends Reader {
  private final Reader in;
  /** Whether the last character read was a {@code \r}: a {@code \n} right after it is dropped. */
  private boolean afterReturn;

  LineEndReader(Reader in) {
    this.in = in;
  }

  @Override
  public int read(char[] chars, int offset, int length) throws IOException {
    if (length == 0) {
      return 0;
    }
    while (true) {
      int n = in.read(chars, offset, length);
      if (n <= 0) {
        return n;
      }
      int to = offset;
      for (int from = offset; from < offset + n; from++) {
        char c = chars[from];
        if (afterReturn) {
          afterReturn = false;
          if (c == '\n') {
            continue;
          }
        }
        if (c == '\r') {
          c = '\n';
          afterReturn = true;
        }
        chars[to++] = c;
      }
      if (to > offset) {
        return to - offset;
      }
      // The chunk was only the \n of a \r\n split across two reads: read on.
    }
  }

  @Override
  public boolean ready() throws IOException {
    return in.ready();
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
