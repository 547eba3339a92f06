package kopi.syntax;

import java.util.Arrays;

/**
 * Maps UTF-16 offsets of one text to 0-based lines and columns and back. Lines end at {@code \n},
 * {@code \r\n} or a lone {@code \r}. Columns count UTF-16 code units, which is what LSP uses by
 * default; {@link #codePointColumn} gives the column in code points for the command line.
 */
public final class LineIndex {
  private final String text;
  private final int[] lineStarts;

  public LineIndex(String text) {
    this.text = text;
    int[] starts = new int[16];
    int count = 0;
    starts[count++] = 0;
    if (text.indexOf('\r') < 0) {
      // Without carriage returns only \n ends a line; indexOf is an intrinsic, many times faster
      // than a loop over every character while that loop still runs in the interpreter.
      for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
      this.lineStarts = Arrays.copyOf(starts, count);
      return;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        if (count == starts.length) {
          starts = Arrays.copyOf(starts, count * 2);
        }
        starts[count++] = i + 1;
      }
    }
    this.lineStarts = Arrays.copyOf(starts, count);
  }

  public String text() {
    return text;
  }

  public int lineCount() {
    return lineStarts.length;
  }

  /** The 0-based line containing {@code offset}; offsets past the end belong to the last line. */
  public int line(int offset) {
    int clamped = Math.max(0, Math.min(offset, text.length()));
    int found = Arrays.binarySearch(lineStarts, clamped);
    return found >= 0 ? found : -found - 2;
  }

  /** The 0-based UTF-16 column of {@code offset}. */
  public int column(int offset) {
    int clamped = Math.max(0, Math.min(offset, text.length()));
    return clamped - lineStarts[line(clamped)];
  }

  /** The 0-based column of {@code offset} counted in code points. */
  public int codePointColumn(int offset) {
    int clamped = Math.max(0, Math.min(offset, text.length()));
    int start = lineStarts[line(clamped)];
    return text.codePointCount(start, clamped);
  }

  public int lineStart(int line) {
    return lineStarts[Math.max(0, Math.min(line, lineStarts.length - 1))];
  }

  /** The offset of a 0-based line and UTF-16 column, clamped to the line and the text. */
  public int offset(int line, int column) {
    if (line >= lineStarts.length) {
      return text.length();
    }
    int start = lineStarts[Math.max(0, line)];
    int end = line + 1 < lineStarts.length ? lineStarts[line + 1] : text.length();
    return Math.min(start + Math.max(0, column), end);
  }
}
