package kopi.analysis;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/** Finds the locals that some {@code set!} assigns; only those can need a box. */
public final class AssignedVariables {
  private AssignedVariables() {}

  public static Set<Local> of(List<Core> body) {
    Set<Local> assigned = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Core form : body) {
      collect(form, assigned);
    }
    return assigned;
  }

  private static void collect(Core node, Set<Local> assigned) {
    if (node instanceof Core.LocalSet set) {
      assigned.add(set.local());
    }
    CoreWalker.forEachChild(node, child -> collect(child, assigned));
  }
}
