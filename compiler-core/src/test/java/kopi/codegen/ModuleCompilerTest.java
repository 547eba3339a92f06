package kopi.codegen;

import static kopi.codegen.CoreTrees.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;
import org.junit.jupiter.api.Test;

class ModuleCompilerTest {
  private static final String OWNER = "test.Fib";

  /** (define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))) (fib 20) */
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
    assertEquals(6765L, Compiled.run(OWNER, fibProgram(OWNER, 20), null));
  }
}
