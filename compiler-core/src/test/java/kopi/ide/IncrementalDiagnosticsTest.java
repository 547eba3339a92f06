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

  /**
   * A library declared in the document and a program importing it: the expander reads both from the
   * snapshot's incremental parse, the program with the module's scope on its identifiers and the
   * library without it, as a fresh parse of the same text would be read.
   */
  private static final String WITH_LIBRARY = String.join("\n",
      "(define-library (shapes)",
      "  (export area (rename perimeter edge-sum))",
      "  (import (scheme base))",
      "  (begin",
      "    (define (area w ::int h ::int) ::int (* w h))",
      "    (define (perimeter w h) (* 2 (+ w h)))))",
      "(import (scheme base) (scheme write) (shapes))",
      "(define (report w h) (display (area w h)) (edge-sum w h))",
      "(report 2 \"three\")",
      "(area 1)",
      "(frobnicate 4)",
      "");

  @Test
  void aDocumentDeclaringALibraryIsReadFromItsIncrementalParseLikeAFreshOne() {
    SourceDocument document = SourceDocument.of("file:///lib.scm", 1, WITH_LIBRARY);
    assertTrue(document.analysis().diagnostics().stream().anyMatch(d -> d.message().contains("frobnicate")),
        document.analysis().diagnostics().toString());
    assertTrue(
        document.analysis().diagnostics().stream().noneMatch(d -> d.message().contains("unbound variable: area")),
        "the program sees the library's exports: " + document.analysis().diagnostics());
    Random random = new Random(11);
    for (int version = 2; version < 50; version++) {
      int at = random.nextInt(document.text().length());
      document = version % 2 == 0 ? document.edit(version, at, 0, random.nextBoolean() ? " " : "q")
          : document.edit(version, at, 1, "");
      SourceDocument fresh = SourceDocument.of("file:///lib.scm", version, document.text());
      assertEquals(fresh.analysis().diagnostics(), document.analysis().diagnostics(), document.text());
      assertEquals(fresh.analysis().model().occurrences(), document.analysis().model().occurrences());
      assertEquals(fresh.analysis().model().symbols(), document.analysis().model().symbols());
    }
  }

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

  /**
   * The static checks of unchanged forms are reused ({@code kopi.analysis.FormChecks}), but not for a
   * caller of a procedure whose arity or parameter types an edit changed, in another form.
   */
  @Test
  void anEditToAProcedureChecksItsCallersInOtherFormsAgain() {
    SourceDocument document = SourceDocument.of("file:///t.scm", 1, TEXT);
    document.analysis();
    String definition = "(define (add a ::int b ::int) ::int (+ a b))";
    String[] versions = {"(define (add a ::int b ::int c) ::int (+ a b))", "(define (add a ::int) ::int (+ a 1))",
        "(define (add a ::string b ::int) ::int (+ 1 b))", "(define (add a b) (+ a b))", definition};
    String current = definition;
    int version = 2;
    for (String next : versions) {
      int at = document.text().indexOf(current);
      document = document.edit(version, at, current.length(), next);
      current = next;
      SourceDocument fresh = SourceDocument.of("file:///t.scm", version, document.text());
      assertEquals(fresh.analysis().diagnostics(), document.analysis().diagnostics(), document.text());
      version++;
    }
    assertTrue(
        document.analysis().diagnostics().stream()
            .anyMatch(d -> d.message().equals("add: expected 2 arguments, got 1")),
        document.analysis().diagnostics().toString());
  }
}
