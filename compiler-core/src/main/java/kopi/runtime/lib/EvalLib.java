package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.Arrays;
import kopi.runtime.Builtin;
import kopi.runtime.Environment;
import kopi.runtime.Errors;
import kopi.runtime.EvalHook;
import kopi.runtime.Unspecified;

/**
 * {@code (scheme eval)}, {@code (scheme repl)} and {@code (scheme load)}: environments are plain
 * runtime values, evaluation goes through the {@link EvalHook} the compiler provides.
 */
public final class EvalLib {
  private EvalLib() {}

  @Builtin(value = "environment")
  public static Object environment(Object[] importSets) {
    return Environment.of(new ArrayList<>(Arrays.asList(importSets)));
  }

  /**
   * R5RS {@code (scheme-report-environment 5)}: every R5RS binding, which {@code (scheme r5rs)}
   * provides. Only version 5 exists.
   */
  @Builtin("scheme-report-environment")
  public static Object schemeReportEnvironment(Object version) {
    return r5rs("scheme-report-environment", version);
  }

  /** R5RS {@code (null-environment 5)}: a superset of the syntax it asks for, the report environment. */
  @Builtin("null-environment")
  public static Object nullEnvironment(Object version) {
    return r5rs("null-environment", version);
  }

  private static Object r5rs(String who, Object version) {
    if (!Long.valueOf(5).equals(version)) {
      throw Errors.error(who + ": expected version 5, got " + kopi.runtime.Printer.writeString(version));
    }
    return Environment.of(java.util.List.of(kopi.runtime.Pair.list(kopi.runtime.Symbol.intern("scheme"), kopi.runtime.Symbol.intern("r5rs"))));
  }

  @Builtin("interaction-environment")
  public static Object interactionEnvironment() {
    return Environment.INTERACTION;
  }

  @Builtin("eval")
  public static Object eval(Object datum) {
    return eval(datum, Environment.INTERACTION);
  }

  @Builtin("eval")
  public static Object eval(Object datum, Object environment) {
    return hook("eval").eval(datum, environment("eval", environment));
  }

  @Builtin("load")
  public static Object load(Object file) {
    return load(file, Environment.INTERACTION);
  }

  @Builtin("load")
  public static Object load(Object file, Object environment) {
    if (!(file instanceof CharSequence name)) {
      throw Errors.wrongType("load", "string", file);
    }
    hook("load").load(name.toString(), environment("load", environment));
    return Unspecified.VALUE;
  }

  private static Environment environment(String who, Object value) {
    if (value instanceof Environment environment) {
      return environment;
    }
    throw Errors.wrongType(who, "environment", value);
  }

  private static EvalHook hook(String who) {
    EvalHook hook = EvalHook.current();
    if (hook == null) {
      throw Errors.error(who + ": no compiler available in this program (put the kopi compiler on the class path to use " + who + ")");
    }
    return hook;
  }
}
