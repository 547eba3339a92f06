package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class FoldingRangesTest {

  private static List<String> folds(String text) {
    return FoldingRanges.of(SourceDocument.of("u", 1, text)).stream()
        .map(region -> region.kind() + " " + text.substring(region.range().start(), region.range().end()))
        .toList();
  }

  @Test
  void multiLineFormsFoldAndSingleLineFormsDoNot() {
    assertEquals(List.of("FORM (define (f)\n  (g 1)\n  (h\n   2))", "FORM (h\n   2)"),
        folds("(define (f)\n  (g 1)\n  (h\n   2))\n(x)"));
  }

  @Test
  void blockCommentsDatumCommentsAndRunsOfLineCommentsFoldAsComments() {
    assertEquals(List.of("COMMENT ; one\n; two", "COMMENT #| a\nb |#", "COMMENT #;(x\n y)"),
        folds("; one\n; two\n\n; alone\n#| a\nb |#\n#;(x\n y)"));
  }

  @Test
  void multiLineStringsFold() {
    assertEquals(List.of("FORM (display \"a\nb\")", "FORM \"a\nb\""), folds("(display \"a\nb\")"));
  }

  @Test
  void aQuotedFormFoldsOnce() {
    assertEquals(List.of("FORM (a\n b)"), folds("'(a\n b)"));
  }
}
