package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SelectionRangesTest {

  private static List<String> selections(String marked) {
    Cursor cursor = Cursor.of(marked);
    return SelectionRanges.at(cursor.document(), cursor.offset()).stream()
        .map(range -> cursor.text().substring(range.start(), range.end()))
        .toList();
  }

  @Test
  void growsFromTheTokenThroughTheContentsToEachEnclosingForm() {
    assertEquals(List.of("x", "+ x 1", "(+ x 1)", "define (f x) (+ x 1)", "(define (f x) (+ x 1))",
        "(define (f x) (+ x 1))\n(g)"),
        selections("(define (f x) (+ $0x 1))\n(g)"));
  }

  @Test
  void aCursorJustAfterAWordSelectsTheWord() {
    assertEquals("foo", selections("(foo$0 bar)").get(0));
    assertEquals("bar", selections("(foo bar$0)").get(0));
  }

  @Test
  void aCursorInWhitespaceStartsWithTheEnclosingContents() {
    assertEquals("a  b", selections("(a $0 b)").get(0));
  }

  @Test
  void rangesOnlyGrow() {
    Cursor cursor = Cursor.of("'#(1 [2 $0\"three\"] #u8(4))");
    List<TextRange> ranges = SelectionRanges.at(cursor.document(), cursor.offset());
    for (int i = 1; i < ranges.size(); i++) {
      TextRange previous = ranges.get(i - 1);
      TextRange current = ranges.get(i);
      assertEquals(true, current.contains(previous) && !current.equals(previous), ranges.toString());
    }
    assertEquals(new TextRange(0, cursor.text().length()), ranges.get(ranges.size() - 1));
  }

  @Test
  void anEmptyDocumentSelectsNothingButItself() {
    assertEquals(List.of(new TextRange(0, 0)), SelectionRanges.at(SourceDocument.of("u", 1, ""), 0));
  }
}
