package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code define-simple-class} in sessions: each session's classes live in its own loader, so two
 * sessions of one JVM may each define a {@code Point} of a different shape (run-time interop must
 * not cache classes or chosen methods by name across loaders); a session may define one again.
 */
class ClassDefinitionSessionTest {

  private static Session session() {
    return new Session(new SessionOptions(List.of(), new StringWriter(), null, 0));
  }

  private static Object last(Session session, String text) {
    EvalOutcome outcome = session.eval(text, "repl.scm");
    assertFalse(outcome.hasErrors(), () -> "errors: " + outcome.diagnostics());
    assertNull(outcome.failure(), () -> "failure: " + outcome.failure());
    return outcome.values().get(outcome.values().size() - 1);
  }

  @Test
  void twoSessionsDefineSameNamedClassesOfDifferentShapes() {
    Session first = session();
    Session second = session();
    last(first, "(define-simple-class Point () (x ::int init: 1) ((get) x))");
    last(second, "(define-simple-class Point () (y ::String init: \"b\") ((get) (string-append y y)))");
    assertEquals(1L, last(first, "((Point):get)"));
    assertEquals("bb", last(second, "((Point):get)").toString());
    assertEquals(1L, last(first, "(let ((p (Point))) p:x)"));
    assertEquals("b", last(second, "(let ((p (Point))) p:y)").toString());
  }

  @Test
  void aClassIsUsableInLaterInputsAndMayBeRedefined() {
    Session session = session();
    last(session, "(define-simple-class Cell () (v init: 0) ((put! x) (set! v x)) ((get) v))");
    last(session, "(define c (Cell))");
    last(session, "(c:put! 'hello)");
    assertEquals("hello", last(session, "(symbol->string (c:get))"));
    // The new definition gets a binary name of its own; the old objects keep their class.
    last(session, "(define-simple-class Cell () ((get) 'new))");
    assertEquals("new", last(session, "(symbol->string ((Cell):get))"));
    assertEquals("hello", last(session, "(symbol->string (c:get))"));
    assertEquals(Boolean.FALSE, last(session, "(instance? c Cell)"));
  }

  @Test
  void aProgramCannotDefineAClassTwice() {
    CompiledProgram program = new ProgramCompiler().compile(
        "(define-simple-class Twice ())\n(define-simple-class Twice ())\n", "twice.scm", CompileOptions.defaults());
    assertTrue(program.hasErrors());
    assertTrue(program.diagnostics().get(0).message().contains("class Twice is already defined"),
        () -> program.diagnostics().toString());
  }
}
