package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import kopi.codegen.ModuleCompiler;
import org.junit.jupiter.api.Test;

/**
 * Capture-free procedures share procedure classes (kopi.codegen.ClosureGroups): used as values,
 * they must accept and reject exactly the argument counts their own classes did, with the same
 * arity errors, across group boundaries and through every entry (fixed and array).
 */
class ClosureGroupsTest {
  private static final int FILLERS = 70;

  @Test
  void groupedProceduresBehaveAsTheirOwnClassesDid() throws Throwable {
    StringBuilder text = new StringBuilder("(import (scheme base) (scheme write))\n");
    StringBuilder fillers = new StringBuilder();
    for (int k = 0; k < FILLERS; k++) {
      text.append("(define (f").append(k).append(" x) (+ x ").append(k).append("))\n");
      fillers.append(" f").append(k);
    }
    text.append("""
        (define (p0) 'zero)
        (define (p2 a b) (list a b))
        (define (p5 a b c d e) (list a b c d e))
        (define (r a . rest) (cons a rest))
        (define (r3 a b c d . rest) (list a b c d rest))
        (define (message thunk)
          (guard (e ((error-object? e) (error-object-message e))) (thunk)))
        (define out (open-output-string))
        (write (list
                 (apply + (map (lambda (f) (f 1)) (list""").append(fillers).append("""
        )))
                 ((car (list p0)))
                 (apply p2 '(1 2))
                 (apply p5 '(1 2 3 4 5))
                 (apply r '(1))
                 (apply r '(1 2 3 4 5 6))
                 (apply r3 '(1 2 3 4))
                 (apply r3 '(1 2 3 4 5 6))
                 ((lambda args args) 1 2)
                 (message (lambda () (apply p2 '(1))))
                 (message (lambda () (apply p2 '(1 2 3 4 5 6))))
                 (message (lambda () (apply p5 '(1))))
                 (message (lambda () (apply r '())))
                 (message (lambda () (apply r3 '(1 2))))
                 (message (lambda () (apply p0 '(1 2 3 4 5))))
                 (procedure? f0))
               out)
        (get-output-string out)
        """);
    CompiledProgram program = new ProgramCompiler().compile(text.toString(), "groups.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "errors: " + program.diagnostics());
    ProgramCompilerTest.verify(program.classes());
    // Seventy-odd capture-free procedures fit in a few shared classes, not one class each.
    assertTrue(program.classes().size() < 10, () -> "classes: " + program.classes().keySet());
    ModuleClassLoader loader = new ModuleClassLoader(getClass().getClassLoader());
    loader.add(program.classes());
    Object result;
    try {
      result = loader.loadClass(program.mainClass()).getMethod(ModuleCompiler.INIT).invoke(null);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
    assertEquals("(2485 zero (1 2) (1 2 3 4 5) (1) (1 2 3 4 5 6) (1 2 3 4 ()) (1 2 3 4 (5 6)) (1 2)"
        + " \"p2: expected 2 arguments, got 1\" \"p2: expected 2 arguments, got 6\""
        + " \"p5: expected 5 arguments, got 1\" \"r: expected at least 1 argument, got 0\""
        + " \"r3: expected at least 4 arguments, got 2\" \"p0: expected 0 arguments, got 5\" #t)",
        String.valueOf(result));
  }
}
