package kopi.server.dap;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kopi.runtime.Printer;
import kopi.runtime.Procedure;
import kopi.session.EvalOutcome;
import kopi.session.Session;
import kopi.session.SessionOptions;
import kopi.syntax.Diagnostic;

/**
 * The part of the debugger that runs in the debuggee JVM: its {@link #main} is the debuggee's entry
 * (it loads this class, then runs {@code kopi FILE ARGS} as usual), and the adapter calls the other
 * methods through JDI's {@code invokeMethod} while the program is stopped at a breakpoint or step:
 * {@link #write} prints a value as {@code write} does, {@link #evaluate} runs a Scheme expression
 * with the selected frame's variables bound (conditions, logpoints, the debug console).
 */
public final class DebuggeeSupport {
  private DebuggeeSupport() {}

  /** The longest printed value the adapter receives; the rest is cut to an ellipsis. */
  static final int MAX_PRINTED = 4000;

  /** The entry point of the debuggee JVM: the same command line as {@code kopi FILE ARGS}. */
  public static void main(String[] args) throws Exception {
    warmUp();
    kopi.cli.Cli.main(args);
  }

  /**
   * Loads the classes that printing values needs before the program starts: a class loaded while
   * the adapter runs a method here ({@code invokeMethod}, one thread running) raises a class-prepare
   * event on that thread in the middle of the invocation, a rare source of a stalled stop.
   */
  private static void warmUp() {
    Object[] samples = {kopi.runtime.Pair.list(1L, "two", kopi.runtime.Symbol.intern("three")),
        new Object[] {1L, 2.5, new kopi.runtime.MString("s")}, new java.util.HashMap<>(java.util.Map.of("a", 1L)),
        java.math.BigInteger.TEN, kopi.runtime.Char.of('c'), Boolean.TRUE, kopi.runtime.Nil.NIL};
    for (Object sample : samples) {
      write(sample);
      display(sample);
    }
  }

  /** {@code value} as {@code write} prints it, cut at {@link #MAX_PRINTED} characters. */
  public static String write(Object value) {
    return cut(Printer.writeString(value));
  }

  /** {@code value} as {@code display} prints it, cut at {@link #MAX_PRINTED} characters. */
  public static String display(Object value) {
    return cut(Printer.displayString(value));
  }

  /** Writes out what the program printed so far (the console is buffered when it is a pipe). */
  public static void flushOutput() {
    kopi.runtime.OutputPort.flushConsole();
  }

  /** The message of an error as an uncaught one prints it ({@code car: expected pair, got ()}). */
  public static String errorMessage(Throwable failure) {
    return cut(kopi.runtime.Launcher.message(failure));
  }

  private static String cut(String text) {
    return text.length() <= MAX_PRINTED ? text : text.substring(0, MAX_PRINTED) + "...";
  }

  private static Session session;
  private static final Map<String, Procedure> COMPILED = new ConcurrentHashMap<>();

  /**
   * Evaluates {@code expression} with each of {@code names} bound to the value at the same index of
   * {@code values}: {@code {Boolean.TRUE, value}}, or {@code {Boolean.FALSE, message}} when it does
   * not compile or raises an error. The expression is compiled once, as
   * {@code (lambda (NAME ...) EXPRESSION)} in a session of its own (so it sees the builtins and the
   * names passed), and its procedure kept for the next hit of the same breakpoint.
   */
  public static synchronized Object[] evaluate(String expression, String[] names, Object[] values) {
    String key = String.join(" ", names) + "\n" + expression;
    Procedure procedure = COMPILED.get(key);
    if (procedure == null) {
      if (session == null) {
        session = new Session(SessionOptions.defaults());
      }
      StringBuilder text = new StringBuilder("(lambda (");
      for (String name : names) {
        text.append(Printer.symbolName(name)).append(' ');
      }
      text.append(")\n").append(expression).append("\n)");
      EvalOutcome outcome = session.eval(text.toString(), "<debug console>");
      String problem = problem(outcome);
      if (problem != null) {
        return new Object[] {Boolean.FALSE, problem};
      }
      procedure = (Procedure) outcome.lastValue();
      COMPILED.put(key, procedure);
    }
    Procedure compiled = procedure;
    Object[] result = new Object[2];
    // Scheme code runs on a thread with the big stack, as the program's own does.
    kopi.runtime.Launcher.onBigStack("kopi-debug-eval", () -> {
      try {
        result[0] = Boolean.TRUE;
        result[1] = kopi.runtime.TailCall.resolve(compiled.applyN(Arrays.copyOf(values, values.length)));
      } catch (Throwable failure) {
        result[0] = Boolean.FALSE;
        result[1] = kopi.runtime.Launcher.message(failure);
      }
    });
    return result;
  }

  private static String problem(EvalOutcome outcome) {
    List<Diagnostic> errors = outcome.diagnostics().stream().filter(Diagnostic::isError).toList();
    if (!errors.isEmpty()) {
      return errors.get(0).message();
    }
    if (outcome.failure() != null) {
      return outcome.failure().message();
    }
    return outcome.lastValue() instanceof Procedure ? null : "not an expression";
  }
}
