package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;
import org.junit.jupiter.api.Test;

/** Sessions end to end: real reader and expander, compiled forms, shared session variables. */
class SessionTest {
  private final StringWriter out = new StringWriter();
  private final Session session = new Session(new SessionOptions(List.of(), out, null, 64L << 20));

  private Object last(String text) {
    EvalOutcome outcome = session.eval(text, "repl.scm");
    assertFalse(outcome.hasErrors(), () -> "errors: " + outcome.diagnostics() + " " + outcome.failure());
    return outcome.lastValue();
  }

  @Test
  void valuesOnePerForm() {
    EvalOutcome outcome = session.eval("(define x 2) (* x 21) \"s\"", "repl.scm");
    assertEquals(List.of(Unspecified.VALUE, 42L, "s"), outcome.values());
    assertNull(outcome.failure());
  }

  @Test
  void redefinitionTakesEffectForEarlierCallers() {
    last("(define (f) 1)");
    last("(define (g) (f))");
    assertEquals(1L, last("(g)"));
    last("(define (f) 2)");
    assertEquals(2L, last("(g)"));
  }

  @Test
  void defineVariableKeepsAnEarlierDefinitionAndDoesNotEvaluateItsValue() {
    last("(define v 1)");
    last("(define-variable v (begin (display \"evaluated\") 3))");
    assertEquals(1L, last("v"));
    last("(define-variable w 4)");
    assertEquals(4L, last("w"));
    assertEquals("", out.toString());
  }

  @Test
  void outputGoesToTheSessionWriter() {
    last("(display \"hello\") (newline) (write 'sym)");
    assertEquals("hello\nsym", out.toString());
  }

  @Test
  void runtimeErrorReportsFileAndLine() {
    EvalOutcome outcome = session.eval("(define (f x)\n  (car x))\n(f 5)", "script.scm");
    RuntimeFailure failure = outcome.failure();
    assertNotNull(failure);
    assertEquals("script.scm", failure.file());
    assertEquals(2, failure.line());
    assertTrue(failure.message().contains("car"), failure.message());
    assertEquals(3, failure.column());
    assertTrue(failure.format().startsWith("script.scm:2:3: "), failure.format());
    assertEquals(List.of(Unspecified.VALUE), outcome.values());
  }

  @Test
  void expansionErrorsRunNothing() {
    EvalOutcome outcome = session.eval("(display \"no\") (if)", "repl.scm");
    assertTrue(outcome.diagnostics().stream().anyMatch(d -> d.isError()));
    assertEquals(List.of(), outcome.values());
    assertEquals("", out.toString());
  }

  @Test
  void deepMutualRecursionThroughSessionVariables() {
    last("(define (ev? n) (if (= n 0) #t (od? (- n 1))))");
    last("(define (od? n) (if (= n 0) #f (ev? (- n 1))))");
    assertEquals(Boolean.TRUE, last("(ev? 1000000)"));
  }

  @Test
  void callCcEscapeRunsDynamicWindAfterThunk() {
    Object result = last("(define trail '())"
        + "(define r (call/cc (lambda (k)"
        + "  (dynamic-wind (lambda () (set! trail (cons 'in trail)))"
        + "                (lambda () (k 42) 'not-here)"
        + "                (lambda () (set! trail (cons 'out trail)))))))"
        + "(list r (reverse trail))");
    assertEquals("(42 (in out))", Printer.writeString(result));
  }

  @Test
  void programsOfTheBrief() {
    assertEquals(832040L, last("(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 30)"));
    assertEquals(7L, last("(define (tak x y z) (if (not (< y x)) z"
        + " (tak (tak (- x 1) y z) (tak (- y 1) z x) (tak (- z 1) x y)))) (tak 18 12 6)"));
    assertEquals(5050L, last("(let loop ((i 0) (acc 0)) (if (> i 100) acc (loop (+ i 1) (+ acc i))))"));
    assertEquals("(1 2 3)", Printer.writeString(last(
        "(define (make-counter) (let ((n 0)) (lambda () (set! n (+ n 1)) n)))"
            + "(define c (make-counter)) (list (c) (c) (c))")));
    assertEquals("(1 (2 3))", Printer.writeString(last("((lambda (a . r) (list a r)) 1 2 3)")));
    assertEquals("((1 5) (1 2))", Printer.writeString(last(
        "(define (opt a #!optional (b 5)) (list a b)) (list (opt 1) (opt 1 2))")));
    assertEquals("(one two many)", Printer.writeString(last(
        "(define h (case-lambda ((a) 'one) ((a b) 'two) ((a . r) 'many))) (list (h 1) (h 1 2) (h 1 2 3))")));
    assertEquals(Boolean.FALSE, last("(letrec ((e? (lambda (n) (if (= n 0) #t (o? (- n 1)))))"
        + " (o? (lambda (n) (if (= n 0) #f (e? (- n 1)))))) (e? 100001))"));
  }
}
