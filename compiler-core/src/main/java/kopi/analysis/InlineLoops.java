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
 * whose procedure is only ever called in tail position. Then the loop's variables are locals of
 * the enclosing method, the variables it captures are read where they already are (unboxed,
 * with no environment to pass), and entering the loop costs no call.
 *
 * <p>A loop qualifies when its {@code letrec} binds one known local procedure (see
 * {@link KnownProcedures}) of fixed arity; the {@code letrec}'s body is the entering call, in
 * tail position of the enclosing lambda; and every other call of the procedure is a tail call
 * made from the loop's own code, which includes loops nested in it that are inline too. A call
 * from any other lambda (one with a method of its own), or in a position that is not a tail
 * position, would need the method the loop no longer has. Being inline is a greatest fixed
 * point: a loop that stops qualifying may turn the calls of an outer loop made from it into
 * calls from another method, so the pass repeats until nothing changes.
 */
public final class InlineLoops {
  private InlineLoops() {}

  /** One loop that may be inline: its procedure, its entering call and the lambdas of its other calls. */
  private record Candidate(Local name, Core.Lambda loop, Core.Call entry, List<Core.Lambda> callers) {}

  /** The lambdas of the loops to emit inline. */
  public static Set<Core.Lambda> of(List<Core> body, Map<Local, Core.Lambda> knownLocals, Set<Core.Call> tailCalls) {
    Finder finder = new Finder(knownLocals, tailCalls);
    body.forEach(form -> finder.walk(form, null));
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
        if (inline.contains(candidate.loop()) && !callsStayInMethod(candidate, inline, finder.parents)) {
          inline.remove(candidate.loop());
          changed = true;
        }
      }
    }
    return inline;
  }

  /** True when every call of the loop but its entry is in the method the loop's code is in. */
  private static boolean callsStayInMethod(Candidate candidate, Set<Core.Lambda> inline,
      Map<Core.Lambda, Core.Lambda> parents) {
    Core.Lambda home = method(candidate.loop(), inline, parents);
    for (Core.Lambda caller : candidate.callers()) {
      if (method(caller, inline, parents) != home) {
        return false;
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

    Finder(Map<Local, Core.Lambda> knownLocals, Set<Core.Call> tailCalls) {
      this.knownLocals = knownLocals;
      this.tailCalls = tailCalls;
    }

    void walk(Core node, Core.Lambda enclosing) {
      if (node instanceof Core.Letrec letrec && enclosing != null && isLoop(letrec)) {
        Core.Lambda loop = (Core.Lambda) letrec.inits().get(0);
        Core.Call entry = (Core.Call) letrec.body();
        candidates.put(letrec.locals().get(0),
            new Candidate(letrec.locals().get(0), loop, entry, new ArrayList<>()));
      }
      if (node instanceof Core.LocalRef ref && candidates.containsKey(ref.local())) {
        // The procedure used as a value (not called) needs an object and a method.
        disqualified.add(ref.local());
      } else if (node instanceof Core.Call call && call.function() instanceof Core.LocalRef ref
          && candidates.containsKey(ref.local())) {
        Candidate candidate = candidates.get(ref.local());
        if (!tailCalls.contains(call) || call.arguments().size() != candidate.loop().required().size()) {
          disqualified.add(ref.local());
        } else if (call != candidate.entry()) {
          candidate.callers().add(enclosing);
        }
        call.arguments().forEach(argument -> walk(argument, enclosing));
      } else if (node instanceof Core.Lambda lambda) {
        parents.put(lambda, enclosing);
        CoreWalker.forEachChild(lambda, child -> walk(child, lambda));
      } else {
        CoreWalker.forEachChild(node, child -> walk(child, enclosing));
      }
    }

    /** A {@code letrec} of one known fixed-arity procedure whose body is its entering tail call. */
    private boolean isLoop(Core.Letrec letrec) {
      if (letrec.locals().size() != 1 || !(letrec.inits().get(0) instanceof Core.Lambda loop)) {
        return false;
      }
      Local name = letrec.locals().get(0);
      return knownLocals.get(name) == loop && KnownProcedures.isFixedArity(loop)
          && letrec.body() instanceof Core.Call entry && tailCalls.contains(entry)
          && entry.function() instanceof Core.LocalRef ref && ref.local() == name
          && entry.arguments().size() == loop.required().size();
    }
  }
}
