package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code exit} and {@code emergency-exit} end the program, not the JVM: a compiled program's run
 * returns the status, a session reports it, and after-thunks run for {@code exit} only.
 */
class ExitTest {
  private final StringWriter out = new StringWriter();
  private final Session session = new Session(new SessionOptions(List.of(), out, null, 0));

  private static final String WIND = "(dynamic-wind (lambda () (display \"in \")) (lambda () (%s) (display \"not reached\")) (lambda () (display \"after\")))";

  @Test
  void exitInASessionRunsAfterThunksAndReportsTheStatus() {
    EvalOutcome outcome = session.eval(String.format(WIND, "exit 3") + " (display \"next form\")", "repl.scm");
    RuntimeFailure failure = outcome.failure();
    assertNotNull(failure);
    assertTrue(failure.isExit());
    assertEquals(3, failure.exitStatus());
    assertEquals("in after", out.toString());
  }

  @Test
  void emergencyExitSkipsAfterThunks() {
    EvalOutcome outcome = session.eval(String.format(WIND, "emergency-exit #f"), "repl.scm");
    assertTrue(outcome.failure().isExit());
    assertEquals(1, outcome.failure().exitStatus());
    assertEquals("in ", out.toString());
  }

  @Test
  void guardDoesNotCatchExit() {
    EvalOutcome outcome = session.eval("(guard (e (#t (display \"caught\"))) (exit))", "repl.scm");
    assertTrue(outcome.failure().isExit());
    assertEquals(0, outcome.failure().exitStatus());
    assertEquals("", out.toString());
  }

  @Test
  void theSessionGoesOnAfterAnExit() {
    session.eval("(define x 5) (exit 2)", "repl.scm");
    EvalOutcome outcome = session.eval("(* x 2)", "repl.scm");
    assertFalse(outcome.hasErrors());
    assertEquals(10L, outcome.lastValue());
  }

  @Test
  void aCompiledProgramReturnsTheExitStatus() {
    CompiledProgram program = new ProgramCompiler().compile(
        "(display \"a\") (dynamic-wind (lambda () #f) (lambda () (exit 4)) (lambda () (display \"b\"))) (display \"c\")",
        "exits.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = ProgramCompiler.run(program, new String[0], new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(4, status);
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }
}
