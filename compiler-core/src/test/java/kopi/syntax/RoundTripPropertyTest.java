package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Any input parses without throwing, and the tree's tokens give the input back exactly. */
class RoundTripPropertyTest {

  @Test
  void randomSchemeLikeText() {
    Random random = new Random(1);
    for (int i = 0; i < 3000; i++) {
      check(RandomText.schemeLike(random, random.nextInt(60)));
    }
  }

  @Test
  void randomCharacters() {
    Random random = new Random(2);
    for (int i = 0; i < 2000; i++) {
      check(RandomText.rawChars(random, random.nextInt(200)));
    }
  }

  @Test
  void randomBytes() {
    Random random = new Random(3);
    for (int i = 0; i < 1000; i++) {
      check(RandomText.rawBytes(random, random.nextInt(300)));
    }
  }

  static void check(String text) {
    ParseResult result = Parser.parse(text);
    assertEquals(text, result.root().text(), "round trip");
    StringBuilder tokens = new StringBuilder();
    int[] position = {0};
    walk(result.syntax(), tokens, position);
    assertEquals(text, tokens.toString(), "token concatenation");
    assertEquals(text.length(), result.root().width());
    List<Diagnostic> diagnostics = result.diagnostics();
    for (int i = 0; i < diagnostics.size(); i++) {
      Diagnostic diagnostic = diagnostics.get(i);
      assertTrue(diagnostic.end() <= text.length(), () -> "diagnostic past the end: " + diagnostic + " in " + text);
      assertTrue(!diagnostic.message().contains(Unit.LINE_PLACEHOLDER), diagnostic::message);
      if (i > 0) {
        assertTrue(diagnostics.get(i - 1).start() <= diagnostic.start());
      }
    }
    // The datum reader must cope with whatever the parser produced.
    DatumReader.read(result, new WritingBuilder());
    Parser.isComplete(text);
  }

  private static void walk(SyntaxNode node, StringBuilder tokens, int[] position) {
    assertEquals(position[0], node.start());
    if (node.isToken()) {
      assertTrue(node.end() > node.start(), "empty token " + node);
      tokens.append(node.text());
      position[0] = node.end();
      return;
    }
    for (SyntaxNode child : node.children()) {
      assertEquals(node, child.parent());
      walk(child, tokens, position);
    }
    assertEquals(position[0], node.end());
  }
}
