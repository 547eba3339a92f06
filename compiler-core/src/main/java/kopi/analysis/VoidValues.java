package kopi.analysis;

import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.runtime.Unspecified;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Warns, as Kawa does, where a value is used that is always {@code #!void}: an {@code if} without
 * an else branch (or {@code when}, {@code unless}, a {@code cond} or {@code case} without
 * {@code else}) whose value is needed, "missing else where value is required"; a call whose result
 * is always void, such as {@code vector-set!} or a Java {@code void} method, or a {@code set!},
 * "void-valued expression where value is needed".
 *
 * <p>A value is needed when it is an operand or the operator of a call, the test of an {@code if},
 * the initial value of a variable, or the value of a top-level definition. It is not needed in a
 * procedure's result, a non-final expression of a sequence, or the value of a {@code set!}. Calls
 * of {@link #VOID_ACCEPTING} take {@code #!void} as a value on purpose ({@code (display (when debug
 * x))} prints nothing), and Kawa does not warn there either.
 */
final class VoidValues {
  /** The builtins whose operands may be void without a warning. */
  static final Set<String> VOID_ACCEPTING = Set.of("display", "write", "newline", "values");

  private final TypeInference.Result types;
  private final List<Diagnostic> out;

  private VoidValues(TypeInference.Result types, List<Diagnostic> out) {
    this.types = types;
    this.out = out;
  }

  static void check(List<Core> forms, TypeInference.Result types, List<Diagnostic> out) {
    VoidValues pass = new VoidValues(types, out);
    forms.forEach(form -> pass.walk(form, false));
  }

  private void walk(Core node, boolean needed) {
    if (needed) {
      report(node);
    }
    if (node instanceof Core.If i) {
      walk(i.test(), true);
      walk(i.then(), needed);
      walk(i.otherwise(), needed);
    } else if (node instanceof Core.Seq s) {
      for (int k = 0; k < s.body().size(); k++) {
        walk(s.body().get(k), needed && k == s.body().size() - 1);
      }
    } else if (node instanceof Core.Call c) {
      boolean accepting = c.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
          && VOID_ACCEPTING.contains(ref.global().name());
      walk(c.function(), true);
      BuiltinSignatures.Signature signature = c.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
          ? BuiltinSignatures.of(ref.global().name()) : null;
      for (int k = 0; k < c.arguments().size(); k++) {
        // An operand of a declared type is the call checks' to report ("expects string, got unspecified").
        boolean typed = signature != null && signature.parameterType(c.arguments().size(), k) != null;
        walk(c.arguments().get(k), !accepting && !typed);
      }
    } else if (node instanceof Core.Let l) {
      l.inits().forEach(init -> walk(init, true));
      walk(l.body(), needed);
    } else if (node instanceof Core.Letrec l) {
      for (int k = 0; k < l.inits().size(); k++) {
        // An expression among a body's definitions is an init of a variable of no name and no place.
        Local local = l.locals().get(k);
        walk(l.inits().get(k), local.start() >= 0);
      }
      walk(l.body(), needed);
    } else if (node instanceof Core.GlobalDefine d) {
      walk(d.value(), true);
    } else {
      CoreWalker.forEachChild(node, child -> walk(child, false));
    }
  }

  private void report(Core node) {
    if (node.start() < 0) {
      return;
    }
    Core at = node instanceof Core.If i ? missingBranch(i) : null;
    if (at != null) {
      // At the form that has no else: the if, when or unless, or the whole cond or case.
      out.add(Diagnostic.warning(Phase.ANALYZE, "analyze.missing-else", at.start(), at.end(),
          "missing else where value is required"));
    } else if (node instanceof Core.LocalSet || node instanceof Core.GlobalSet
        || node instanceof Core.Call && types.typeOf(node).atoms().equals(Type.UNSPECIFIED.atoms())) {
      out.add(Diagnostic.warning(Phase.ANALYZE, "analyze.void-value", node.start(), node.end(),
          "void-valued expression where value is needed"));
    }
  }

  /**
   * The {@code #!void} the expander put for a missing else branch (or, for {@code unless}, the
   * branch taken when the test holds), or null. It stands at the form that lacks the branch, which
   * starts where the {@code if} does or (for {@code cond}) before it; a {@code #!void} written as a
   * branch starts after the test.
   */
  private static Core missingBranch(Core.If node) {
    for (Core branch : List.of(node.otherwise(), node.then())) {
      if (branch instanceof Core.Const c && c.value() == Unspecified.VALUE && c.start() >= 0
          && c.start() <= node.start()) {
        return branch;
      }
    }
    return null;
  }
}
