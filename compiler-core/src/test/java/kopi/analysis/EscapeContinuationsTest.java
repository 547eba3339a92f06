package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import org.junit.jupiter.api.Test;

/** Which call/cc calls may be compiled escape-only, on programs expanded by the real front end. */
class EscapeContinuationsTest {

  /** The escape-only verdict of every call/cc call in {@code text}, in source order. */
  private static List<Boolean> verdicts(String text) {
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, java.nio.file.Path.of("a.scm"), "test.A"));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    List<Boolean> verdicts = new ArrayList<>();
    for (Core form : result.modules().get(result.modules().size() - 1).body()) {
      collect(form, verdicts);
    }
    return verdicts;
  }

  private static void collect(Core node, List<Boolean> verdicts) {
    collect(node, verdicts, null);
  }

  /** The verdicts with the module's known procedures ({@code analysis}), as the code generator asks. */
  private static List<Boolean> verdictsWithKnownProcedures(String text) {
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, java.nio.file.Path.of("a.scm"), "test.A"));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    kopi.expand.ExpandedModule module = result.modules().get(result.modules().size() - 1);
    ModuleAnalysis analysis = ModuleAnalysis.analyze(module.body(), "test.A");
    List<Boolean> verdicts = new ArrayList<>();
    for (Core form : module.body()) {
      collect(form, verdicts, analysis);
    }
    return verdicts;
  }

  private static void collect(Core node, List<Boolean> verdicts, ModuleAnalysis analysis) {
    if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
        && ref.global().name().startsWith("call")) {
      verdicts.add(analysis == null ? EscapeContinuations.isEscapeOnly(call)
          : EscapeContinuations.isEscapeOnly(call, function -> function instanceof Core.GlobalRef g
              ? analysis.knownGlobals().get(g.global())
              : function instanceof Core.LocalRef l ? analysis.knownLocals().get(l.local()) : null));
    }
    CoreWalker.forEachChild(node, child -> collect(child, verdicts, analysis));
  }

  @Test
  void anEscapeHandedToKnownProceduresThatOnlyCallItIsEscapeOnly() {
    assertEquals(List.of(true, true, false, false, false, false), verdictsWithKnownProcedures("""
        (define (aux k n) (if (= n 0) (k 'done) (call/cc (lambda (k2) (aux k2 (- n 1))))))
        (define (start n) (call/cc (lambda (k) (aux k n))))
        (define saved #f)
        (define (keep k) (set! saved k))
        (define (hand k) (keep k))
        (define (give k) k)
        (call/cc (lambda (k) (hand k)))
        (call/cc (lambda (k) (give k)))
        (define (later k) (set! saved (lambda () (k 1))))
        (call/cc (lambda (k) (later k)))
        (define (redefined k) (k 1))
        (set! redefined (lambda (k) (set! saved k)))
        (call/cc (lambda (k) (redefined k)))
        """));
  }

  @Test
  void earlyExitIdiomsAreEscapeOnly() {
    assertEquals(List.of(true, true, true, true), verdicts("""
        (call/cc (lambda (k) (k 1)))
        (call/cc (lambda (return) (for-each (lambda (x) (if x (return x))) '(1 2))))
        (call-with-current-continuation (lambda (k) (let loop ((i 0)) (if (> i 3) (k i) (loop (+ i 1))))))
        (call/cc (lambda (k) ((lambda (v) (k v)) 2)))
        """));
  }

  @Test
  void aContinuationThatCanOutliveTheCallIsFull() {
    assertEquals(List.of(false, false, false, false, false, false), verdicts("""
        (define saved #f)
        (define (keep x) x)
        (call/cc (lambda (k) (set! saved k)))
        (call/cc (lambda (k) (keep k)))
        (call/cc (lambda (k) k))
        (call/cc (lambda (k) (keep (lambda () (k 1)))))
        (call/cc (lambda (k) (let ((f (lambda () (k 1)))) (keep f))))
        (call/cc keep)
        """));
  }
}
