package kopi.analysis;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Finds the loops the code generator emits inline, as a labelled block of the method that
 * contains them, instead of as a static method of their own: a named {@code let} or {@code do}
 * whose procedure is only ever called in tail position but for its entry. Then the loop's
 * variables are locals of the enclosing method, the variables it captures are read where they
 * already are (unboxed, with no environment to pass), and entering the loop costs no call.
 *
 * <p>A loop qualifies when its {@code letrec} binds one known local procedure (see
 * {@link KnownProcedures}) of fixed arity; the {@code letrec}'s body is the entering call, in
 * tail position of the enclosing lambda or where the operand stack is empty (a statement, a
 * {@code let}'s initial value, a test: the loop's value is then left on the stack where the code
 * goes on); and every other call of the procedure is a tail call made from the loop's own code,
 * which includes loops nested in it that are inline and entered in tail position. A call
 * from any other lambda (one with a method of its own), or in a position that is not a tail
 * position, would need the method the loop no longer has. Being inline is a greatest fixed
 * point: a loop that stops qualifying may turn the calls of an outer loop made from it into
 * calls from another method, so the pass repeats until nothing changes.
 */
public final class InlineLoops {
  private InlineLoops() {}

  /** One loop that may be inline: its procedure, its entering call and the lambdas of its other calls. */
  /** The most nodes of a loop entered for its value that joins its enclosing method. */
  private static final int SMALL_LOOP = 60;

  /**
   * Where an expression is, for the code generator's operand stack: an operand ({@code ARGUMENT},
   * with values of the enclosing expression beneath it), or where the stack is empty, its value
   * dropped or tested ({@code CLEAR}) or bound to a variable ({@code BOUND}).
   */
  private enum Position {
    ARGUMENT, CLEAR, BOUND
  }

  private record Candidate(Local name, Core.Lambda loop, Core.Call entry, boolean tailEntry,
      List<Core.Lambda> callers) {}

  /** The lambdas of the loops to emit inline. */
  public static Set<Core.Lambda> of(List<Core> body, Map<Local, Core.Lambda> knownLocals, Set<Core.Call> tailCalls) {
    Finder finder = new Finder(knownLocals, tailCalls);
    body.forEach(form -> finder.walk(form, null, Position.BOUND));
    Set<Core.Lambda> inline = ModuleAnalysis.identitySet();
    for (Candidate candidate : finder.candidates.values()) {
      if (!finder.disqualified.contains(candidate.name())) {
        inline.add(candidate.loop());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Candidate candidate : finder.candidates.values()) {
        if (inline.contains(candidate.loop()) && !callsStayInMethod(candidate, inline, finder)) {
          inline.remove(candidate.loop());
          changed = true;
        }
      }
    }
    return inline;
  }

  /**
   * True when every call of the loop but its entry is in the method the loop's code is in, and in
   * a tail position of the loop: made from the loop's own code or from inline loops nested in it
   * whose entries are in tail positions too (a call from a loop entered for its value, as in
   * {@code (let ((x (let inner ...))) ...)}, returns to that value's use, not from the outer loop).
   */
  private static boolean callsStayInMethod(Candidate candidate, Set<Core.Lambda> inline, Finder finder) {
    Core.Lambda home = method(candidate.loop(), inline, finder.parents);
    for (Core.Lambda caller : candidate.callers()) {
      if (method(caller, inline, finder.parents) != home) {
        return false;
      }
      for (Core.Lambda current = caller; current != candidate.loop(); current = finder.parents.get(current)) {
        Candidate nested = finder.byLoop.get(current);
        if (nested == null || !nested.tailEntry()) {
          return false;
        }
      }
    }
    return true;
  }

  /** The lambda whose method holds {@code lambda}'s code: itself unless it is inline. */
  private static Core.Lambda method(Core.Lambda lambda, Set<Core.Lambda> inline,
      Map<Core.Lambda, Core.Lambda> parents) {
    Core.Lambda current = lambda;
    while (current != null && inline.contains(current)) {
      current = parents.get(current);
    }
    return current;
  }

  /** One walk over the module: the candidates, their calls, and each lambda's enclosing lambda. */
  private static final class Finder {
    private final Map<Local, Core.Lambda> knownLocals;
    private final Set<Core.Call> tailCalls;
    private final Map<Local, Candidate> candidates = new IdentityHashMap<>();
    private final Set<Local> disqualified = ModuleAnalysis.identitySet();
    private final Map<Core.Lambda, Core.Lambda> parents = new IdentityHashMap<>();
    private final Map<Core.Lambda, Candidate> byLoop = new IdentityHashMap<>();

    Finder(Map<Local, Core.Lambda> knownLocals, Set<Core.Call> tailCalls) {
      this.knownLocals = knownLocals;
      this.tailCalls = tailCalls;
    }

