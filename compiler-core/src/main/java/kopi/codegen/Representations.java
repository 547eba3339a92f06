package kopi.codegen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.analysis.CoreWalker;
import kopi.analysis.KnownProcedures;
import kopi.analysis.ModuleAnalysis;
import kopi.analysis.TypeInference;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.expand.Local;

/**
 * Decides where the code generator uses JVM primitives: the {@link Repr} of every local
 * and parameter, the result of every procedure called directly, and the natural {@link Kind} of
 * an expression, which is the representation its value comes out in when nothing converts it.
 *
 * <p>The rules:
 * <ul>
 *   <li>a parameter of a fixed-arity lambda declared {@code ::int}, {@code ::long} or
 *       {@code ::double} is a primitive, unless a closure captures it and it is assigned (then it
 *       lives in a box, as every such variable does);</li>
 *   <li>a {@code let} variable declared with one of those types is a primitive under the same
 *       condition; one with no declaration, never assigned, whose initial value is typed arithmetic
 *       (a primitive {@link Kind} that is {@linkplain Kind#typed typed}) is too;</li>
 *   <li>a known procedure (called with {@code invokestatic}) returns a primitive when it declares
 *       that result type, or when it is a known local procedure (a named {@code let}) all of whose
 *       results are of one primitive kind; either way only when no tail call in its body needs a
 *       bounce, since a bounce is an object: a primitive result would lose proper tail calls.</li>
 * </ul>
 * A literal integer has kind int but is not typed, and so has the numeric result of a Java method
 * or static field that a call certainly reaches ({@code (s:length)}: int; {@code (Math:sqrt x)}:
 * double): arithmetic only uses JVM instructions, which wrap on overflow, when one operand comes
 * from a declaration ({@code (+ total (s:length))} with {@code total ::long}, as in Kawa), so
 * untyped code such as {@code (* 100000 100000)} or {@code (* (s:length) big)} still promotes to
 * a big integer. Flonum arithmetic is the same on the
 * JVM and in Scheme, so any flonum operand is enough.
 */
final class Representations {

  /**
   * The natural representation of an expression and whether it comes from a declaration (see the
   * class comment). A null {@code repr} marks a self call while its procedure's result is being
   * inferred: it contributes nothing to the join of the branches.
   */
  record Kind(Repr repr, boolean typed) {
    static final Kind OBJECT = new Kind(Repr.OBJECT, false);
    static final Kind BOTTOM = new Kind(null, false);

    boolean isPrimitive() {
      return repr != null && repr.isPrimitive();
    }

    Kind join(Kind other) {
      if (repr == null) {
        return other;
      }
      if (other.repr == null) {
        return this;
      }
      return repr == other.repr ? new Kind(repr, typed || other.typed) : OBJECT;
    }
  }

  private final ModuleAnalysis analysis;
  private final DeclaredTypes declared;
  /** The Java members interop calls certainly reach, whose primitive results are kinds too. */
  private final TypeInference.Result types;
  /** Parameters of fixed-arity lambdas: only they may be primitives. */
  private final Set<Local> fixedParameters = Collections.newSetFromMap(new IdentityHashMap<>());
  /** The initial value of each {@code let} variable. */
  private final Map<Local, Core> letInits = new IdentityHashMap<>();
  /** {@code letrec} variables (internal defines, named lets) bound to a lambda and never assigned. */
  private final Map<Local, Core.Lambda> letrecLambdas = new IdentityHashMap<>();
  private final Map<Local, Repr> locals = new IdentityHashMap<>();
  private final Map<Core.Lambda, Repr> results = new IdentityHashMap<>();
  /** Lambdas whose result is being inferred, innermost last. */
  private final List<Core.Lambda> inProgress = new ArrayList<>();
  /** The kind of each builtin call asked about outside {@link #inProgress} work, by identity. */
  private final java.util.IdentityHashMap<Core, Kind> builtinKinds = new java.util.IdentityHashMap<>();
  /** How many let variables' representations are being decided (their placeholders are in {@link #locals}). */
  private int deciding;

