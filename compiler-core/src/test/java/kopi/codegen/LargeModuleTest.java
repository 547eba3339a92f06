package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;

/**
 * A module whose body fits the JVM's 64 KB method limit must compile even when the continuation
 * instrumentation (handlers per call site plus a resume twin) would push it over: the class then
 * stays uninstrumented (ContinuationInstrumenter). The benchmark's 10,000-line generated module
 * failed with "code too large" before. The class the instrumenter gives up on must still get its
 * stack map frames (the code generator writes classes without them and the instrumenter computes
 * them once), so the test verifies and runs it.
 */
class LargeModuleTest {
  /** {@code x} and {@code (f n)}, which is n + 1 through a call of a procedure value: a capture may come through it. */
  private static final String UNKNOWN_CALLEE = "(define x 0) (define one (car (list (lambda () 1)))) (define (f n) (+ n (one)))\n";

  @Test
  void aModuleTooLargeToInstrumentStillCompilesVerifiesAndRuns() throws Exception {
    // One procedure with 1,500 call sites: its resume twin would not fit. (Top-level forms no
    // longer make one big method: $init calls them in parts.) f calls a procedure it does not
    // know, so a capture can come through every call of f.
    StringBuilder text = new StringBuilder(UNKNOWN_CALLEE + "(define (g)\n");
    for (int i = 0; i < 1500; i++) {
      text.append("(set! x (+ x (f ").append(i).append(")))\n");
    }
    text.append("x)\n(g)\n");
    CompiledProgram program = new ProgramCompiler().compile(text.toString(), "big.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    assertTrue(program.classes().containsKey(program.mainClass()));
    Class<?> main = Compiled.verifiedLoader(program.classes()).loadClass(program.mainClass());
    assertThrows(NoSuchFieldException.class, () -> main.getDeclaredField("$resumable"),
        "the module class stays uninstrumented");
    // x = 1 + 2 + ... + 1500.
    assertEquals("1125750", String.valueOf(main.getMethod(ModuleCompiler.INIT).invoke(null)));
  }

  /**
   * A module large enough for the instrumenter to measure its {@code $init} twin before
   * instrumenting (a class file over 32 KB, a method with hundreds of sites) but small enough to
   * fit must still be instrumented.
   */
  @Test
  void aLargeModuleThatFitsIsInstrumented() throws Exception {
    StringBuilder text = new StringBuilder(UNKNOWN_CALLEE);
    for (int i = 0; i < 700; i++) {
      text.append("(set! x (+ x (f ").append(i).append(")))\n");
    }
    text.append("x\n");
    CompiledProgram program = new ProgramCompiler().compile(text.toString(), "big.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    assertTrue(program.classes().get(program.mainClass()).length > 32 * 1024,
        "the class is large enough to be measured");
    Class<?> main = Compiled.verifiedLoader(program.classes()).loadClass(program.mainClass());
    main.getDeclaredField("$resumable");
    // x = 1 + 2 + ... + 700.
    assertEquals("245350", String.valueOf(main.getMethod(ModuleCompiler.INIT).invoke(null)));
  }
}
