package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.CommandLine;
import kopi.runtime.ExitException;
import kopi.runtime.Pair;
import kopi.runtime.Symbol;

/** (scheme process-context) and (scheme time) basics, and {@code features}. */
public final class SystemLib {
  private static final long START_NANOS = System.nanoTime();

  private SystemLib() {}

  @Builtin("command-line")
  public static Object commandLine() {
    return CommandLine.asList();
  }

  /**
   * {@code exit}: throws {@link ExitException}, whose unwinding runs the pending {@code dynamic-wind}
   * after-thunks; the launcher (or the session) that catches it flushes output and ends the program.
   */
  @Builtin("exit")
  public static Object exit() {
    return exit(Boolean.TRUE);
  }

  @Builtin("exit")
  public static Object exit(Object status) {
    throw new ExitException(exitCode(status), false);
  }

  /** {@code emergency-exit}: like {@code exit} but no after-thunk runs. */
  @Builtin("emergency-exit")
  public static Object emergencyExit() {
    return emergencyExit(Boolean.TRUE);
  }

  @Builtin("emergency-exit")
  public static Object emergencyExit(Object status) {
    throw new ExitException(exitCode(status), true);
  }

  /**
   * R7RS: #t or no argument is success (0), #f failure (1), an exact integer from 0 to 255 is the
   * status itself. Any other value is a failure (1): POSIX keeps only the low 8 bits of a status,
   * so passing 256 through would make it 0, success (Chez Scheme and Kawa do that).
   */
  public static int exitCode(Object status) {
    if (status == Boolean.TRUE) {
      return 0;
    }
    if (status instanceof Long l && l >= 0 && l <= 255) {
      return (int) (long) l;
    }
    return 1;
  }

  @Builtin("get-environment-variable")
  public static Object getEnvironmentVariable(Object name) {
    String value = System.getenv(Args.string("get-environment-variable", name).toString());
    return value == null ? Boolean.FALSE : value;
  }

  @Builtin("get-environment-variables")
  public static Object getEnvironmentVariables() {
    Object result = kopi.runtime.Nil.NIL;
    for (var entry : System.getenv().entrySet()) {
      result = new Pair(new Pair(entry.getKey(), entry.getValue()), result);
    }
    return result;
  }

  @Builtin("current-second")
  public static Object currentSecond() {
    return System.currentTimeMillis() / 1000.0;
  }

  /** Nanoseconds since the runtime started: a jiffy is a nanosecond, as in Kawa. */
  @Builtin("current-jiffy")
  public static Object currentJiffy() {
    return System.nanoTime() - START_NANOS;
  }

  @Builtin("jiffies-per-second")
  public static Object jiffiesPerSecond() {
    return 1_000_000_000L;
  }

  @Builtin("features")
  public static Object features() {
    Object list = kopi.runtime.Nil.NIL;
    java.util.List<String> names = kopi.runtime.Features.all();
    for (int i = names.size() - 1; i >= 0; i--) {
      list = new Pair(Symbol.intern(names.get(i)), list);
    }
    return list;
  }
}
