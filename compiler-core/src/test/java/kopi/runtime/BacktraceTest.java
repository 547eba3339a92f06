package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The backtrace read from a stack trace: Scheme names, hidden glue, collapsed recursion. */
class BacktraceTest {
  @Test
  void generatedMethodNamesGoBackToSchemeNames() {
    assertEquals("loop", Backtrace.schemeName("loop$3"));
    assertEquals("loop", Backtrace.schemeName("loop$3$r17"));
    assertEquals("list->vector*", Backtrace.schemeName("list-$gtvector*$12"));
    assertEquals("Foo.bar", Backtrace.schemeName("Foo$dotbar$5"));
    assertEquals("a$b", Backtrace.schemeName("a$$b$2"));
    assertEquals("lambda", Backtrace.schemeName("lambda$10"));
    assertEquals(Backtrace.TOP_LEVEL_NAME, Backtrace.schemeName(Backtrace.TOP_LEVEL_METHOD + "4"));
    assertEquals(Backtrace.TOP_LEVEL_NAME, Backtrace.schemeName(Backtrace.TOP_LEVEL_METHOD + "4$r9"));
    // A user procedure may well be called form.
    assertEquals("form", Backtrace.schemeName("form$4"));
    // A loop's body with a method of its own (kopi.ir.LoopBodies) is named as its loop.
    assertEquals("loop", Backtrace.schemeName("loop$3" + Backtrace.LOOP_BODY));
    assertEquals("loop", Backtrace.schemeName("loop$3" + Backtrace.LOOP_BODY + "$r4"));
    assertEquals(true, Backtrace.isLoopBody("scan$9$b$r2"));
    // A user's name ending as the mark does is mangled ($ doubled), so it never looks like one.
    assertEquals("scan$b", Backtrace.schemeName("scan$$b$9"));
    assertEquals(false, Backtrace.isLoopBody("scan$$b$9"));
  }

  /** The frame of a loop's body shows as the loop's, in place of the loop's frame that called it. */
  @Test
  void aLoopBodysFrameStandsForItsLoop() {
    List<StackTraceElement> stack = new ArrayList<>();
    stack.add(new StackTraceElement("kopi.runtime.Errors", "error", "Errors.java", 54));
    stack.add(new StackTraceElement("kopi.user.prog", "scan$4" + Backtrace.LOOP_BODY, "prog.scm", 7));
    stack.add(new StackTraceElement("kopi.user.prog", "scan$3", "prog.scm", 5));
    stack.add(new StackTraceElement("kopi.user.prog", "parse$2", "prog.scm", 3));
    stack.add(new StackTraceElement("kopi.user.prog", Backtrace.TOP_LEVEL_METHOD + "3", "prog.scm", 10));
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(stack.toArray(new StackTraceElement[0]));
    assertEquals(List.of(
        "  at scan (prog.scm:7)",
        "  at parse (prog.scm:3)",
        "  at top-level (prog.scm:10)"), Backtrace.lines(error, null, null, false));
  }

  @Test
  void glueHasNoSchemeName() {
    for (String glue : new String[] {"apply1", "applyN", "$init", "$init$r3", "main", "main$r35", "$link",
        "<init>", "<clinit>", "$forms$0", "init$part$2", "lambda$initialise$0"}) {
      assertNull(Backtrace.schemeName(glue), glue);
    }
  }

  @Test
  void onlySchemeFramesShowAndARecursionCollapses() {
    List<StackTraceElement> stack = new ArrayList<>();
    stack.add(new StackTraceElement("kopi.runtime.Errors", "error", "Errors.java", 54));
    stack.add(new StackTraceElement("kopi.user.prog$$group0", "apply1", "prog.scm", -1));
    stack.add(new StackTraceElement("kopi.user.prog", "loop$2", "prog.scm", 3));
    for (int i = 0; i < 500; i++) {
      stack.add(new StackTraceElement("kopi.user.prog", "loop$2", "prog.scm", 4));
    }
    stack.add(new StackTraceElement("kopi.runtime.lib.ControlLib", "map", "ControlLib.java", 88));
    stack.add(new StackTraceElement("kopi.user.prog", "lambda$7", "prog.scm", 9));
    stack.add(new StackTraceElement("kopi.user.prog", Backtrace.TOP_LEVEL_METHOD + "3", "prog.scm", 10));
    stack.add(new StackTraceElement("kopi.user.prog", "$init", "prog.scm", -1));
    stack.add(new StackTraceElement("java.lang.Thread", "run", "Thread.java", 840));
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(stack.toArray(new StackTraceElement[0]));
    assertEquals(List.of(
        "  at loop (prog.scm:3)",
        "  at loop (prog.scm:4)",
        "  ... 499 more frames of loop",
        "  at lambda (prog.scm:9)",
        "  at top-level (prog.scm:10)"), Backtrace.lines(error, null, null, false));
  }

  @Test
  void mutualRecursionCollapsesAsACycle() {
    List<StackTraceElement> stack = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      stack.add(new StackTraceElement("kopi.user.p", "even?$1", "p.scm", 1));
      stack.add(new StackTraceElement("kopi.user.p", "odd?$2", "p.scm", 2));
    }
    stack.add(new StackTraceElement("java.lang.Thread", "run", "Thread.java", 840));
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(stack.toArray(new StackTraceElement[0]));
    assertEquals(List.of(
        "  at even? (p.scm:1)",
        "  at odd? (p.scm:2)",
        "  ... 98 more frames of even?, odd?"), Backtrace.lines(error, null, null, false));
  }

  @Test
  void aCutRecordSaysSo() {
    StackTraceElement[] stack = new StackTraceElement[1024];
    java.util.Arrays.fill(stack, new StackTraceElement("kopi.user.p", "f$1", "p.scm", 1));
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(stack);
    List<String> lines = Backtrace.lines(error, null, null, false);
    assertEquals(List.of("  at f (p.scm:1)", "  ... 1,023 more frames of f"), lines.subList(0, 2));
    assertEquals(3, lines.size(), lines.toString());
    assertEquals(true, lines.get(2).startsWith("  ... older frames were not recorded"), lines.get(2));
  }

  @Test
  void theSessionFileCountsAsSchemeSource() {
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("kopi.session.S1", "f$1", "<repl>", 2),
        new StackTraceElement("kopi.session.S2", Backtrace.TOP_LEVEL_METHOD + "0", "<repl>", 3)});
    assertEquals(List.of("  at f (<repl>:2)", "  at top-level (<repl>:3)"),
        Backtrace.lines(error, null, "<repl>", false));
    assertEquals(List.of(), Backtrace.lines(error, null, null, false));
  }
}
