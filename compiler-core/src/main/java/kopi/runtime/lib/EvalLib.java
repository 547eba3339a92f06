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
