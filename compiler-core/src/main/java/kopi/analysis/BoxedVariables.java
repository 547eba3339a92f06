package kopi.analysis;

import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Decides which locals live in a box (a one-element {@code Object[]}): every local assigned by
 * {@code set!} (so that a frame rebuilt from a re-entered continuation shares it with the frame
 * that was saved), and {@code letrec} locals captured by a lambda (captured before their
 * initialiser runs). Known local procedures have no
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
    // Every local assigned by set! lives in a box, captured or not: a continuation saves a frame's
    // locals by value, so a variable that changes must be a shared location for a re-entered
    // frame to see the assignments made after the capture (R7RS variables denote locations).
    for (Local local : assigned) {
      if (!knownLocals.containsKey(local)) {
        boxed.add(local);
      }
    }
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
