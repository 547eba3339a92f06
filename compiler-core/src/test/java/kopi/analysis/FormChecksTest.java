package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.FormCache;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The per-form static checks ({@link FormChecks}) give the diagnostics of the whole-module checks
 * ({@link StaticChecks#check}): on every corpus program from scratch, and after edits, reusing the
 * previous analysis's forms, including edits that change what other forms know of a procedure.
 */
class FormChecksTest {
  private static final String OWNER = "kopi.user.T";

  private static final String PROGRAM = String.join("\n",
      "(define (add a ::int b ::int) ::int (+ a b))",
      "(define (wrong) (add 1 \"two\"))",
      "(define (twice) (add (add 1 2) 3))",
      "(define (short) (add 1))",
      "(define total ::int 0)",
      "(define (bump!) (set! total (+ total 1)))",
      "(define (name) ::string \"n\")",
      "(define (use-name) (add (name) 1))",
      "(define (apply-five) (5 1))",
      "(define (local-call) (let ((f (lambda (x ::int) x))) (f \"s\")))",
      "(define (vec v ::vector[int]) v)",
      "(vec #(1 \"a\"))",
      "(twice)",
      "");

  /** One analysis of a document: its expansion and per-form checks, and the caches for the next. */
  record Step(List<Diagnostic> diagnostics, List<Diagnostic> whole, FormCache cache, FormChecks checks,
      int reused) {}

  static Step analyze(String text, FormCache cache, FormChecks checks) {
    ExpandResult incremental = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(new kopi.expand.ExpandRequest(text, null, null, OWNER, null, false, true, null, cache, null));
    ExpandResult result = incremental;
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<Diagnostic> whole = new ArrayList<>();
    FormChecks next = checks;
    int reused = 0;
    if (!result.hasErrors()) {
      for (ExpandedModule module : result.modules()) {
        FormChecks.Result checked = checks.check(module.body(), result.types(), module.className(),
            incremental.origins(), () -> {});
        diagnostics.addAll(checked.diagnostics());
        next = checked.next();
        reused += checked.reused();
        whole.addAll(StaticChecks.check(module.body(), result.types(), module.className()).diagnostics());
      }
    }
    return new Step(canonical(diagnostics), canonical(whole), incremental.cache(), next, reused);
  }

  /** Equal starts may come in another order from different forms; compare in one full order. */
  private static List<Diagnostic> canonical(List<Diagnostic> diagnostics) {
    List<Diagnostic> out = new ArrayList<>(diagnostics);
    out.sort(Comparator.comparingInt(Diagnostic::start).thenComparingInt(Diagnostic::end)
        .thenComparing(Diagnostic::message));
    return out;
  }

  @Test
  void anEditOutsideAFormReusesItsChecks() {
    Step first = analyze(PROGRAM, FormCache.EMPTY, FormChecks.EMPTY);
    assertTrue(first.diagnostics().size() >= 5, first.diagnostics().toString());
    String edited = PROGRAM.replace("(define (twice) (add (add 1 2) 3))", "(define (twice) (add (add 1 2) 34))");
    Step second = analyze(edited, first.cache(), first.checks());
    assertEquals(second.whole(), second.diagnostics());
    int forms = PROGRAM.split("\n").length;
    assertEquals(forms - 1, second.reused(), "every form but the edited one is reused");
  }

  @Test
  void changingAProcedureArityChecksItsCallersInOtherFormsAgain() {
    Step first = analyze(PROGRAM, FormCache.EMPTY, FormChecks.EMPTY);
    assertTrue(first.diagnostics().stream().anyMatch(d -> d.message().equals("add: expected 2 arguments, got 1")));
    // The body of add takes a third parameter; the definition's name and environment are unchanged.
    String edited = PROGRAM.replace("(define (add a ::int b ::int) ::int (+ a b))",
        "(define (add a ::int b ::int c) ::int (+ a b))");
    Step second = analyze(edited, first.cache(), first.checks());
    assertEquals(second.whole(), second.diagnostics());
    assertTrue(second.diagnostics().stream().anyMatch(d -> d.message().equals("add: expected 3 arguments, got 2")),
        second.diagnostics().toString());
    assertTrue(second.reused() > 0, "forms that do not call add are still reused");
    Step third = analyze(PROGRAM, second.cache(), second.checks());
    assertEquals(first.diagnostics(), third.diagnostics());
  }

  @Test
  void changingAParameterOrResultTypeChecksItsCallersAgain() {
    Step first = analyze(PROGRAM, FormCache.EMPTY, FormChecks.EMPTY);
    String parameter = PROGRAM.replace("(define (add a ::int b ::int) ::int (+ a b))",
        "(define (add a ::string b ::int) ::int (+ 1 b))");
    Step second = analyze(parameter, first.cache(), first.checks());
    assertEquals(second.whole(), second.diagnostics());
    assertTrue(second.diagnostics().stream().anyMatch(d -> d.message().startsWith("add: argument 1 expects string")),
        second.diagnostics().toString());
    String result = PROGRAM.replace("(define (name) ::string \"n\")", "(define (name) ::int 5)");
    Step third = analyze(result, second.cache(), second.checks());
    assertEquals(third.whole(), third.diagnostics());
    assertTrue(
        third.diagnostics().stream().noneMatch(d -> d.message().startsWith("add: argument 1 expects int, got string")),
        third.diagnostics().toString());
  }

  @Test
  void randomEditsCheckLikeTheWholeModule() {
    Random random = new Random(5);
    String text = PROGRAM;
    Step step = analyze(text, FormCache.EMPTY, FormChecks.EMPTY);
    String[] fragments = {" ", "x", "1", "\"s\"", " c", "::int ", "::string ", ")", "("};
    int reused = 0;
    for (int i = 0; i < 150; i++) {
      // Each fragment typed is deleted again by the next edit, so the program keeps coming back.
      int at = random.nextInt(text.length());
      String fragment = fragments[random.nextInt(fragments.length)];
      for (String next : List.of(text.substring(0, at) + fragment + text.substring(at), text)) {
        step = analyze(next, step.cache(), step.checks());
        assertEquals(step.whole(), step.diagnostics(), next);
        reused += step.reused();
      }
    }
    assertTrue(reused > 0, "some edits reuse checked forms");
  }
}
