package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import kopi.syntax.ParseResult;
import kopi.syntax.Parser;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;
import org.junit.jupiter.api.Test;

class FormatterTest {

  private static String format(String text) {
    return Formatter.format(SourceDocument.of("file:///t.scm", 1, text));
  }

  @Test
  void bodyFormsIndentTwoColumns() {
    assertEquals("""
        (define (f x)
          (let ((y 1))
            (when (> x y)
              (display x))))
        """, format("""
        (define (f x)
        (let ((y 1))
                  (when (> x y)
        (display x))))
        """));
  }

  @Test
  void callsAlignWithTheFirstArgument() {
    assertEquals("""
        (foo 1
             2
             (bar a
                  b))
        """, format("""
        (foo 1
        2
          (bar a
        b))
        """));
  }

  @Test
  void callsWithTheFirstArgumentOnTheNextLineAlignWithTheHead() {
    assertEquals("(foo\n bar\n baz)", format("(foo\n      bar\n  baz)"));
  }

  @Test
  void dataListsAndVectorsAlignWithTheFirstElement() {
    assertEquals("'((a . 1)\n  (b . 2))\n#(1\n  2)", format("'((a . 1)\n(b . 2))\n#(1\n      2)"));
  }

  @Test
  void letBindingsAlignAndTheBodyIndents() {
    assertEquals("""
        (let ((a 1)
              (b 2))
          (+ a b))
        """, format("""
        (let ((a 1)
        (b 2))
        (+ a b))
        """));
  }

  @Test
  void commentsAndBlankLinesArePreservedAndTrailingSpaceGoes() {
    assertEquals("; top comment\n(define (f)\n\n  ;; inside\n  1)   ; after  \n",
        format("; top comment\n(define (f)   \n      \n      ;; inside\n  1)   ; after  \n"));
  }

  @Test
  void multiLineStringsAndBlockCommentsAreLeftAlone() {
    String text = "(define s \"line one\n      line two\")\n#| block\n    comment |#\n(display s)\n";
    assertEquals(text, format(text));
  }

  @Test
  void tabsInIndentationBecomeSpaces() {
    assertEquals("(when x\n  y)", format("(when x\n\ty)"));
  }

  @Test
  void closersOnTheirOwnLineIndentLikeAnElement() {
    assertEquals("(define x\n  1\n  )", format("(define x\n1\n)"));
  }

  @Test
  void unclosedFormsStillIndent() {
    assertEquals("(define (f)\n  (g 1\n     2", format("(define (f)\n (g 1\n 2"));
  }

  @Test
  void aFormTheReaderEndedAtAnUnclosedListStaysTopLevel() {
    // The reader ends an unclosed list before a line that opens a form at column 0, so the
    // formatter keeps that line at the top level instead of pulling it into the broken form.
    String text = "(define (f)\n(g 1\n2";
    assertEquals(text, format(text));
  }

  @Test
  void linesInsideATopLevelFormWithoutBracketsKeepTheirPlace() {
    // Moving the datum of a quote to column 0 could make the reader's recovery for unclosed lists
    // read it as a new top-level form, so the formatter leaves it where it is.
    assertEquals("'\n   foo\n(a\n #;\n b)", format("'\n   foo\n(a\n#;\n   b)"));
  }

  @Test
  void crlfLineEndingsArePreserved() {
    assertEquals("(define x\r\n  1)\r\n", format("(define x\r\n      1)  \r\n"));
  }

  @Test
  void rangeFormattingTouchesOnlyTheLinesInTheRange() {
    Cursor cursor = Cursor.of("(define (f)\n      (a)\n$0      (b)\n      (c))\n");
    SourceDocument document = cursor.document();
    int end = cursor.text().indexOf("(b)") + 3;
    List<TextEdit> edits = Formatter.edits(document, cursor.offset(), end);
    assertEquals("(define (f)\n      (a)\n  (b)\n      (c))\n", TextEdit.apply(cursor.text(), edits));
  }

  @Test
  void rangeFormattingIndentsRelativeToTheLinesAboveAsTheyStand() {
    String text = "   (foo 1\n2)";
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, text);
    List<TextEdit> edits = Formatter.edits(document, text.indexOf('2'), text.length());
    assertEquals("   (foo 1\n        2)", TextEdit.apply(text, edits));
  }

  @Test
  void formattedCodeIsAFixedPoint() {
    String once = format("(define (f x)\n(if x\n(g x\n1)\n'(a\nb)))");
    assertEquals(once, format(once));
    assertEquals("(define (f x)\n  (if x\n      (g x\n         1)\n      '(a\n        b)))", once);
  }

  @Test
  void randomInputsKeepTheirTokensAndAreIdempotent() {
    String[] fragments = {
        "(", ")", "(", ")", "[", "]", " ", " ", "   ", "\n", "\n", "\n    ", "\n\t", "\t", "\r\n", "  \n", "foo", "x",
        "define", "lambda", "let", "when", "1", "\"", "\"a\n  b\"", ";c\n", "; c  \n", "#|", "|#", "#| x\n  |#", "#;",
        "#\\", "#\\a", "#\\ ", "#t", "#(", "#u8(", "'", "`", ",", ",@", ".", "::int", "x::int", "name:", "obj:m",
        "a[", "&tag{", "}", "&[", "\\", "|", "|a b|", "\f",
    };
    Random random = new Random(20261203);
    for (int round = 0; round < 3000; round++) {
      StringBuilder text = new StringBuilder();
      int pieces = 1 + random.nextInt(40);
      for (int i = 0; i < pieces; i++) {
        text.append(fragments[random.nextInt(fragments.length)]);
      }
      checkFormatting(text.toString(), "random input " + round + ": " + text.toString().replace("\n", "\\n"));
    }
  }

  /** Formats {@code text} and checks the result keeps its tokens and lines and is a fixed point. */
  static void checkFormatting(String text, String name) {
    String once = format(text);
    assertEquals(significantTokens(Parser.parse(text)), significantTokens(Parser.parse(once)),
        "tokens changed in " + name);
    assertEquals(once, format(once), "not idempotent on " + name);
    assertEquals(lineCount(text), lineCount(once), "line count changed in " + name);
  }

  private static long lineCount(String text) {
    return text.chars().filter(c -> c == '\n').count();
  }

  private static List<String> significantTokens(ParseResult parse) {
    List<String> tokens = new ArrayList<>();
    collect(parse.syntax(), tokens);
    return tokens;
  }

  private static void collect(SyntaxNode node, List<String> tokens) {
    for (SyntaxNode child : node.children()) {
      if (child.isToken()) {
        if (child.kind() != SyntaxKind.WHITESPACE) {
          tokens.add(child.kind() + " " + child.text());
        }
      } else {
        tokens.add(child.kind().toString());
        collect(child, tokens);
      }
    }
  }

  /** A cancelled formatting stops instead of running to the end. */
  @Test
  void formattingIsCancellable() {
    SourceDocument document = SourceDocument.of("file:///c.scm", 1, "(define x\n  1)\n".repeat(5_000));
    int[] asked = {0};
    assertThrows(java.util.concurrent.CancellationException.class, () -> Formatter.edits(document, 0,
        document.text().length(), () -> {
          if (++asked[0] > 2) {
            throw new java.util.concurrent.CancellationException("cancelled");
          }
        }));
    assertEquals(3, asked[0]);
  }
}
