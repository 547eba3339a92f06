package kopi.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Global;
import kopi.expand.Local;

/**
 * Finds the procedures the code generator may call directly with {@code invokestatic}.
 *
 * <p>A <em>known global</em> is a variable of the module being compiled defined exactly once, by
 * a top-level {@code define} of a lambda, and never assigned: its value is always that lambda
 * once defined, so a call with the right number of arguments can skip the procedure object.
 *
 * <p>A <em>known local</em> is a {@code let}/{@code letrec} variable bound to a lambda of fixed
 * arity, never assigned, and only ever called with that arity, where each call in tail position is
 * either a self call (compiled as a jump) or comes from the lambda that contains the binding form.
 * Such a procedure needs no object at all. The tail rule keeps proper tail calls: a direct tail
 * call only ever goes to itself or strictly inwards in the lexical nesting, so direct tail calls
 * cannot form an unbounded chain; every other tail call goes through a procedure object and a
 * bounce. A procedure (a local bound to a lambda, or a known global) <em>ends chains</em> when
 * each of its own tail calls is a self call, a call of something that is neither (which bounces),
 * or a call of a procedure that ends chains itself; a tail call of such a procedure from anywhere
 * (a continuation closure in CPS code, a closure the procedure's binder returns, a lambda passed
 * to {@code map}) may be direct too. That is a least fixed point ({@link #chainEnders}): a
 * procedure on a cycle of tail calls between such procedures never ends chains, so every chain of
 * direct tail calls through enders is no longer than the number of procedures.
 */
public final class KnownProcedures {
  /** One occurrence of a local in the code. */
  private record Use(boolean isCall, int argumentCount, boolean isTail, Core.Lambda enclosing) {}

  private final Set<Core.Call> tailCalls;
  private final Set<Local> assigned;
  private final Map<Local, List<Use>> uses = new IdentityHashMap<>();
  private final Map<Local, Core.Lambda> boundLambda = new IdentityHashMap<>();
  private final Map<Local, Core.Lambda> binder = new IdentityHashMap<>();
  private final Map<Global, Integer> definitions = new HashMap<>();
  private final Map<Global, Core.Lambda> definedLambda = new HashMap<>();
  private final Set<Global> globalAssigned = new HashSet<>();

  private KnownProcedures(Set<Core.Call> tailCalls, Set<Local> assigned) {
    this.tailCalls = tailCalls;
    this.assigned = assigned;
  }

  /**
   * The result: known globals and known locals with the lambda each one always holds, and the
   * lambdas of the known globals that end chains of direct tail calls, which a tail call may call
   * directly too.
   */
  public record Result(Map<Global, Core.Lambda> globals, Map<Local, Core.Lambda> locals,
      Set<Core.Lambda> globalChainEnders) {}

  /**
   * Runs the pass. {@code moduleOwner} is the class that owns the module's globals, or null when no
   * global may be known (a session, where any later form may redefine any variable).
   */
  public static Result of(List<Core> body, String moduleOwner, Set<Core.Call> tailCalls, Set<Local> assigned) {
    KnownProcedures pass = new KnownProcedures(tailCalls, assigned);
    for (Core form : body) {
      pass.walk(form, null);
    }
    Map<Global, Core.Lambda> globals = new HashMap<>();
    if (moduleOwner != null) {
      pass.definedLambda.forEach((global, lambda) -> {
        if (global.owner().equals(moduleOwner) && pass.definitions.get(global) == 1
            && !pass.globalAssigned.contains(global)) {
          globals.put(global, lambda);
        }
      });
    }
    Map<Local, Core.Lambda> locals = new IdentityHashMap<>();
    Set<Object> enders = pass.chainEnders(globals);
    pass.boundLambda.forEach((local, lambda) -> {
      if (pass.isKnownLocal(local, lambda, enders)) {
        locals.put(local, lambda);
      }
    });
    Set<Core.Lambda> globalEnders = ModuleAnalysis.identitySet();
    globals.forEach((global, lambda) -> {
      if (enders.contains(global)) {
        globalEnders.add(lambda);
      }
    });
    return new Result(globals, locals, globalEnders);
  }

  /** True when the lambda takes exactly its required parameters. */
  public static boolean isFixedArity(Core.Lambda lambda) {
    return lambda.optionals().isEmpty() && lambda.rest() == null;
  }

