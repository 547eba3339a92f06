package kopi.codegen;

import static kopi.codegen.CoreTrees.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import org.junit.jupiter.api.Test;

/** Programs built as Core trees, compiled, verified, loaded and run. */
class ModuleCompilerTest {

  /** (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib ARG) */
  static List<Core> fibProgram(String owner, long argument) {
    Local n = new Local("n");
    Core.GlobalRef fib = global(owner, "fib");
    Core.Lambda body = lambda("fib", List.of(n),
        iff(prim("<", ref(n), num(2)),
            ref(n),
            prim("+", call(fib, prim("-", ref(n), num(1))), call(fib, prim("-", ref(n), num(2))))));
    return List.of(define(owner, "fib", body), call(fib, num(argument)));
  }

  @Test
  void fibCompilesAndRuns() throws Throwable {
    assertEquals(6765L, Compiled.run("test.Fib", fibProgram("test.Fib", 20), null));
  }

  /** (define (tak x y z) (if (not (< y x)) z (tak (tak (- x 1) y z) (tak (- y 1) z x) (tak (- z 1) x y)))) */
  @Test
  void takUsesSelfTailJumpAndDirectCalls() throws Throwable {
    String owner = "test.Tak";
    List<Local> xyz = locals("x", "y", "z");
    Local x = xyz.get(0);
    Local y = xyz.get(1);
    Local z = xyz.get(2);
    Core.GlobalRef tak = global(owner, "tak");
    Core.Lambda body = lambda("tak", xyz,
        iff(prim("<", ref(y), ref(x)),
            call(tak,
                call(tak, prim("-", ref(x), num(1)), ref(y), ref(z)),
                call(tak, prim("-", ref(y), num(1)), ref(z), ref(x)),
                call(tak, prim("-", ref(z), num(1)), ref(x), ref(y))),
            ref(z)));
    assertEquals(7L,
        Compiled.run(owner, List.of(define(owner, "tak", body), call(tak, num(18), num(12), num(6))), null));
  }

  /** (let loop ((i 0) (acc 0)) (if (= i 1000000) acc (loop (+ i 1) (+ acc i)))) as letrec. */
  @Test
  void namedLetLoopRunsInConstantStack() throws Throwable {
    Local loop = new Local("loop");
    List<Local> params = locals("i", "acc");
    Core.Lambda body = lambda("loop", params,
        iff(prim("=", ref(params.get(0)), num(1_000_000)),
            ref(params.get(1)),
            call(ref(loop), prim("+", ref(params.get(0)), num(1)), prim("+", ref(params.get(1)), ref(params.get(0))))));
    Core program = letrec(List.of(loop), List.of(body), call(ref(loop), num(0), num(0)));
    assertEquals(499999500000L, Compiled.run(List.of(program)));
  }

  /**
   * (define (make-counter) (let ((n 0)) (lambda () (set! n (+ n 1)) n)))
   * (define c (make-counter)) (c) (c) (c)
   */
  @Test
  void closuresShareAssignedVariables() throws Throwable {
    String owner = "test.Counter";
    Local n = new Local("n");
    Core.Lambda makeCounter = lambda("make-counter", List.of(),
        let(List.of(n), List.of(num(0)),
            lambda(null, List.of(), seq(set(n, prim("+", ref(n), num(1))), ref(n)))));
    Core.GlobalRef c = global(owner, "c");
    List<Core> program = List.of(
        define(owner, "make-counter", makeCounter),
        define(owner, "c", call(global(owner, "make-counter"))),
        call(c), call(c), call(c));
    assertEquals(3L, Compiled.run(owner, program, null));
  }

  /**
   * Mutual recursion a million deep through procedures the compiler does not know (letrec locals
   * that escape as values), with the default JVM stack: every tail call must bounce.
   */
  @Test
  void deepMutualRecursionThroughUnknownProcedures() throws Throwable {
    Local even = new Local("even?");
    Local odd = new Local("odd?");
    Local n1 = new Local("n");
    Local n2 = new Local("n");
    Core.Lambda evenBody = lambda("even?", List.of(n1),
        iff(prim("=", ref(n1), num(0)), constant(true), call(ref(odd), prim("-", ref(n1), num(1)))));
    Core.Lambda oddBody = lambda("odd?", List.of(n2),
        iff(prim("=", ref(n2), num(0)), constant(false), call(ref(even), prim("-", ref(n2), num(1)))));
    Core program = letrec(List.of(even, odd), List.of(evenBody, oddBody),
        prim("list", call(ref(even), num(1_000_000)), call(ref(odd), num(1_000_001))));
    Object result = Compiled.run(List.of(program));
    assertEquals("(#t #t)", String.valueOf(result));
  }

  /** The same through known top-level procedures: their tail calls to each other bounce too. */
  @Test
  void deepMutualRecursionThroughKnownGlobals() throws Throwable {
    String owner = "test.EvenOdd";
    Local n1 = new Local("n");
    Local n2 = new Local("n");
    Core.GlobalRef even = global(owner, "my-even?");
    Core.GlobalRef odd = global(owner, "my-odd?");
    List<Core> program = List.of(
        define(owner, "my-even?", lambda("my-even?", List.of(n1),
            iff(prim("=", ref(n1), num(0)), constant(true), call(odd, prim("-", ref(n1), num(1)))))),
        define(owner, "my-odd?", lambda("my-odd?", List.of(n2),
            iff(prim("=", ref(n2), num(0)), constant(false), call(even, prim("-", ref(n2), num(1)))))),
        call(even, num(1_000_000)));
    assertEquals(Boolean.TRUE, Compiled.run(owner, program, null));
  }

