package kopi.analysis;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.expand.Local;
import kopi.runtime.TypeCheck;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Checks values stored where a type is declared: {@code (define x ::int "a")}, a typed {@code let}
 * variable's initialiser, a {@code set!} of a typed variable, and a procedure body against its
 * declared result type. Only a definite mismatch is reported (an error); whatever may fit is left
 * to the run-time checks ({@code kopi.runtime.TypeCheck}: typed parameters on entry, results at the
 * procedure's end, stores where the value is unboxed or stored as an object, {@code ::string} and
 * {@code ::bytevector} ones through {@code %declared-value}), and a warning on every
 * {@code integer} stored in an {@code ::int} would drown the real ones.
 */
public final class DeclarationChecks {
  private final TypeInference.Result types;
  private final DeclaredTypes declared;
  private final List<Diagnostic> out;

  private DeclarationChecks(TypeInference.Result types, DeclaredTypes declared, List<Diagnostic> out) {
    this.types = types;
    this.declared = declared == null ? new DeclaredTypes() : declared;
    this.out = out;
  }

  /** Adds the diagnostics of {@code body} to {@code out}. */
  public static void check(List<Core> body, TypeInference.Result types, DeclaredTypes declared,
      List<Diagnostic> out) {
    DeclarationChecks pass = new DeclarationChecks(types, declared, out);
    body.forEach(pass::walk);
  }

  private void walk(Core node) {
    if (node instanceof Core.GlobalDefine d) {
      store(d.global().name(), declared.globalType(d.global()), d.value(), d);
    } else if (node instanceof Core.GlobalSet s) {
      store(s.global().name(), declared.globalType(s.global()), s.value(), s);
    } else if (node instanceof Core.LocalSet s) {
      store(s.local().name(), s.local().declaredType(), s.value(), s);
    } else if (node instanceof Core.Let l) {
      bindings(l.locals(), l.inits(), l);
    } else if (node instanceof Core.Letrec l) {
      bindings(l.locals(), l.inits(), l);
    } else if (node instanceof Core.Lambda l) {
      result(l);
    }
    CoreWalker.forEachChild(node, this::walk);
  }

  private void bindings(List<Local> locals, List<Core> inits, Core form) {
    for (int i = 0; i < locals.size(); i++) {
      store(locals.get(i).name(), locals.get(i).declaredType(), inits.get(i), form);
    }
  }

  private void store(String name, String type, Core value, Core form) {
    if (type == null || TypeCheck.storesTruth(type)) {
      return;
    }
    Type actual = types.typeOf(value);
    if (Type.parse(type, declared).asExpected().accepts(actual) == Type.Fit.NO) {
      report("analyze.value-type", value, form, name + ": expected " + type + ", got " + actual);
    }
  }

  private void result(Core.Lambda lambda) {
    String type = declared.returnType(lambda);
    if (type == null || TypeCheck.storesTruth(type)) {
      return;
    }
    Core body = lambda.body();
    while (body instanceof Core.Seq seq) {
      body = seq.body().get(seq.body().size() - 1);
    }
    Type actual = types.typeOf(body);
    Type expected = Type.parse(type, declared).asExpected();
    String name = lambda.name() == null ? "lambda" : lambda.name();
    if (expected.accepts(actual) == Type.Fit.NO) {
      report("analyze.result-type", body, lambda, name + ": result expects " + type + ", got " + actual);
      return;
    }
    String prefix = name + ": result expects " + type + ", got ";
    tails(body, expected, prefix, java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()));
  }

  /**
   * Warns about each expression in a tail position of a result declared {@code expected} that can
   * never match it, while others may: a branch that fails whenever it is taken (checked at run
   * time, and a warning in Kawa too). The tail positions of a named {@code let} in tail position
   * are its procedure's, its own calls left out; {@code seen} holds the loops already walked.
   */
  private void tails(Core node, Type expected, String prefix, java.util.Set<Core.Lambda> seen) {
    if (node instanceof Core.Seq seq) {
      tails(seq.body().get(seq.body().size() - 1), expected, prefix, seen);
    } else if (node instanceof Core.If branch) {
      tails(branch.then(), expected, prefix, seen);
      tails(branch.otherwise(), expected, prefix, seen);
    } else if (node instanceof Core.Let let) {
      tails(let.body(), expected, prefix, seen);
    } else if (node instanceof Core.Letrec letrec) {
      tails(letrec.body(), expected, prefix, seen);
      for (int i = 0; i < letrec.locals().size(); i++) {
        if (letrec.inits().get(i) instanceof Core.Lambda loop && isCalledInTail(letrec.body(), letrec.locals().get(i))
            && seen.add(loop)) {
          tails(loop.body(), expected, prefix, seen);
        }
      }
    } else if (!(node instanceof Core.Call call && call.function() instanceof Core.LocalRef)) {
      Type actual = types.typeOf(node);
      if (!actual.isUnknown() && expected.accepts(actual) == Type.Fit.NO && node.start() >= 0) {
        out.add(Diagnostic.warning(Phase.ANALYZE, "analyze.result-type", node.start(), node.end(),
            prefix + actual + " (checked at run time)"));
      }
    }
  }

  /** Whether {@code node}, a tail position, is a call of {@code local} (through {@code begin}, {@code if}, {@code let}). */
  private static boolean isCalledInTail(Core node, Local local) {
    if (node instanceof Core.Seq seq) {
      return isCalledInTail(seq.body().get(seq.body().size() - 1), local);
    }
    if (node instanceof Core.If branch) {
      return isCalledInTail(branch.then(), local) || isCalledInTail(branch.otherwise(), local);
    }
    if (node instanceof Core.Let let) {
      return isCalledInTail(let.body(), local);
    }
    return node instanceof Core.Call call && call.function() instanceof Core.LocalRef ref && ref.local() == local;
  }

  private void report(String code, Core node, Core fallback, String message) {
    Core at = node.start() >= 0 ? node : fallback;
    if (at.start() >= 0) {
      out.add(Diagnostic.error(Phase.ANALYZE, code, at.start(), at.end(), message));
    }
  }
}