  Representations(List<Core> body, ModuleAnalysis analysis, DeclaredTypes declared, TypeInference.Result types) {
    this.analysis = analysis;
    this.declared = declared == null ? new DeclaredTypes() : declared;
    this.types = types;
    body.forEach(this::scan);
  }

  private void scan(Core node) {
    if (node instanceof Core.Lambda lambda && KnownProcedures.isFixedArity(lambda)) {
      fixedParameters.addAll(lambda.required());
    } else if (node instanceof Core.Let let) {
      for (int i = 0; i < let.locals().size(); i++) {
        letInits.put(let.locals().get(i), let.inits().get(i));
      }
    } else if (node instanceof Core.Letrec letrec) {
      for (int i = 0; i < letrec.locals().size(); i++) {
        if (letrec.inits().get(i) instanceof Core.Lambda lambda
            && !analysis.assigned().contains(letrec.locals().get(i))) {
          letrecLambdas.put(letrec.locals().get(i), lambda);
        }
      }
    }
    CoreWalker.forEachChild(node, this::scan);
  }

  /** The representation of {@code local} in the method that binds it. */
  Repr local(Local local) {
    Repr known = locals.get(local);
    if (known != null) {
      return known;
    }
    Repr repr = decideLocal(local);
    locals.put(local, repr);
    return repr;
  }

  private Repr decideLocal(Local local) {
    if (analysis.isBoxed(local)) {
      return Repr.OBJECT;
    }
    if (fixedParameters.contains(local)) {
      return Repr.ofDeclared(local.declaredType());
    }
    Core init = letInits.get(local);
    if (init == null) {
      return Repr.OBJECT;
    }
    if (local.declaredType() != null) {
      return Repr.ofDeclared(local.declaredType());
    }
    if (analysis.assigned().contains(local) || init instanceof Core.Const) {
      return Repr.OBJECT;
    }
    // Placeholder while the initial value's kind is computed, in case it mentions the variable.
    locals.put(local, Repr.OBJECT);
    Kind kind;
    deciding++;
    try {
      kind = kind(init);
    } finally {
      deciding--;
    }
    return kind.isPrimitive() && (kind.typed() || kind.repr() == Repr.DOUBLE) ? kind.repr() : Repr.OBJECT;
  }

  /** The representation of the result of {@code lambda}'s static method. */
  Repr result(Core.Lambda lambda) {
    Repr known = results.get(lambda);
    if (known != null) {
      return known;
    }
    if (inProgress.contains(lambda)) {
      return Repr.OBJECT;
    }
    inProgress.add(lambda);
    Repr repr;
    try {
      repr = decideResult(lambda);
    } finally {
      inProgress.remove(inProgress.size() - 1);
    }
    results.put(lambda, repr);
    return repr;
  }

  private Repr decideResult(Core.Lambda lambda) {
    if (!KnownProcedures.isFixedArity(lambda) || !calledDirectly(lambda)) {
      return Repr.OBJECT;
    }
    Repr wanted = Repr.ofDeclared(declared.returnType(lambda));
    if (wanted == Repr.OBJECT) {
      if (declared.returnType(lambda) != null || !analysis.isKnownLocalLambda(lambda)) {
        return Repr.OBJECT;
      }
      Kind kind = kind(lambda.body());
      if (!kind.isPrimitive() || !(kind.typed() || kind.repr() == Repr.DOUBLE)) {
        return Repr.OBJECT;
      }
      wanted = kind.repr();
    }
    return tailCallsStayCalls(lambda, lambda.body()) ? wanted : Repr.OBJECT;
  }

  private boolean calledDirectly(Core.Lambda lambda) {
    return analysis.isKnownLambda(lambda);
  }