  /** ((lambda (a . rest) (list a rest)) 1 2 3) and the same with no extra arguments. */
  @Test
  void restParameters() throws Throwable {
    Local a = new Local("a");
    Local rest = new Local("rest");
    Core.Lambda f = lambdaRest("f", List.of(a), rest, prim("list", ref(a), ref(rest)));
    assertEquals("(1 (2 3 4 5 6))",
        String.valueOf(Compiled.run(List.of(call(f, num(1), num(2), num(3), num(4), num(5), num(6))))));
    assertEquals("(1 ())", String.valueOf(Compiled.run(List.of(call(f, num(1))))));
  }

  /** (define (f a #!optional (b 10) c) (list a b c)) (list (f 1) (f 1 2) (f 1 2 3)) */
  @Test
  void optionalParameters() throws Throwable {
    String owner = "test.Optional";
    Local a = new Local("a");
    Local b = new Local("b");
    Local c = new Local("c");
    Core.Lambda f = new Core.Lambda(-1, -1, "f", List.of(a),
        List.of(new Core.OptionalParam(b, num(10)), new Core.OptionalParam(c, null)), null,
        prim("list", ref(a), ref(b), ref(c)));
    Core.GlobalRef fr = global(owner, "f");
    List<Core> program = List.of(define(owner, "f", f),
        prim("list", call(fr, num(1)), call(fr, num(1), num(2)), call(fr, num(1), num(2), num(3))));
    assertEquals("((1 10 #f) (1 2 #f) (1 2 3))", String.valueOf(Compiled.run(owner, program, null)));
    SchemeError error = assertThrows(SchemeError.class,
        () -> Compiled.run(List.of(call(f, num(1), num(2), num(3), num(4)))));
    assertEquals("f: expected between 1 and 3 arguments, got 4", error.getMessage());
  }

  /** (define g (case-lambda ((x) (list 'one x)) ((x y) (list 'two x y)) ((x . r) (list 'many r)))) */
  @Test
  void caseLambdaDispatchesOnArgumentCount() throws Throwable {
    List<Local> one = locals("x");
    List<Local> two = locals("x", "y");
    Local x3 = new Local("x");
    Local r = new Local("r");
    Core.CaseLambda g = new Core.CaseLambda(-1, -1, "g", List.of(
        lambda(null, one, prim("list", constant(Symbol.intern("one")), ref(one.get(0)))),
        lambda(null, two, prim("list", constant(Symbol.intern("two")), ref(two.get(0)), ref(two.get(1)))),
        lambdaRest(null, List.of(x3), r, prim("list", constant(Symbol.intern("many")), ref(r)))));
    Local gl = new Local("g");
    Core program = let(List.of(gl), List.of(g),
        prim("list", call(ref(gl), num(1)), call(ref(gl), num(1), num(2)), call(ref(gl), num(1), num(2), num(3))));
    assertEquals("((one 1) (two 1 2) (many (2 3)))", String.valueOf(Compiled.run(List.of(program))));
    SchemeError error = assertThrows(SchemeError.class,
        () -> Compiled.run(List.of(let(List.of(gl), List.of(g), call(ref(gl))))));
    assertTrue(error.getMessage().contains("expected at least 1 argument, got 0"), error.getMessage());
  }

  /** Quoted data is built once: the same literal evaluated twice is eq?. */
  @Test
  void constantsAreBuiltOnce() throws Throwable {
    Object quoted = new Pair(1L, new Pair(new java.math.BigInteger("123456789012345678901234567890"),
        new Pair(new Object[] {Symbol.intern("v"), 2.5}, kopi.runtime.Nil.NIL)));
    Local f = new Local("f");
    Core program = let(List.of(f), List.of(lambda("f", List.of(), constant(quoted))),
        prim("list", prim("eq?", call(ref(f)), call(ref(f))), call(ref(f))));
    assertEquals("(#t (1 123456789012345678901234567890 #(v 2.5)))", String.valueOf(Compiled.run(List.of(program))));
  }

  /** A runtime error's stack trace names the .scm file and the line of the failing call. */
  @Test
  void runtimeErrorsCarrySourceLines() {
    String text = "(define (f x)\n  (car x))\n(f 5)\n";
    String owner = "test.Lines";
    Local x = new Local("x");
    List<Core> program = List.of(
        define(owner, "f", new Core.Lambda(0, 24, "f", List.of(x), List.of(), null,
            callAt(16, builtin("car"), ref(x)))),
        callAt(25, global(owner, "f"), num(5)));
    SchemeError error = assertThrows(SchemeError.class, () -> Compiled.run(owner, program, text));
    StackTraceElement frame = java.util.Arrays.stream(error.getStackTrace())
        .filter(element -> "test.scm".equals(element.getFileName())).findFirst().orElseThrow();
    assertEquals(2, frame.getLineNumber());
  }
}