  private boolean isKnownLocal(Local local, Core.Lambda lambda, Set<Object> enders) {
    if (assigned.contains(local) || !isFixedArity(lambda)) {
      return false;
    }
    int arity = lambda.required().size();
    for (Use use : uses.getOrDefault(local, List.of())) {
      if (!use.isCall() || use.argumentCount() != arity) {
        return false;
      }
      if (use.isTail() && use.enclosing() != lambda && use.enclosing() != binder.get(local)
          && !enders.contains(local)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The procedures that end chains of direct tail calls (see the class comment): the locals bound
   * to lambdas and the known globals whose tail calls, self calls left out, go only to such
   * procedures that end chains. Found from the graph of tail calls between them by counting down,
   * for each procedure, the callees not yet known to end chains, so the pass is linear in the size
   * of that graph. The set holds {@link Local}s and {@link Global}s.
   */
  private Set<Object> chainEnders(Map<Global, Core.Lambda> knownGlobals) {
    Map<Object, Core.Lambda> procedures = new HashMap<>(knownGlobals);
    procedures.putAll(boundLambda);
    Map<Object, Set<Object>> callees = new HashMap<>();
    Map<Object, List<Object>> callers = new HashMap<>();
    List<Object> ready = new ArrayList<>();
    for (Map.Entry<Object, Core.Lambda> entry : procedures.entrySet()) {
      Object procedure = entry.getKey();
      Set<Object> targets = new HashSet<>();
      tailCallees(procedure, entry.getValue().body(), procedures, targets);
      callees.put(procedure, targets);
      for (Object target : targets) {
        callers.computeIfAbsent(target, key -> new ArrayList<>()).add(procedure);
      }
      if (targets.isEmpty()) {
        ready.add(procedure);
      }
    }
    Set<Object> enders = new HashSet<>();
    while (!ready.isEmpty()) {
      Object done = ready.remove(ready.size() - 1);
      enders.add(done);
      for (Object caller : callers.getOrDefault(done, List.of())) {
        Set<Object> waiting = callees.get(caller);
        waiting.remove(done);
        if (waiting.isEmpty() && !enders.contains(caller)) {
          ready.add(caller);
        }
      }
    }
    return enders;
  }

  /**
   * Adds to {@code targets} the procedures of {@code procedures} (locals and known globals) that
   * {@code node}, the body of {@code self}'s lambda with nested lambdas left out, calls in tail
   * position, other than {@code self}.
   */
  private void tailCallees(Object self, Core node, Map<Object, Core.Lambda> procedures, Set<Object> targets) {
    if (node instanceof Core.Lambda) {
      return;
    }
    if (node instanceof Core.Call call && tailCalls.contains(call)) {
      Object callee = call.function() instanceof Core.LocalRef ref ? ref.local()
          : call.function() instanceof Core.GlobalRef ref ? ref.global() : null;
      if (callee != null && !callee.equals(self) && procedures.containsKey(callee)) {
        targets.add(callee);
      }
    }
    CoreWalker.forEachChild(node, child -> tailCallees(self, child, procedures, targets));
  }

  private void walk(Core node, Core.Lambda enclosing) {
    if (node instanceof Core.LocalRef ref) {
      use(ref.local(), new Use(false, 0, false, enclosing));
    } else if (node instanceof Core.Call call) {
      if (call.function() instanceof Core.LocalRef ref) {
        use(ref.local(), new Use(true, call.arguments().size(), tailCalls.contains(call), enclosing));
      } else {
        walk(call.function(), enclosing);
      }
      call.arguments().forEach(argument -> walk(argument, enclosing));
    } else if (node instanceof Core.Lambda lambda) {
      CoreWalker.forEachChild(lambda, child -> walk(child, lambda));
    } else if (node instanceof Core.Let let) {
      bind(let.locals(), let.inits(), enclosing);
      CoreWalker.forEachChild(node, child -> walk(child, enclosing));
    } else if (node instanceof Core.Letrec letrec) {
      bind(letrec.locals(), letrec.inits(), enclosing);
      CoreWalker.forEachChild(node, child -> walk(child, enclosing));
    } else if (node instanceof Core.GlobalDefine define) {
      definitions.merge(define.global(), 1, Integer::sum);
      if (define.value() instanceof Core.Lambda lambda && enclosing == null) {
        definedLambda.put(define.global(), lambda);
      } else {
        // A definition that is not a plain lambda makes the global unknowable.
        definitions.merge(define.global(), 1, Integer::sum);
      }
      walk(define.value(), enclosing);
    } else if (node instanceof Core.GlobalSet set) {
      globalAssigned.add(set.global());
      walk(set.value(), enclosing);
    } else {
      CoreWalker.forEachChild(node, child -> walk(child, enclosing));
    }
  }

  private void bind(List<Local> locals, List<Core> inits, Core.Lambda enclosing) {
    for (int i = 0; i < locals.size(); i++) {
      if (inits.get(i) instanceof Core.Lambda lambda) {
        boundLambda.put(locals.get(i), lambda);
        binder.put(locals.get(i), enclosing);
      }
    }
  }

  private void use(Local local, Use use) {
    uses.computeIfAbsent(local, key -> new ArrayList<>()).add(use);
  }
}
