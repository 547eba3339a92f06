package kopi.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Closure conversion's input: the environment of each lambda, that is the locals its code needs
 * from outside. It is the lambda's free locals, except that a known local procedure (which has no
 * value at run time) is replaced by that procedure's own environment, since calling it directly
 * means passing its environment along. Computed to a fixed point because known procedures may call
 * each other.
 */
public final class Environments {
  private Environments() {}

  public static Map<Core.Lambda, List<Local>> of(Map<Core.Lambda, Set<Local>> freeVariables,
      Map<Local, Core.Lambda> knownLocals) {
    // Start from the free locals that have a value; each round adds the environments of the
    // known procedures a lambda mentions. Sets only grow, so this terminates.
    Map<Core.Lambda, Set<Local>> current = new IdentityHashMap<>();
    freeVariables.forEach((lambda, free) -> {
      Set<Local> env = new LinkedHashSet<>();
      for (Local local : free) {
        if (!knownLocals.containsKey(local)) {
          env.add(local);
        }
      }
      current.put(lambda, env);
    });
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Map.Entry<Core.Lambda, Set<Local>> entry : freeVariables.entrySet()) {
        Set<Local> env = current.get(entry.getKey());
        for (Local local : entry.getValue()) {
          Core.Lambda known = knownLocals.get(local);
          if (known != null && known != entry.getKey() && env.addAll(current.get(known))) {
            changed = true;
          }
        }
      }
    }
    Map<Core.Lambda, List<Local>> result = new IdentityHashMap<>();
    current.forEach((lambda, env) -> result.put(lambda, Collections.unmodifiableList(new ArrayList<>(env))));
    return result;
  }
}
