package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Lines and columns from {@link LineIndex}, both for text with only {@code \n} line ends (found
 * with {@code indexOf}) and for text with {@code \r\n} or lone {@code \r} (found character by
 * character): the two ways must agree on where lines start.
 */
class LineIndexTest {

  @Test
  void newlineOnlyText() {
    LineIndex lines = new LineIndex("ab\ncd\n\nef");
    assertEquals(4, lines.lineCount());
    assertEquals(0, lines.line(0));
    assertEquals(0, lines.line(2));
    assertEquals(1, lines.line(3));
    assertEquals(1, lines.column(4));
    assertEquals(2, lines.line(6));
    assertEquals(3, lines.line(7));
    assertEquals(3, lines.line(100));
    assertEquals(7, lines.lineStart(3));
  }

  @Test
  void textEndingWithANewlineHasAnEmptyLastLine() {
    LineIndex lines = new LineIndex("x\n");
    assertEquals(2, lines.lineCount());
    assertEquals(1, lines.line(2));
    assertEquals(0, new LineIndex("").line(0));
    assertEquals(1, new LineIndex("").lineCount());
  }

  @Test
  void carriageReturnsEndLinesToo() {
    LineIndex lines = new LineIndex("ab\r\ncd\ref\n");
    assertEquals(4, lines.lineCount());
    assertEquals(0, lines.line(3), "the \\n of a \\r\\n belongs to the line it ends");
    assertEquals(1, lines.line(4));
    assertEquals(2, lines.line(7));
    assertEquals(1, lines.column(8));
    assertEquals(3, lines.line(10));
  }
}
