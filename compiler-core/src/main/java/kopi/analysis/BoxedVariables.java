package kopi.analysis;

import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Decides which locals live in a box (a one-element {@code Object[]}): those captured by some
 * lambda whose value can change after the capture, that is locals assigned by {@code set!} and
 * {@code letrec} locals (captured before their initialiser runs). Known local procedures have no
 * value and are never boxed. Every other local is copied into closures by value.
 */
public final class BoxedVariables {
  private BoxedVariables() {}

  public static Set<Local> of(List<Core> body, Map<Core.Lambda, List<Local>> environments,
      Set<Local> assigned, Map<Local, Core.Lambda> knownLocals) {
    Set<Local> mutable = ModuleAnalysis.identitySet();
    mutable.addAll(assigned);
    for (Core form : body) {
      collectLetrec(form, mutable);
    }
    Set<Local> boxed = ModuleAnalysis.identitySet();
    for (List<Local> env : environments.values()) {
      for (Local local : env) {
        if (mutable.contains(local) && !knownLocals.containsKey(local)) {
          boxed.add(local);
        }
      }
    }
    return boxed;
  }

  private static void collectLetrec(Core node, Set<Local> mutable) {
    if (node instanceof Core.Letrec letrec) {
      mutable.addAll(letrec.locals());
    }
    CoreWalker.forEachChild(node, child -> collectLetrec(child, mutable));
  }
}
