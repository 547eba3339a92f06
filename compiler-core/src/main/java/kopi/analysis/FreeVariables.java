package kopi.analysis;

import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;

/**
 * Computes the free locals of every lambda: the locals it references (or assigns) that are bound
 * outside it. The sets keep first-reference order so generated closures have a stable field
 * order and dumps are reproducible.
 */
public final class FreeVariables {
  private final Map<Core.Lambda, Set<Local>> result = new IdentityHashMap<>();

  private FreeVariables() {}

  /** Free locals per lambda (including case-lambda clauses) of every form in {@code body}. */
  public static Map<Core.Lambda, Set<Local>> of(List<Core> body) {
    FreeVariables pass = new FreeVariables();
    for (Core form : body) {
      pass.free(form, new LinkedHashSet<>());
    }
    return pass.result;
  }

  /**
   * Adds the free locals of {@code node} to {@code free} in first-reference order, recording them
   * for each lambda on the way. Only binding forms start a set of their own (to remove what they
   * bind); other nodes add straight into their parent's, so the pass allocates a set per scope
   * rather than per node.
   */
  private void free(Core node, Set<Local> free) {
    if (node instanceof Core.LocalRef r) {
      free.add(r.local());
    } else if (node instanceof Core.LocalSet s) {
      free.add(s.local());
      free(s.value(), free);
    } else if (node instanceof Core.Lambda l) {
      Set<Local> inner = new LinkedHashSet<>();
      for (Core.OptionalParam optional : l.optionals()) {
        if (optional.defaultValue() != null) {
          free(optional.defaultValue(), inner);
        }
      }
      free(l.body(), inner);
      CoreWalker.parameters(l).forEach(inner::remove);
      result.put(l, java.util.Collections.unmodifiableSet(new LinkedHashSet<>(inner)));
      free.addAll(inner);
    } else if (node instanceof Core.Let l) {
      for (Core init : l.inits()) {
        free(init, free);
      }
      Set<Local> body = new LinkedHashSet<>();
      free(l.body(), body);
      l.locals().forEach(body::remove);
      free.addAll(body);
    } else if (node instanceof Core.Letrec l) {
      Set<Local> inner = new LinkedHashSet<>();
      for (Core init : l.inits()) {
        free(init, inner);
      }
      free(l.body(), inner);
      l.locals().forEach(inner::remove);
      free.addAll(inner);
    } else {
      CoreWalker.forEachChild(node, child -> free(child, free));
    }
  }
}
