package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The per-form reuse of {@link FormCache}: after any edit, an analysis that reuses the previous
 * one's results gives exactly what a fresh analysis of the new text gives (diagnostics and semantic
 * model), and it does reuse the forms an edit elsewhere left alone.
 */
class IncrementalAnalysisTest {
  private static final String PROGRAM = String.join("\n",
      "(import (scheme base) (scheme write))",
      ";; Adds two numbers.",
      "(define (add a ::int b ::int) ::int (+ a b))",
      "(define-syntax swap!",
      "  (syntax-rules () ((_ x y) (let ((tmp x)) (set! x y) (set! y tmp)))))",
      "(define-record-type point (make-point x y) point? (x point-x) (y point-y set-point-y!))",
      "(define (area w h)",
      "  (let ((sum (+ w h)) (label \"area\"))",
      "    (display label)",
      "    (* sum 2)))",
      "(define counter 0)",
      "(define (bump!) (set! counter (+ counter 1)) counter)",
      "(define (use-swap) (let ((p 1) (q 2)) (swap! p q) (list p q)))",
      "(define (wrong) (add 1 \"two\"))",
      "(define (arity) (area 1))",
      "(define (unbound) (frobnicate 3))",
      "(define (inner n) (define (loop i acc) (if (= i 0) acc (loop (- i 1) (* acc i)))) (loop n 1))",
      "(display (add 1 2))",
      "(display (point-x (make-point 1 2)))",
      "(area 3 4)",
      "");

  private static ExpandResult analyze(String text, FormCache previous) {
    return new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY).expand(
        new kopi.expand.ExpandRequest(text, null, null, "kopi.user.T", null, false, true, null, previous, null));
  }

  private static void assertSameAsFresh(String text, ExpandResult incremental) {
    ExpandResult fresh = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.analysis(text, null, "kopi.user.T"));
    ExpandResult got = incremental;
    assertEquals(fresh.diagnostics(), got.diagnostics(), text);
    assertEquals(fresh.model().occurrences(), got.model().occurrences(), text);
    assertEquals(fresh.model().symbols(), got.model().symbols(), text);
    assertEquals(fresh.model().topLevel(), got.model().topLevel(), text);
    assertEquals(fresh.modules().size(), got.modules().size());
    for (int i = 0; i < fresh.modules().size(); i++) {
      assertEquals(CoreDump.dump(fresh.modules().get(i).body()), CoreDump.dump(got.modules().get(i).body()), text);
    }
  }

  @Test
  void anEditInsideOneProcedureReusesTheOtherForms() {
    ExpandResult first = analyze(PROGRAM, FormCache.EMPTY);
    assertEquals(0, first.reused());
    String edited = PROGRAM.replace("(* sum 2)", "(* sum 3 label)");
    ExpandResult second = analyze(edited, first.cache());
    assertSameAsFresh(edited, second);
    assertTrue(second.reused() >= 10, "reused " + second.reused());
    // The unbound variable of a reused form is still reported, moved with it.
    int frobnicate = edited.indexOf("frobnicate");
    assertTrue(second.diagnostics().stream().anyMatch(d -> d.start() == frobnicate),
        second.diagnostics().toString());
  }

  @Test
  void changingWhatAFormDefinesAnalysesEverythingAgain() {
    ExpandResult first = analyze(PROGRAM, FormCache.EMPTY);
    String edited = PROGRAM.replace("(define counter 0)", "(define counter2 0)");
    ExpandResult second = analyze(edited, first.cache());
    assertSameAsFresh(edited, second);
    assertEquals(0, second.reused());
  }

  @Test
  void randomEditsGiveWhatAFreshAnalysisGives() {
    Random random = new Random(8);
    String text = PROGRAM;
    FormCache cache = FormCache.EMPTY;
    String alphabet = "()xa1 \"b;#'";
    int reused = 0;
    for (int step = 0; step < 120; step++) {
      int at = random.nextInt(text.length() + 1);
      String edited;
      if (random.nextBoolean() && at < text.length()) {
        edited = text.substring(0, at) + text.substring(at + 1);
      } else {
        edited = text.substring(0, at) + alphabet.charAt(random.nextInt(alphabet.length())) + text.substring(at);
      }
      ExpandResult result = analyze(edited, cache);
      assertSameAsFresh(edited, result);
      reused += result.reused();
      cache = result.cache();
      // Go back to the well-formed program now and then, so that the edits keep hitting real code.
      text = step % 3 == 2 ? PROGRAM : edited;
    }
    assertTrue(reused > 100, "reused " + reused);
  }

  @Test
  void identicalFormsAreReusedOncePerCopy() {
    String text = "(define (f) 1)\n(display (f))\n(display (f))\n(display (f))\n";
    ExpandResult first = analyze(text, FormCache.EMPTY);
    String edited = "(define (f) 1)\n(display (f))\n(newline)\n(display (f))\n(display (f))\n";
    ExpandResult second = analyze(edited, first.cache());
    assertSameAsFresh(edited, second);
    assertEquals(4, second.reused());
  }
}
