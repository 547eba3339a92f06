package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import kopi.expand.Global;
import kopi.expand.Local;
import org.junit.jupiter.api.Test;

/** The side tables on programs read and expanded by the real front end. */
class ModuleAnalysisTest {
  private static final String OWNER = "test.A";

  private static List<Core> expand(String text) {
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, java.nio.file.Path.of("a.scm"), OWNER));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    return result.modules().get(result.modules().size() - 1).body();
  }

  private static ModuleAnalysis analyze(String text) {
    return ModuleAnalysis.analyze(expand(text), OWNER);
  }

  private static Local local(ModuleAnalysis analysis, String name, java.util.Collection<Local> among) {
    return among.stream().filter(l -> l.name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no local " + name + " in " + among));
  }

  @Test
  void topLevelProcedureNeverAssignedIsKnown() {
    ModuleAnalysis analysis = analyze("(define (f x) x) (define (g x) x) (set! g 5) (f 1)");
    assertTrue(analysis.knownGlobals().containsKey(new Global(OWNER, "f")));
    assertFalse(analysis.knownGlobals().containsKey(new Global(OWNER, "g")));
  }

  @Test
  void namedLetLoopIsAKnownLocalWithoutObject() {
    ModuleAnalysis analysis = analyze(
        "(define (sum n) (let loop ((i 0) (acc 0)) (if (> i n) acc (loop (+ i 1) (+ acc i)))))");
    assertEquals(1, analysis.knownLocals().size());
    assertEquals("loop", analysis.knownLocals().keySet().iterator().next().name());
  }

  @Test
  void escapingLocalProcedureIsNotKnown() {
    ModuleAnalysis analysis = analyze("(define (f) (let ((g (lambda (x) x))) (map g '(1 2))))");
    assertTrue(analysis.knownLocals().isEmpty());
  }

  @Test
  void siblingTailCallsDisqualifyKnownLocals() {
    ModuleAnalysis analysis = analyze("(define (f n) (letrec ((e? (lambda (n) (if (= n 0) #t (o? (- n 1)))))"
        + " (o? (lambda (n) (if (= n 0) #f (e? (- n 1)))))) (e? n)))");
    assertTrue(analysis.knownLocals().isEmpty());
    // Captured letrec variables live in boxes, since closures capture them before they are set.
    assertEquals(2, analysis.boxed().size());
  }

  @Test
  void everyAssignedVariableIsBoxed() {
    // Captured or not: a frame rebuilt from a re-entered continuation must share the variable.
    ModuleAnalysis analysis = analyze("(define (f a b c) (set! a 1) (set! b 2) (lambda () (+ b c)))");
    Local b = local(analysis, "b", analysis.assigned());
    Local a = local(analysis, "a", analysis.assigned());
    assertTrue(analysis.isBoxed(b));
    assertTrue(analysis.isBoxed(a));
  }

  @Test
  void tailPositionsFollowR7rs() {
    List<Core> body = expand("(define (f g) (g (g 1)))");
    ModuleAnalysis analysis = ModuleAnalysis.analyze(body, OWNER);
    Core.Lambda f = (Core.Lambda) ((Core.GlobalDefine) body.get(0)).value();
    Core.Call outer = (Core.Call) f.body();
    assertTrue(analysis.isTail(outer));
    assertFalse(analysis.isTail((Core.Call) outer.arguments().get(0)));
  }
}
