package kopi.analysis;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Checks every call whose target is certain ({@link TypeInference.Callee}): the argument count
 * against the lambda's arity, and each argument against its parameter's type specifier. Also
 * reports calls of a value that can never be a procedure ({@code (5 1)}).
 *
 * <p>A definite mismatch is an error. A possible one is a warning only when the argument's type is
 * known and not merely a wider number (an {@code integer} passed to {@code ::int} is the normal case
 * and the run-time check at the parameter covers it); an unknown argument type is left to that
 * check silently.
 */
public final class CallChecks {
  private final TypeInference.Result types;
  private final List<Diagnostic> out;

  private CallChecks(TypeInference.Result types, List<Diagnostic> out) {
    this.types = types;
    this.out = out;
  }

  /** Adds the diagnostics of {@code body} to {@code out}. */
  public static void check(List<Core> body, TypeInference.Result types, List<Diagnostic> out) {
    CallChecks pass = new CallChecks(types, out);
    body.forEach(pass::walk);
  }

  private void walk(Core node) {
    if (node instanceof Core.Call call) {
      checkCall(call);
    }
    CoreWalker.forEachChild(node, this::walk);
  }

  private void checkCall(Core.Call call) {
    Core function = call.function();
    Type functionType = types.typeOf(function);
    if (Type.PROCEDURE.accepts(functionType) == Type.Fit.NO) {
      String what = function instanceof Core.Const c ? kopi.runtime.Printer.writeString(c.value())
          : function instanceof Core.LocalRef r ? r.local().name()
          : function instanceof Core.GlobalRef g ? g.global().name() : "expression";
      report(true, "analyze.not-procedure", function, call,
          "cannot call " + what + ": expected procedure, got " + functionType);
      return;
    }
    TypeInference.Callee callee = types.callees().get(call);
    if (callee == null) {
      return;
    }
    Core.Lambda lambda = callee.lambda();
    int count = call.arguments().size();
    int min = lambda.required().size();
    int max = lambda.rest() != null ? -1 : min + lambda.optionals().size();
    if (count < min || (max >= 0 && count > max)) {
      report(true, "analyze.arity", call, call, callee.name() + ": expected " + expected(min, max) + ", got " + count);
      return;
    }
    List<Local> parameters = CoreWalker.parameters(lambda);
    int positional = min + lambda.optionals().size();
    for (int i = 0; i < count && i < positional; i++) {
      String declared = parameters.get(i).declaredType();
      if (declared == null) {
        continue;
      }
      Core argument = call.arguments().get(i);
      Type expected = Type.parse(declared).asExpected();
      Type actual = types.typeOf(argument);
      Type.Fit fit = expected.accepts(actual);
      String prefix = callee.name() + ": argument " + (i + 1) + " expects " + declared + ", got " + actual;
      if (fit == Type.Fit.NO) {
        report(true, "analyze.argument-type", argument, call, prefix);
      } else if (fit == Type.Fit.MAYBE && !actual.isUnknown() && !actual.isNumeric()) {
        report(false, "analyze.argument-type", argument, call, prefix + " (checked at run time)");
      }
    }
  }

  private static String expected(int min, int max) {
    if (max < 0) {
      return "at least " + min + (min == 1 ? " argument" : " arguments");
    }
    if (min == max) {
      return min + (min == 1 ? " argument" : " arguments");
    }
    return "between " + min + " and " + max + " arguments";
  }

  /** Reports at {@code node}, or at {@code fallback} when the expander gave the node no position. */
  private void report(boolean error, String code, Core node, Core fallback, String message) {
    Core at = node.start() >= 0 ? node : fallback;
    if (at.start() < 0) {
      return;
    }
    out.add(error ? Diagnostic.error(Phase.ANALYZE, code, at.start(), at.end(), message)
        : Diagnostic.warning(Phase.ANALYZE, code, at.start(), at.end(), message));
  }
}
