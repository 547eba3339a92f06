package kopi.analysis;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;

/**
 * Every side table the back end needs for one module, computed by running the small passes of
 * this package in order.
 *
 * @param freeVariables free locals of each lambda
 * @param assigned      locals some {@code set!} assigns
 * @param tailCalls     calls in tail position
 * @param knownGlobals  globals always bound to one lambda (see {@link KnownProcedures})
 * @param knownLocals   local procedures that never need an object
 * @param environments  what each lambda captures (see {@link Environments})
 * @param boxed         locals that live in a one-element array because a closure captures them
 *                      and their value can change after the capture
 * @param inlineLoops   loops emitted inline in the method that contains them (see {@link InlineLoops})
 * @param knownLambdas  the values of {@code knownGlobals} and {@code knownLocals}, by identity
 * @param knownLocalLambdas the values of {@code knownLocals}, by identity
 */
public record ModuleAnalysis(
    Map<Core.Lambda, Set<Local>> freeVariables,
    Set<Local> assigned,
    Set<Core.Call> tailCalls,
    Map<Global, Core.Lambda> knownGlobals,
    Map<Local, Core.Lambda> knownLocals,
    Map<Core.Lambda, List<Local>> environments,
    Set<Local> boxed,
    Set<Core.Lambda> inlineLoops,
    Set<Core.Lambda> knownLambdas,
    Set<Core.Lambda> knownLocalLambdas,
    Set<Core.Lambda> globalChainEnders) {

  /**
   * Analyses {@code body}. {@code moduleOwner} is the class owning the module's globals, or null for
   * session code, whose globals can always be redefined and are never known.
   */
  public static ModuleAnalysis analyze(List<Core> body, String moduleOwner) {
    Map<Core.Lambda, Set<Local>> free = FreeVariables.of(body);
    Set<Local> assigned = AssignedVariables.of(body);
    Set<Core.Call> tail = TailPositions.of(body);
    KnownProcedures.Result known = KnownProcedures.of(body, moduleOwner, tail, assigned);
    Map<Core.Lambda, List<Local>> environments = Environments.of(free, known.locals());
    Set<Local> boxed = BoxedVariables.of(body, environments, assigned, known.locals());
    Set<Core.Lambda> inline = InlineLoops.of(body, known.locals(), tail);
    Set<Core.Lambda> knownLocalLambdas = identitySet();
    knownLocalLambdas.addAll(known.locals().values());
    Set<Core.Lambda> knownLambdas = identitySet();
    knownLambdas.addAll(knownLocalLambdas);
    knownLambdas.addAll(known.globals().values());
    return new ModuleAnalysis(free, assigned, tail, known.globals(), known.locals(), environments, boxed,
        inline, knownLambdas, knownLocalLambdas, known.globalChainEnders());
  }

  /**
   * Whether {@code lambda} (this very node) is the value of a known global or a known local. The
   * maps' {@code containsValue} would compare {@link Core} records structurally, which walks whole
   * bodies (last component first) for every value in the map: quadratic in the size of the module.
   */
  public boolean isKnownLambda(Core.Lambda lambda) {
    return knownLambdas.contains(lambda);
  }

  /** Whether {@code lambda} (this very node) is the value of a known local. */
  public boolean isKnownLocalLambda(Core.Lambda lambda) {
    return knownLocalLambdas.contains(lambda);
  }

  /**
   * Whether {@code lambda} is the value of a known global that ends chains of direct tail calls
   * ({@link KnownProcedures}), so that a tail call of it may be a direct call.
   */
  public boolean endsTailChains(Core.Lambda lambda) {
    return globalChainEnders.contains(lambda);
  }

  public boolean isBoxed(Local local) {
    return boxed.contains(local);
  }

  public boolean isInline(Core.Lambda lambda) {
    return inlineLoops.contains(lambda);
  }

  public boolean isTail(Core.Call call) {
    return tailCalls.contains(call);
  }

  static <T> Set<T> identitySet() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }
}
