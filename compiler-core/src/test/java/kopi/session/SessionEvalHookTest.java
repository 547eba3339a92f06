package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import kopi.runtime.Environment;
import kopi.runtime.EvalHook;
import kopi.runtime.Pair;
import kopi.runtime.SchemeError;
import kopi.runtime.Symbol;
import kopi.runtime.lib.EvalLib;
import org.junit.jupiter.api.Test;

/**
 * The runtime finds the session's {@link SessionEvalHook} as a service, so {@code eval} works in
 * any program that has the compiler on its class path; compile errors become Scheme errors.
 */
class SessionEvalHookTest {
  private static Object schemeBase() {
    return Pair.list(Symbol.intern("scheme"), Symbol.intern("base"));
  }

  @Test
  void theRuntimeFindsTheSessionHookAsAService() {
    assertInstanceOf(SessionEvalHook.class, EvalHook.current());
  }

  @Test
  void evalCompilesAndRunsADatumInAnEnvironment() {
    Object environment = EvalLib.environment(new Object[] {schemeBase()});
    Object datum = Pair.list(Symbol.intern("+"), 1L, 2L);
    assertEquals(3L, EvalLib.eval(datum, environment));
  }

  @Test
  void definitionsPersistWithinOneEnvironmentOnly() {
    Object first = EvalLib.environment(new Object[] {schemeBase()});
    Object second = EvalLib.environment(new Object[] {schemeBase()});
    EvalLib.eval(Pair.list(Symbol.intern("define"), Symbol.intern("hook-test-x"), 5L), first);
    assertEquals(5L, EvalLib.eval(Symbol.intern("hook-test-x"), first));
    RuntimeException error = assertThrows(RuntimeException.class,
        () -> EvalLib.eval(Symbol.intern("hook-test-x"), second));
    assertTrue(error.getMessage().contains("hook-test-x"), error.getMessage());
  }

  @Test
  void aSyntaxErrorIsASchemeErrorNamingEval() {
    Object environment = EvalLib.environment(new Object[] {schemeBase()});
    SchemeError error = assertThrows(SchemeError.class,
        () -> EvalLib.eval(Pair.list(Symbol.intern("if")), environment));
    assertTrue(error.getMessage().startsWith("eval: "), error.getMessage());
  }

  @Test
  void evalInsideASessionWritesToTheSessionOutput() {
    StringWriter out = new StringWriter();
    Session session = new Session(new SessionOptions(List.of(), out, null, 0));
    EvalOutcome outcome = session.eval("(eval '(display (* 6 7)) (environment '(scheme base) '(scheme write)))",
        "t.scm");
    assertEquals(null, outcome.failure());
    assertEquals("42", out.toString());
  }

  @Test
  void anEnvironmentIsARuntimeValue() {
    assertInstanceOf(Environment.class, EvalLib.interactionEnvironment());
    assertThrows(SchemeError.class, () -> EvalLib.eval(1L, "not an environment"));
  }

  @Test
  void anEnvironmentSeesOnlyItsImportSets() {
    Object onlyCar = Pair.list(Symbol.intern("only"), schemeBase(), Symbol.intern("car"), Symbol.intern("quote"));
    Object environment = EvalLib.environment(new Object[] {onlyCar});
    Object datum = Pair.list(Symbol.intern("car"), Pair.list(Symbol.intern("quote"), Pair.list(1L, 2L)));
    assertEquals(1L, EvalLib.eval(datum, environment));
    Object cdr = Pair.list(Symbol.intern("cdr"), Pair.list(Symbol.intern("quote"), Pair.list(1L, 2L)));
    RuntimeException error = assertThrows(RuntimeException.class, () -> EvalLib.eval(cdr, environment));
    assertEquals("unbound variable: cdr", error.getMessage());
  }

  /**
   * In a session the interaction environment is the session itself, also when its forms run on a
   * thread of their own (a stack size is set): the nested evaluation must not wait for the outer one.
   */
  @Test
  void theInteractionEnvironmentOfASessionIsTheSessionItself() {
    StringWriter out = new StringWriter();
    Session session = new Session(new SessionOptions(List.of(), out, null, 16L << 20));
    assertEquals(List.of(), session.eval("(define x 20)", "repl.scm").diagnostics());
    EvalOutcome outcome = session.eval("(eval '(define y (+ x 1)) (interaction-environment)) (* y 2)", "repl.scm");
    assertEquals(null, outcome.failure());
    assertEquals(42L, outcome.lastValue());
    assertEquals(5L, session.eval("(eval '(eval '(+ 2 3) (interaction-environment)))", "repl.scm").lastValue());
  }
}
