package kopi.analysis;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import kopi.expand.Core;

/**
 * Finds the calls in tail position of a lambda body (R7RS 3.5). Top-level forms are not tail
 * positions: the module resolves their values itself, so a bounce never escapes a module.
 */
public final class TailPositions {
  private TailPositions() {}

  public static Set<Core.Call> of(List<Core> body) {
    Set<Core.Call> tail = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Core form : body) {
      walk(form, false, tail);
    }
    return tail;
  }

  private static void walk(Core node, boolean isTail, Set<Core.Call> tail) {
    if (node instanceof Core.Call call) {
      if (isTail) {
        tail.add(call);
      }
      walk(call.function(), false, tail);
      call.arguments().forEach(argument -> walk(argument, false, tail));
    } else if (node instanceof Core.If i) {
      walk(i.test(), false, tail);
      walk(i.then(), isTail, tail);
      walk(i.otherwise(), isTail, tail);
    } else if (node instanceof Core.Seq s) {
      for (int i = 0; i < s.body().size(); i++) {
        walk(s.body().get(i), isTail && i == s.body().size() - 1, tail);
      }
    } else if (node instanceof Core.Lambda l) {
      for (Core.OptionalParam optional : l.optionals()) {
        if (optional.defaultValue() != null) {
          walk(optional.defaultValue(), false, tail);
        }
      }
      walk(l.body(), true, tail);
    } else if (node instanceof Core.Let l) {
      l.inits().forEach(init -> walk(init, false, tail));
      walk(l.body(), isTail, tail);
    } else if (node instanceof Core.Letrec l) {
      l.inits().forEach(init -> walk(init, false, tail));
      walk(l.body(), isTail, tail);
    } else {
      CoreWalker.forEachChild(node, child -> walk(child, false, tail));
    }
  }
}