  /**
   * True when every call in tail position of {@code node} can be an ordinary call: a self call
   * (a jump), a builtin that never bounces, or a known local procedure that itself returns a
   * primitive (so it never bounces either).
   */
  private boolean tailCallsStayCalls(Core.Lambda self, Core node) {
    if (node instanceof Core.If branch) {
      return tailCallsStayCalls(self, branch.then()) && tailCallsStayCalls(self, branch.otherwise());
    }
    if (node instanceof Core.Seq seq) {
      return tailCallsStayCalls(self, seq.body().get(seq.body().size() - 1));
    }
    if (node instanceof Core.Let let) {
      return tailCallsStayCalls(self, let.body());
    }
    if (node instanceof Core.Letrec letrec) {
      return tailCallsStayCalls(self, letrec.body());
    }
    if (node instanceof Core.Call call) {
      if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
        BuiltinCall direct = BuiltinCall.find(ref.global().name(), call.arguments().size());
        return direct == null || !direct.mayBounce() || PrimitiveOps.isPrimitive(this, call);
      }
      Core.Lambda target = knownTarget(call.function());
      if (target == self) {
        return true;
      }
      return target != null && call.function() instanceof Core.LocalRef
          && call.arguments().size() == target.required().size() && result(target).isPrimitive();
    }
    return true;
  }

  /**
   * The lambda {@code function} always holds when it is a {@code letrec} variable never assigned,
   * known or not, else null. Inside that lambda the variable is the procedure running, so a tail
   * call of it there is a self call, even where other calls of it need the procedure object.
   */
  Core.Lambda letrecLambda(Core function) {
    return function instanceof Core.LocalRef ref ? letrecLambdas.get(ref.local()) : null;
  }

  /** The lambda a call certainly reaches with {@code invokestatic}, or null. */
  Core.Lambda knownTarget(Core function) {
    if (function instanceof Core.LocalRef ref) {
      return analysis.knownLocals().get(ref.local());
    }
    if (function instanceof Core.GlobalRef ref) {
      return analysis.knownGlobals().get(ref.global());
    }
    return null;
  }

  /** The natural kind of {@code node}: the representation its code leaves when not converted. */
  Kind kind(Core node) {
    if (node instanceof Core.Const c) {
      if (c.value() instanceof Long l) {
        return new Kind(l == (int) (long) l ? Repr.INT : Repr.LONG, false);
      }
      return c.value() instanceof Double ? new Kind(Repr.DOUBLE, false) : Kind.OBJECT;
    }
    if (node instanceof Core.LocalRef ref) {
      Repr repr = local(ref.local());
      return repr.isPrimitive() ? new Kind(repr, true) : Kind.OBJECT;
    }
    if (node instanceof Core.If branch) {
      return kind(branch.then()).join(kind(branch.otherwise()));
    }
    if (node instanceof Core.Seq seq) {
      return kind(seq.body().get(seq.body().size() - 1));
    }
    if (node instanceof Core.Let let) {
      return kind(let.body());
    }
    if (node instanceof Core.Letrec letrec) {
      return kind(letrec.body());
    }
    if (node instanceof Core.Call call) {
      String interop = JavaCall.builtin(call);
      if (interop != null) {
        Repr repr = JavaCall.primitiveResult(interop, types == null ? null : types.javaTarget(call));
        return repr == null ? Kind.OBJECT : new Kind(repr, false);
      }
      if (call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
        // Asked again for every enclosing call while emitting, so nested arithmetic would cost
        // quadratic time without the cache; kept only once no decision is in progress (a known
        // procedure's result, a let variable's representation), while which kinds are provisional.
        if (!inProgress.isEmpty() || deciding > 0) {
          return PrimitiveOps.kind(this, ref.global().name(), call.arguments());
        }
        Kind known = builtinKinds.get(call);
        if (known == null) {
          known = PrimitiveOps.kind(this, ref.global().name(), call.arguments());
          builtinKinds.put(call, known);
        }
        return known;
      }
      Core.Lambda target = knownTarget(call.function());
      if (target != null && KnownProcedures.isFixedArity(target)
          && call.arguments().size() == target.required().size()) {
        if (!inProgress.isEmpty() && inProgress.get(inProgress.size() - 1) == target) {
          return Kind.BOTTOM;
        }
        Repr repr = result(target);
        return repr.isPrimitive() ? new Kind(repr, true) : Kind.OBJECT;
      }
    }
    return Kind.OBJECT;
  }
}
