package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.lib.IoLib;
import org.junit.jupiter.api.Test;

/**
 * Re-entrant continuations at the top level: a program's module body is one unit, so re-entering
 * a continuation captured in a top-level form runs the rest of the module again; a REPL session
 * delimits continuations at each form, so re-entering one finishes that earlier form again and its
 * value becomes the value of the current form.
 */
class ContinuationTest {
  private static final String PROGRAM = """
      (define k #f)
      (define n 0)
      (define v (+ 100 (call/cc (lambda (c) (set! k c) 0))))
      (display v)
      (newline)
      (set! n (+ n 1))
      (if (< n 3) (k n))
      (display "end")
      """;

  @Test
  void reenteringATopLevelFormOfAProgramRunsTheRestOfTheModule() {
    CompiledProgram program = new ProgramCompiler().compile(PROGRAM, "toplevel.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> program.diagnostics().toString());
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    StringWriter out = new StringWriter();
    int[] status = new int[1];
    Procedure thunk = new NamedProcedure("run", 0, 0) {
      @Override
      public Object apply0() {
        status[0] = ProgramCompiler.run(program, new String[0], new PrintStream(err, true, StandardCharsets.UTF_8));
        return Unspecified.VALUE;
      }
    };
    OutputPort port = OutputPort.of(out, "test output");
    TailCall.resolve(Parameter.parameterize(Pair.list(IoLib.CURRENT_OUTPUT), Pair.list(port), thunk));
    port.flush();
    assertEquals("", err.toString(StandardCharsets.UTF_8));
    assertEquals(0, status[0]);
    assertEquals("100\n101\n102\nend", out.toString());
  }

  @Test
  void aSessionDelimitsContinuationsAtEachForm() {
    StringWriter out = new StringWriter();
    Session session = new Session(new SessionOptions(List.of(), out, null, 0));
    EvalOutcome outcome = session.eval(PROGRAM, "repl.scm");
    assertNull(outcome.failure());
    assertEquals("100\nend", out.toString());
    assertEquals(101L, session.valueOf("v"));
  }

  @Test
  void reenteringAnEarlierReplFormGivesItsValueToTheCurrentForm() {
    Session session = new Session(new SessionOptions(List.of(), new StringWriter(), null, 0));
    session.eval("(define k #f)", "repl.scm");
    assertEquals(2L, session.eval("(+ 1 (call/cc (lambda (c) (set! k c) 1)))", "repl.scm").lastValue());
    assertEquals(11L, session.eval("(k 10)", "repl.scm").lastValue());
    assertEquals(43L, session.eval("(list (k 42))", "repl.scm").lastValue());
  }
}
