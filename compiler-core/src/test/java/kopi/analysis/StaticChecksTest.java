package kopi.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;
import kopi.expand.Core;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

/** The type lattice, inference and the checks on programs expanded by the real front end. */
class StaticChecksTest {
  private static final String OWNER = "test.T";

  private static StaticChecks check(String text) {
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(text, java.nio.file.Path.of("t.scm"), OWNER));
    assertFalse(result.hasErrors(), () -> result.diagnostics().toString());
    List<Core> body = result.modules().get(result.modules().size() - 1).body();
    return StaticChecks.check(body, result.types(), OWNER);
  }

  private static List<String> messages(String text) {
    return check(text).diagnostics().stream().map(d -> d.severity() + " " + d.message()).collect(Collectors.toList());
  }

  @Test
  void compatibilityFollowsTheRepresentations() {
    assertEquals(Type.Fit.YES, Type.parse("int").accepts(Type.ofValue(5L)));
    assertEquals(Type.Fit.NO, Type.parse("int").accepts(Type.ofValue(10_000_000_000L)));
    assertEquals(Type.Fit.YES, Type.parse("long").accepts(Type.ofValue(10_000_000_000L)));
    assertEquals(Type.Fit.NO, Type.parse("long").accepts(Type.ofValue(BigInteger.TWO.pow(70))));
    assertEquals(Type.Fit.MAYBE, Type.parse("int").accepts(Type.INTEGER));
    assertEquals(Type.Fit.YES, Type.parse("string").accepts(Type.ofValue("a")));
    assertEquals(Type.Fit.YES, Type.parse("String").accepts(Type.ofValue("a")));
    // A mutable Scheme string converts to a java.lang.String where one is declared, as in Kawa.
    assertEquals(Type.Fit.YES, Type.parse("String").accepts(Type.STRING));
    assertEquals(Type.Fit.NO, Type.parse("String").accepts(Type.SYMBOL));
    assertEquals(Type.Fit.YES, Type.parse("Object").accepts(Type.ANY));
    assertEquals(Type.Fit.YES, Type.parse("java.lang.CharSequence").accepts(Type.STRING));
    assertEquals(Type.Fit.NO, Type.parse("vector[string]").accepts(Type.STRING));
    assertEquals(Type.Fit.MAYBE, Type.parse("pair").accepts(Type.LIST));
    assertEquals(Type.Fit.YES, Type.parse("double").asExpected().accepts(Type.ofValue(1L)));
    assertEquals(Type.Fit.NO, Type.parse("java.util.ArrayList").accepts(Type.parse("java.lang.Thread")));
    assertEquals(Type.Fit.MAYBE, Type.parse("java.util.List").accepts(Type.parse("java.util.Collection")));
    assertTrue(Type.parse("no.such.Klass").isUnknown());
    assertEquals(int[].class, Type.parse("int[]").javaClass());
  }

  @Test
  void joinNamesTheSmallestCoveringType() {
    assertEquals("integer", Type.ofValue(1L).join(Type.ofValue(BigInteger.TWO.pow(70))).name());
    assertEquals("real", Type.ofValue(1L).join(Type.ofValue(1.5)).name());
    assertEquals("list", Type.PAIR.join(Type.ofValue(kopi.runtime.Nil.NIL)).name());
    assertTrue(Type.STRING.join(Type.ofValue(1L)).name().equals("object"));
  }

  @Test
  void inferenceFollowsLetIfAndKnownResults() {
    StaticChecks checks = check("""
        (define (f (n ::int)) ::string (number->string n))
        (define r (let ((a (string-append "x" "y")) (b (+ 1 2))) (if (f b) a "z")))
        """);
    List<String> types = checks.types().expressions().entrySet().stream()
        .filter(e -> e.getKey() instanceof Core.Let).map(e -> e.getValue().name()).toList();
    assertEquals(List.of("string"), types);
    Core.Let let = (Core.Let) checks.types().expressions().keySet().stream().filter(k -> k instanceof Core.Let)
        .findFirst().orElseThrow();
    assertEquals("string", checks.types().typeOf(let.locals().get(0)).name());
    assertEquals("integer", checks.types().typeOf(let.locals().get(1)).name());
  }

  @Test
  void reportsEachRule() {
    assertEquals(List.of("ERROR f: argument 1 expects int, got string"),
        messages("(define (f (n ::int)) n) (f \"hello\")"));
    assertEquals(List.of("ERROR f: expected 2 arguments, got 3"), messages("(define (f a b) a) (f 1 2 3)"));
    assertEquals(List.of("ERROR cannot call 5: expected procedure, got integer"), messages("(5 1)"));
    assertEquals(List.of("ERROR x: expected int, got string"), messages("(define x ::int \"a\")"));
    assertEquals(List.of("ERROR g: result expects int, got string"), messages("(define (g) ::int \"s\")"));
    assertEquals(List.of("WARNING h: argument 1 expects pair, got list (checked at run time)"),
        messages("(define (h (p ::pair)) p) (define (k (l ::list)) (h l))"));
  }

  @Test
  void noFalseReportsOnTypedNumericCode() {
    // The shapes of test-fixtures/bench/programs/*-typed.scm.
    assertEquals(List.of(), messages("""
        (define (fib (n ::int)) ::int (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
        (define (escape-count (real ::double) (imag ::double)) ::int
          (let loop ((zr ::double real) (zi ::double imag) (count ::int 0))
            (if (= count 64) count
                (let ((zr2 ::double (* zr zr)) (zi2 ::double (* zi zi)))
                  (if (> (+ zr2 zi2) 16.0) count
                      (loop (+ (- zr2 zi2) real) (+ (* 2.0 zr zi) imag) (+ count 1)))))))
        (define (run (n ::int) (step ::double)) (escape-count (* step n) -0.5))
        (define x ::long (* 1 2))
        (define (anything x) (fib x))
        (define (redefined a) a)
        (set! redefined (lambda (a b) a))
        (redefined 1 2)
        """));
  }

  @Test
  void sessionGlobalsAreKnownOnlyAfterTheirDefinitionOutsideLambdas() {
    ExpandResult result = new Expander(ExpandOptions.defaults(), kopi.expand.forms.Forms.LIBRARY)
        .expand(kopi.expand.ExpandRequest.program(
            "(define (f a) a) (define (g) (f 1 2)) (f 1 2)", java.nio.file.Path.of("t.scm"), OWNER));
    List<Core> body = result.modules().get(result.modules().size() - 1).body();
    List<Diagnostic> diagnostics = StaticChecks.check(body, result.types(), null).diagnostics();
    assertEquals(1, diagnostics.size(), diagnostics::toString);
    assertEquals("f: expected 1 argument, got 2", diagnostics.get(0).message());
  }
}
