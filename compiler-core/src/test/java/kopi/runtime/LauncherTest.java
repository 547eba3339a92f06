package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LauncherTest {
  static int runs;

  /** Stands for a compiled module class. */
  public static final class GoodModule {
    public static Object $init() {
      runs++;
      return TailCall.of(Builtins.lookup("list"), 1L);
    }
  }

  public static final class FailingModule {
    public static Object $init() {
      return Procedure.call(Builtins.lookup("car"), Nil.NIL);
    }
  }

  @Test
  void runsModulesInOrderAndSetsTheCommandLine() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    runs = 0;
    int status = Launcher.run("hello.scm", new String[] {"a", "b"}, new Class<?>[] {GoodModule.class, GoodModule.class},
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status);
    assertEquals(2, runs);
    assertEquals("(\"hello.scm\" \"a\" \"b\")", Printer.writeString(Procedure.call(Builtins.lookup("command-line"))));
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void reportsAnUncaughtErrorWithStatusOne() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Launcher.run("bad.scm", new String[0], new Class<?>[] {FailingModule.class},
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(Launcher.ERROR_STATUS, status);
    String report = err.toString(StandardCharsets.UTF_8).strip();
    assertTrue(report.equals("bad.scm: car: expected pair, got ()"), report);
  }

  @Test
  void theLineComesFromTheInnermostScmFrame() {
    SchemeError error = new SchemeError(Symbol.intern("boom"));
    error.setStackTrace(new StackTraceElement[] {
        new StackTraceElement("kopi.runtime.Exceptions", "raise", "Exceptions.java", 30),
        new StackTraceElement("kopi.user.prog", "f$1", "prog.scm", 12),
        new StackTraceElement("kopi.user.prog", "$init", "prog.scm", 20)});
    assertEquals("prog.scm:12: boom", Launcher.describe(error, "prog.scm"));
  }
}
