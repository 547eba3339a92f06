package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Environment;
import kopi.runtime.Errors;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Symbol;
import kopi.runtime.EvalHook;
import kopi.runtime.Unspecified;

/**
 * {@code (scheme eval)}, {@code (scheme repl)} and {@code (scheme load)}: environments are plain
 * runtime values, evaluation goes through the {@link EvalHook} the compiler provides.
 *
 * <p>{@code (environment set ...)} sees exactly the bindings of its import sets: a name they do
 * not provide is unbound there, and evaluated code cannot {@code import} more. R7RS calls such an
 * environment immutable and makes a definition in it an error; Kopi allows the extension R7RS
 * permits: {@code (eval '(define x 1) env)} defines {@code x} in that environment value only, seen
 * by later evaluations in the same value and by nothing else, while assigning an imported binding
 * stays an error. {@code (interaction-environment)} is the running session's own environment in
 * a REPL, {@code -e} or editor session, so {@code eval} in it sees and makes the session's
 * definitions; a compiled program's is one separate session per program, since its top-level
 * variables are compiled fields that no session can see.
 */
public final class EvalLib {
  private EvalLib() {}

  @Builtin(value = "environment")
  public static Object environment(Object[] importSets) {
    return Environment.of(new ArrayList<>(Arrays.asList(importSets)));
  }

  /**
   * The syntactic keywords of R5RS (section 4 and 7.1.3 of that report, with its auxiliary
   * syntax), which is all {@code (null-environment 5)} binds.
   */
  private static final String R5RS_SYNTAX = "and begin case cond define define-syntax delay do else => if"
      + " lambda let let* let-syntax letrec letrec-syntax or quasiquote quote set! syntax-rules unquote"
      + " unquote-splicing ... _";

  /**
   * R5RS {@code (scheme-report-environment 5)}: the bindings of {@code (scheme r5rs)}. Only version
   * 5 exists.
   */
  @Builtin("scheme-report-environment")
  public static Object schemeReportEnvironment(Object version) {
    checkVersion("scheme-report-environment", version);
    return Environment.of(List.of(Pair.list(Symbol.intern("scheme"), Symbol.intern("r5rs"))));
  }

  /** R5RS {@code (null-environment 5)}: only the syntactic keywords of R5RS, no procedure. */
  @Builtin("null-environment")
  public static Object nullEnvironment(Object version) {
    checkVersion("null-environment", version);
    List<Object> only = new ArrayList<>();
    only.add(Symbol.intern("only"));
    only.add(Pair.list(Symbol.intern("scheme"), Symbol.intern("r5rs")));
    for (String name : R5RS_SYNTAX.split(" ")) {
      only.add(Symbol.intern(name));
    }
    return Environment.of(List.of(Pair.list(only.toArray())));
  }

  private static void checkVersion(String who, Object version) {
    if (!Long.valueOf(5).equals(version)) {
      throw Errors.error(who + ": expected version 5, got " + Printer.writeString(version));
    }
  }

  @Builtin("interaction-environment")
  public static Object interactionEnvironment() {
    return Environment.currentInteraction();
  }

  @Builtin("eval")
  public static Object eval(Object datum) {
    return eval(datum, Environment.currentInteraction());
  }

  @Builtin("eval")
  public static Object eval(Object datum, Object environment) {
    return hook("eval").eval(datum, environment("eval", environment));
  }

  @Builtin("load")
  public static Object load(Object file) {
    return load(file, Environment.currentInteraction());
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
      throw Errors.error(
          who + ": no compiler available in this program (put the kopi compiler on the class path to use " + who + ")");
    }
    return hook;
  }
}
