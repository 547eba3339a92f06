package kopi.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class BoundedLineReaderTest {

  @Test
  void readsLinesWithoutTheirBreaks() throws IOException {
    BoundedLineReader lines = new BoundedLineReader(new StringReader("one\r\ntwo\n\nthree"), 100);
    assertEquals("one", lines.next());
    assertTrue(lines.lastWasComplete());
    assertEquals("two", lines.next());
    assertEquals("", lines.next());
    assertEquals("three", lines.next());
    assertFalse(lines.lastWasComplete(), "the input ended without a line break");
    assertNull(lines.next());
  }

  @Test
  void aHugeLineComesInPiecesSoMemoryStaysBounded() throws IOException {
    long total = 20_000_000;
    Reader endless = new Reader() {
      private long left = total;

      @Override
      public int read(char[] buffer, int offset, int length) {
        if (left == 0) {
          return -1;
        }
        int count = (int) Math.min(length, left);
        java.util.Arrays.fill(buffer, offset, offset + count, 'x');
        left -= count;
        return count;
      }

      @Override
      public void close() {}
    };
    BoundedLineReader lines = new BoundedLineReader(endless, 1 << 16);
    long seen = 0;
    int pieces = 0;
    for (String piece = lines.next(); piece != null; piece = lines.next()) {
      assertTrue(piece.length() <= 1 << 16);
      assertFalse(lines.lastWasComplete());
      seen += piece.length();
      pieces++;
    }
    assertEquals(total, seen);
    assertTrue(pieces >= total / (1 << 16));
  }
}
