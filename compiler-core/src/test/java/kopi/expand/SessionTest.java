package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

class SessionTest {
  private final Expander expander = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY);
  private final TopLevel session = expander.newSession();

  private ExpandResult eval(String text) {
    return expander.expand(kopi.expand.ExpandRequest.session(session, text, null));
  }

  private static String dump(ExpandResult result) {
    return CoreDump.dump(result.modules().get(result.modules().size() - 1).body()).strip();
  }

  @Test
  void definitionsPersistAcrossInputs() {
    ExpandResult first = eval("(define x 1)");
    assertEquals("(define session::x 1)", dump(first));
    assertEquals(List.of(), first.diagnostics());
    assertEquals("(+ session::x 1)", dump(eval("(+ x 1)")));
  }

  @Test
  void macrosPersistAcrossInputs() {
    eval("(define-syntax twice (syntax-rules () ((_ e) (begin e e))))");
    assertEquals("(display 1)\n(display 1)", dump(eval("(twice (display 1))")));
  }

  @Test
  void unboundVariableIsOnlyAWarning() {
    ExpandResult result = eval("(define (f) (g))");
    assertEquals(1, result.diagnostics().size());
    Diagnostic d = result.diagnostics().get(0);
    assertFalse(d.isError());
    assertEquals("unbound variable: g", d.message());
    assertEquals("(define session::f (lambda f () (session::g)))", dump(result));
  }

  @Test
  void redefiningABuiltinShadowsIt() {
    eval("(define (car x) 42)");
    assertEquals("(session::car 1)", dump(eval("(car 1)")));
  }

  @Test
  void libraryDeclaredInASession() {
    ExpandResult result = eval("(define-library (s lib) (export k) (import (scheme base)) (begin (define k 7)))");
    assertTrue(result.modules().get(0).isLibrary());
    assertEquals("(kopi.lib.s.lib::k)", dump(eval("(import (s lib)) (list k)")).replace("(list ", "("));
  }

  @Test
  void visibleNamesForCompletion() {
    eval("(define my-variable 1)");
    List<String> names = session.visibleNames();
    assertTrue(names.contains("my-variable"));
    assertTrue(names.contains("lambda"));
    assertTrue(names.contains("car"));
    assertFalse(names.stream().filter(n -> n.startsWith("%")).collect(Collectors.toList()).size() > 0);
  }
}
