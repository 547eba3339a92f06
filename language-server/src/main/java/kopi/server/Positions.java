package kopi.server;

import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;

/**
 * The one conversion between the offsets of {@code kopi.ide} and LSP positions. Columns are UTF-16
 * code units, LSP's default position encoding, which is also what {@link LineIndex} counts.
 */
final class Positions {
  private Positions() {}

  static Position position(LineIndex lines, int offset) {
    return new Position(lines.line(offset), lines.column(offset));
  }

  static Range range(LineIndex lines, int start, int end) {
    return new Range(position(lines, start), position(lines, end));
  }

  /**
   * The offset of an LSP position. A column past the end of its line means the end of the line
   * (before its line break), and a line past the end of the text means the end of the text, as the
   * protocol asks.
   */
  static int offset(LineIndex lines, Position position) {
    int line = Math.max(0, position.getLine());
    if (line >= lines.lineCount()) {
      return lines.text().length();
    }
    int start = lines.lineStart(line);
    int end = contentEnd(lines, line);
    // Compared as a length, so that a huge column cannot overflow.
    return start + Math.min(Math.max(0, position.getCharacter()), end - start);
  }

  /** The offset just before the line break that ends {@code line}, or the end of the text. */
  static int contentEnd(LineIndex lines, int line) {
    String text = lines.text();
    if (line + 1 >= lines.lineCount()) {
      return text.length();
    }
    int next = lines.lineStart(line + 1);
    if (text.charAt(next - 1) == '\n' && next - 2 >= lines.lineStart(line) && text.charAt(next - 2) == '\r') {
      return next - 2;
    }
    return next - 1;
  }
}
