package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Incremental reparsing equals a full parse, node for node and diagnostic for diagnostic, over
 * thousands of random edits, including ones that unbalance parentheses and open or close strings,
 * block comments and extended literals.
 */
class IncrementalPropertyTest {
  private static final String[] EDIT_TEXTS = {
      "(", ")", "[", "]", "\"", "#|", "|#", "|", ";", "\n", " ", "x", "foo", "1", "&tag{", "}", "&[", "#;", "'",
      "(define (g y) y)\n", "\\", "#\\", "#", "", "", "\n(", ")\n", "&{", "{", "#!/", "#! ",
  };

  private static final String PROGRAM = """
      (define (fact n)
        (if (= n 0) 1 (* n (fact (- n 1)))))
      ; a comment
      (define greeting "hello, world")
      #| block
         comment |#
      (define v #(1 2 3))
      (display &{Hello &[name]!})
      (define (f x ::int) ::int (+ x 1))
      '(a . b) `(c ,d ,@e) #;(skipped) [x y]
      (let loop ((i 0)) (when (< i 10) (loop (+ i 1))))
      """;

  @Test
  void randomEditsOfAProgram() {
    Random random = new Random(42);
    for (int round = 0; round < 40; round++) {
      ParseResult current = Parser.parse(PROGRAM);
      for (int step = 0; step < 100; step++) {
        current = randomEdit(random, current);
      }
    }
  }

  @Test
  void randomEditsOfRandomText() {
    Random random = new Random(7);
    for (int round = 0; round < 60; round++) {
      ParseResult current = Parser.parse(RandomText.schemeLike(random, 40));
      for (int step = 0; step < 50; step++) {
        current = randomEdit(random, current);
      }
    }
  }

  @Test
  void untouchedFormsAreReused() {
    String text = "(define a 1)\n(define b 2)\n(define c 3)\n";
    ParseResult before = Parser.parse(text);
    ParseResult after = before.edit(text.indexOf('2'), 1, "22");
    assertSame(before.root().child(0), after.root().child(0));
    assertSame(before.root().child(4), after.root().child(4));
    assertEquals("(define b 22)", after.topLevelForms().get(1).text());
    assertEquals(Parser.parse(after.text()).root(), after.root());
  }

  @Test
  void openingAStringAndClosingItAgain() {
    String text = "(a)\n(b \"x\")\n(c)\n";
    ParseResult opened = Parser.parse(text).edit(1, 0, "\"");
    assertEquals(Parser.parse(opened.text()).root(), opened.root());
    assertEquals(Parser.parse(opened.text()).diagnostics(), opened.diagnostics());
    ParseResult closed = opened.edit(opened.text().length(), 0, "\"");
    assertEquals(Parser.parse(closed.text()).root(), closed.root());
  }

  @Test
  void aShebangLineDependsOnBeingAtTheStart() {
    // Deleting the text before "#!/x" moves it to offset 0, where it becomes a comment.
    String text = "a #!/x\n(b)\n";
    ParseResult moved = Parser.parse(text).edit(0, 2, "");
    assertEquals(Parser.parse(moved.text()).root(), moved.root());
    assertEquals(SyntaxKind.LINE_COMMENT, moved.root().child(0).kind());
    ParseResult pushed = moved.edit(0, 0, "a ");
    assertEquals(Parser.parse(pushed.text()).root(), pushed.root());
    assertEquals(Parser.parse(pushed.text()).diagnostics(), pushed.diagnostics());
  }

  /**
   * Colon runs: whether {@code ::} is the type marker or part of a {@code :::} symbol depends on the
   * whole run, so edits anywhere in a run must relex its start.
   */
  @Test
  void editsInsideColonRuns() {
    Random random = new Random(11);
    String alphabet = "::::x (#1";
    for (int round = 0; round < 200; round++) {
      StringBuilder text = new StringBuilder();
      for (int i = 0; i < 16; i++) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      ParseResult current = Parser.parse(text.toString());
      for (int step = 0; step < 20; step++) {
        int offset = random.nextInt(current.text().length() + 1);
        int removed = Math.min(random.nextInt(3), current.text().length() - offset);
        String inserted = String.valueOf(alphabet.charAt(random.nextInt(alphabet.length())));
        ParseResult incremental = current.edit(offset, removed, inserted);
        ParseResult full = Parser.parse(incremental.text());
        String context = "edit at " + offset + " removing " + removed + " inserting '" + inserted + "' in:\n"
            + current.text();
        assertEquals(TreeDump.dump(full), TreeDump.dump(incremental), context);
        current = incremental;
      }
    }
  }

  static ParseResult randomEdit(Random random, ParseResult current) {
    String text = current.text();
    int offset = random.nextInt(text.length() + 1);
    int oldLength = random.nextInt(4) == 0 ? 0 : random.nextInt(Math.min(6, text.length() - offset) + 1);
    String replacement = EDIT_TEXTS[random.nextInt(EDIT_TEXTS.length)];
    ParseResult incremental = current.edit(offset, oldLength, replacement);
    ParseResult full = Parser.parse(incremental.text());
    String context = "edit at " + offset + " removing " + oldLength + " inserting '" + replacement + "' in:\n" + text;
    assertEquals(text.substring(0, offset) + replacement + text.substring(offset + oldLength), incremental.text());
    assertEquals(incremental.text(), incremental.root().text(), context);
    if (!full.root().equals(incremental.root())) {
      assertEquals(TreeDump.dump(full), TreeDump.dump(incremental), context);
    }
    assertEquals(full.diagnostics(), incremental.diagnostics(), context);
    assertEquals(full.isComplete(), incremental.isComplete(), context);
    return incremental;
  }
}
