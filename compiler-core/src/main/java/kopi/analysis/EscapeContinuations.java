package kopi.analysis;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Function;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Finds the {@code call/cc} calls whose continuation can only be used while the call is running,
 * so that they can be compiled as cheap escape-only continuations ({@code %call/ec}) instead of
 * capturing the whole stack.
 *
 * <p>A full capture unwinds and rebuilds every frame down to the driver, which costs tens of
 * microseconds; the common idiom {@code (call/cc (lambda (return) ... (return x) ...))} never
 * needs it, because {@code return} cannot be called after the {@code call/cc} has returned. The
 * rule is deliberately simple and conservative: the receiver is a lambda literal with one
 * parameter {@code k}; {@code k} is never assigned and only ever appears in operator position; and
 * every lambda that mentions {@code k} is itself only called: applied directly, bound by
 * {@code let}/{@code letrec} to a name that is only called (named {@code let} loops), or passed to a
 * builtin that calls its procedure arguments only before it returns ({@link #NON_RETAINING}), or
 * {@code k} itself is passed to a known procedure (a global of the module defined once by a lambda
 * and never assigned, or a known local: {@link KnownProcedures}, which are always that lambda)
 * whose parameter in that place follows the same rule in its body, as in CPS code that hands its
 * escape on ({@code (call/cc (lambda (k) (ctak-aux k x y z)))}). Any other use (passing {@code k} or
 * such a lambda to an unknown procedure, storing it, returning it) keeps the full, re-entrant
 * {@code call/cc}.
 */
public final class EscapeContinuations {
  /** The known procedures: the lambda a call's operator always holds, or null. */
  private final Function<Core, Core.Lambda> known;
  /** The parameters of known procedures being checked, taken as contained while they are (recursion). */
  private final Set<Local> assumed = new HashSet<>();
  /** How many more parameters of known procedures one verdict may check; past it the verdict is no. */
  private int budget = PARAMETER_BUDGET;

  /** The most parameters of known procedures one verdict checks, so that a large module stays linear. */
  private static final int PARAMETER_BUDGET = 200;

  private EscapeContinuations(Function<Core, Core.Lambda> known) {
    this.known = known;
  }

  /** Builtins that call their procedure arguments only during the call and keep no reference. */
  private static final Set<String> NON_RETAINING = Set.of("for-each", "map", "vector-for-each",
      "vector-map", "string-for-each", "string-map", "dynamic-wind", "with-exception-handler",
      "%guard", "call-with-values", "apply", "call-with-current-continuation", "call/cc", "%call/ec",
      "call-with-output-string", "call-with-input-string", "call-with-port", "assoc", "member", "list-sort",
      "vector-sort");

  /**
   * True when {@code call} is {@code (call/cc (lambda (k) ...))} and {@code k} cannot outlive it,
   * passing {@code k} to no procedure of the module (no known procedures).
   */
  public static boolean isEscapeOnly(Core.Call call) {
    return isEscapeOnly(call, function -> null);
  }

  /**
   * True when {@code call} is {@code (call/cc (lambda (k) ...))} and {@code k} cannot outlive it;
   * {@code known} gives the lambda a call's operator always holds (a known procedure), else null.
   */
  public static boolean isEscapeOnly(Core.Call call, Function<Core, Core.Lambda> known) {
    if (!(call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && (ref.global().name().equals("call/cc")
            || ref.global().name().equals("call-with-current-continuation")))) {
      return false;
    }
    if (call.arguments().size() != 1 || !(call.arguments().get(0) instanceof Core.Lambda receiver)
        || receiver.required().size() != 1 || !receiver.optionals().isEmpty() || receiver.rest() != null) {
      return false;
    }
    return new EscapeContinuations(known).contained(receiver.body(), receiver.required().get(0));
  }

  /** True when no use of {@code k} inside {@code node} lets it escape. */
  private boolean contained(Core node, Local k) {
    if (node instanceof Core.LocalRef ref) {
      // A reference that is not an operator hands the continuation out as a value.
      return ref.local() != k;
    }
    if (node instanceof Core.LocalSet set) {
      return set.local() != k && contained(set.value(), k);
    }
    if (node instanceof Core.Lambda lambda) {
      // A lambda used as a value: fine only if it does not mention k.
      return !CoreWalker.mentions(lambda, k);
    }
    if (node instanceof Core.CaseLambda clauses) {
      return !CoreWalker.mentions(clauses, k);
    }
    if (node instanceof Core.Call call) {
      return callContained(call, k);
    }
    if (node instanceof Core.Let let) {
      return bindingsContained(let.locals(), let.inits(), let.body(), k);
    }
    if (node instanceof Core.Letrec letrec) {
      return bindingsContained(letrec.locals(), letrec.inits(), letrec.body(), k);
    }
    boolean[] ok = {true};
    CoreWalker.forEachChild(node, child -> ok[0] &= contained(child, k));
    return ok[0];
  }

  private boolean callContained(Core.Call call, Local k) {
    Core function = call.function();
    boolean calledOnly;
    if (function instanceof Core.LocalRef ref && ref.local() == k) {
      calledOnly = true;
    } else if (function instanceof Core.Lambda lambda) {
      calledOnly = bodyContained(lambda, k);
    } else {
      calledOnly = contained(function, k);
    }
    if (!calledOnly) {
      return false;
    }
    boolean nonRetaining = function instanceof Core.GlobalRef ref && ref.global().isBuiltin()
        && NON_RETAINING.contains(ref.global().name());
    Core.Lambda target = known.apply(function);
    if (target != null && (!KnownProcedures.isFixedArity(target)
        || target.required().size() != call.arguments().size())) {
      target = null;
    }
    for (int i = 0; i < call.arguments().size(); i++) {
      Core argument = call.arguments().get(i);
      boolean ok = nonRetaining && argument instanceof Core.Lambda lambda
          ? bodyContained(lambda, k)
          : target != null && argument instanceof Core.LocalRef ref && ref.local() == k
              ? parameterContained(target, target.required().get(i))
          : contained(argument, k);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code parameter} of known procedure {@code target}, given {@code k}, keeps it contained
   * in the body: the same rule as for {@code k}. A parameter already being checked (a recursive
   * procedure passing its escape on) counts as contained; the check that assumed it decides.
   */
  private boolean parameterContained(Core.Lambda target, Local parameter) {
    if (assumed.contains(parameter)) {
      return true;
    }
    if (budget-- <= 0) {
      return false;
    }
    assumed.add(parameter);
    try {
      return bodyContained(target, parameter);
    } finally {
      assumed.remove(parameter);
    }
  }

  /**
   * {@code let} and {@code letrec}: a lambda init that mentions {@code k} is allowed when its name is
   * only ever called and never assigned, as in a named-let loop that escapes with {@code k}.
   */
  private boolean bindingsContained(java.util.List<Local> locals, java.util.List<Core> inits,
      Core body, Local k) {
    for (int i = 0; i < locals.size(); i++) {
      Core init = inits.get(i);
      if (init instanceof Core.Lambda lambda && CoreWalker.mentions(lambda, k)) {
        Local name = locals.get(i);
        if (!bodyContained(lambda, k) || !onlyCalled(body, name)) {
          return false;
        }
        for (Core other : inits) {
          if (!onlyCalled(other, name)) {
            return false;
          }
        }
      } else if (!contained(init, k)) {
        return false;
      }
    }
    return contained(body, k);
  }

  private boolean bodyContained(Core.Lambda lambda, Local k) {
    for (Core.OptionalParam optional : lambda.optionals()) {
      if (optional.defaultValue() != null && !contained(optional.defaultValue(), k)) {
        return false;
      }
    }
    return contained(lambda.body(), k);
  }

  /** True when {@code local} appears in {@code node} only as the operator of calls. */
  private static boolean onlyCalled(Core node, Local local) {
    if (node instanceof Core.LocalRef ref) {
      return ref.local() != local;
    }
    if (node instanceof Core.LocalSet set && set.local() == local) {
      return false;
    }
    if (node instanceof Core.Call call && call.function() instanceof Core.LocalRef ref && ref.local() == local) {
      for (Core argument : call.arguments()) {
        if (!onlyCalled(argument, local)) {
          return false;
        }
      }
      return true;
    }
    boolean[] ok = {true};
    CoreWalker.forEachChild(node, child -> ok[0] &= onlyCalled(child, local));
    return ok[0];
  }

}
