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
      pass.free(form);
    }
    return pass.result;
  }

  /** Returns the free locals of {@code node}, recording them for each lambda on the way. */
  private Set<Local> free(Core node) {
    Set<Local> free = new LinkedHashSet<>();
    if (node instanceof Core.LocalRef r) {
      free.add(r.local());
    } else if (node instanceof Core.LocalSet s) {
      free.add(s.local());
      free.addAll(free(s.value()));
    } else if (node instanceof Core.Lambda l) {
      for (Core.OptionalParam optional : l.optionals()) {
        if (optional.defaultValue() != null) {
          free.addAll(free(optional.defaultValue()));
        }
      }
      free.addAll(free(l.body()));
      CoreWalker.parameters(l).forEach(free::remove);
      result.put(l, java.util.Collections.unmodifiableSet(new LinkedHashSet<>(free)));
    } else if (node instanceof Core.Let l) {
      for (Core init : l.inits()) {
        free.addAll(free(init));
      }
      Set<Local> body = free(l.body());
      l.locals().forEach(body::remove);
      free.addAll(body);
    } else if (node instanceof Core.Letrec l) {
      for (Core init : l.inits()) {
        free.addAll(free(init));
      }
      free.addAll(free(l.body()));
      l.locals().forEach(free::remove);
    } else {
      CoreWalker.forEachChild(node, child -> free.addAll(free(child)));
    }
    return free;
  }
}
