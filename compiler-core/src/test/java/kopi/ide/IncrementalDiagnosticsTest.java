package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Snapshots made by edits share the per-form results of their analyses: the diagnostics (expansion
 * and static checks) and the model are those of a fresh analysis of the same text.
 */
class IncrementalDiagnosticsTest {
  private static final String TEXT = String.join("\n",
      "(define (add a ::int b ::int) ::int (+ a b))",
      "(define (wrong) (add 1 \"two\"))",
      "(define (arity) (add 1))",
      "(define (area w h) (let ((sum (+ w h))) (* sum 2)))",
      "(define s ::string \"text\")",
      "(define (twice x) (* 2 x))",
      "(twice 3)",
      "");

  @Test
  void editsAnalysedIncrementallyGiveTheDiagnosticsOfAFreshAnalysis() {
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, TEXT);
    assertTrue(document.analysis().diagnostics().stream().anyMatch(d -> d.message().contains("add")),
        "the static checks report the call of add with a string: " + document.analysis().diagnostics());
    Random random = new Random(3);
    for (int version = 2; version < 60; version++) {
      int at = random.nextInt(document.text().length());
      document = version % 2 == 0 ? document.edit(version, at, 0, random.nextBoolean() ? " " : "x")
          : document.edit(version, at, 1, "");
      SourceDocument fresh = SourceDocument.of("file:///t.scm", version, document.text());
      assertEquals(fresh.analysis().diagnostics(), document.analysis().diagnostics(), document.text());
      assertEquals(fresh.analysis().model().occurrences(), document.analysis().model().occurrences());
    }
  }
}
