package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;

/**
 * A module whose body fits the JVM's 64 KB method limit must compile even when the continuation
 * instrumentation (handlers per call site plus a resume twin) would push it over: the class then
 * stays uninstrumented (ContinuationInstrumenter). The benchmark's 10,000-line generated module
 * failed with "code too large" before.
 */
class LargeModuleTest {

  @Test
  void aModuleTooLargeToInstrumentStillCompiles() {
    StringBuilder text = new StringBuilder("(define x 0) (define (f n) (+ n 1))\n");
    for (int i = 0; i < 2500; i++) {
      text.append("(set! x (+ x (f ").append(i).append(")))\n");
    }
    text.append("(display x)\n");
    CompiledProgram program = new ProgramCompiler().compile(text.toString(), "big.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    assertTrue(program.classes().containsKey(program.mainClass()));
  }
}