    /**
     * Walks {@code node}, at {@code position} in {@code enclosing}. A small loop entered where the
     * code generator has nothing on the operand stack (a statement, a test, a {@code let}'s initial
     * value, and their tail positions) is inline too, and its back edge finds the stack as its
     * entry did; but not one whose value is bound and is likely a fixnum it counted (it returns one
     * of its variables), which as a method returns it unboxed ({@code FixnumLoops}). Elsewhere (an
     * argument) a loop keeps its method, so that no call in it has values of the enclosing
     * expression beneath it.
     */
    void walk(Core node, Core.Lambda enclosing, Position position) {
      if (node instanceof Core.Letrec letrec && enclosing != null && isLoop(letrec)
          && (tailCalls.contains(letrec.body()) || position != Position.ARGUMENT
              && isSmallLeaf(letrec.inits().get(0))
              && !(position == Position.BOUND && returnsVariable((Core.Lambda) letrec.inits().get(0))))) {
        Core.Lambda loop = (Core.Lambda) letrec.inits().get(0);
        Core.Call entry = (Core.Call) letrec.body();
        Candidate candidate = new Candidate(letrec.locals().get(0), loop, entry, tailCalls.contains(entry),
            new ArrayList<>());
        candidates.put(letrec.locals().get(0), candidate);
        byLoop.put(loop, candidate);
      }
      if (node instanceof Core.LocalRef ref && candidates.containsKey(ref.local())) {
        // The procedure used as a value (not called) needs an object and a method.
        disqualified.add(ref.local());
      } else if (node instanceof Core.Call call && call.function() instanceof Core.LocalRef ref
          && candidates.containsKey(ref.local())) {
        Candidate candidate = candidates.get(ref.local());
        boolean entry = call == candidate.entry();
        if (!entry && !tailCalls.contains(call) || call.arguments().size() != candidate.loop().required().size()) {
          disqualified.add(ref.local());
        } else if (!entry) {
          candidate.callers().add(enclosing);
        }
        call.arguments().forEach(argument -> walk(argument, enclosing, Position.ARGUMENT));
      } else if (node instanceof Core.Lambda lambda) {
        parents.put(lambda, enclosing);
        CoreWalker.forEachChild(lambda, child -> walk(child, lambda, Position.BOUND));
      } else if (position == Position.ARGUMENT) {
        CoreWalker.forEachChild(node, child -> walk(child, enclosing, Position.ARGUMENT));
      } else if (node instanceof Core.Let let) {
        let.inits().forEach(init -> walk(init, enclosing, Position.BOUND));
        walk(let.body(), enclosing, position);
      } else if (node instanceof Core.Seq seq) {
        for (int i = 0; i < seq.body().size(); i++) {
          walk(seq.body().get(i), enclosing, i == seq.body().size() - 1 ? position : Position.CLEAR);
        }
      } else if (node instanceof Core.If branch) {
        walk(branch.test(), enclosing, Position.CLEAR);
        walk(branch.then(), enclosing, position);
        walk(branch.otherwise(), enclosing, position);
      } else if (node instanceof Core.Letrec letrec) {
        // An internal define's variable that a closure captures and set! assigns is a box, which
        // the code generator pushes before the value: the value is an operand.
        letrec.inits().forEach(init -> walk(init, enclosing, Position.ARGUMENT));
        walk(letrec.body(), enclosing, position);
      } else if (node instanceof Core.GlobalSet || node instanceof Core.GlobalDefine) {
        CoreWalker.forEachChild(node, child -> walk(child, enclosing, Position.BOUND));
      } else if (isNot(node)) {
        CoreWalker.forEachChild(node, child -> walk(child, enclosing, Position.CLEAR));
      } else {
        CoreWalker.forEachChild(node, child -> walk(child, enclosing, Position.ARGUMENT));
      }
    }

    /** Whether one of {@code loop}'s tail positions is one of its variables or arithmetic. */
    private static boolean returnsVariable(Core.Lambda loop) {
      return returnsVariable(loop.body(), loop.required());
    }

    private static boolean returnsVariable(Core node, List<Local> variables) {
      if (node instanceof Core.If branch) {
        return returnsVariable(branch.then(), variables) || returnsVariable(branch.otherwise(), variables);
      }
      if (node instanceof Core.Seq seq) {
        return returnsVariable(seq.body().get(seq.body().size() - 1), variables);
      }
      if (node instanceof Core.Let let) {
        return returnsVariable(let.body(), variables);
      }
      if (node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref && ref.global().isBuiltin()) {
        return Set.of("+", "-", "*").contains(ref.global().name());
      }
      return node instanceof Core.LocalRef ref && variables.contains(ref.local());
    }

    /**
     * Whether a loop entered for its value is small enough to join its enclosing method: no loop or
     * lambda in it, and at most {@link #SMALL_LOOP} nodes. A larger one keeps its method, which the
     * JIT compiles as it is called, where in a procedure called a few times its loops would wait
     * for on-stack replacement.
     */
    private static boolean isSmallLeaf(Core node) {
      int[] budget = {SMALL_LOOP};
      return fits(((Core.Lambda) node).body(), budget);
    }

    private static boolean fits(Core node, int[] budget) {
      if (--budget[0] < 0 || node instanceof Core.Lambda || node instanceof Core.Letrec) {
        return false;
      }
      boolean[] fits = {true};
      CoreWalker.forEachChild(node, child -> fits[0] &= fits(child, budget));
      return fits[0];
    }

    /** {@code (not x)}, which the code generator tests as a branch on {@code x}. */
    private static boolean isNot(Core node) {
      return node instanceof Core.Call call && call.function() instanceof Core.GlobalRef ref
          && ref.global().isBuiltin() && ref.global().name().equals("not") && call.arguments().size() == 1;
    }

    /** A {@code letrec} of one known fixed-arity procedure whose body is its entering call. */
    private boolean isLoop(Core.Letrec letrec) {
      if (letrec.locals().size() != 1 || !(letrec.inits().get(0) instanceof Core.Lambda loop)) {
        return false;
      }
      Local name = letrec.locals().get(0);
      return knownLocals.get(name) == loop && KnownProcedures.isFixedArity(loop)
          && letrec.body() instanceof Core.Call entry && entry.function() instanceof Core.LocalRef ref
          && ref.local() == name
          && entry.arguments().size() == loop.required().size();
    }
  }
}
