package kopi.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.expand.Local;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Warns about a variable bound by {@code let}, {@code let*}, {@code letrec}, a named {@code let} or
 * an internal definition and never read or assigned: {@code (let ((x 1)) 2)}. The fix offered
 * renames it to {@code _x}, the spelling that says "unused on purpose" and silences the warning.
 * Parameters are not reported (a callback often ignores some), nor variables the expander made up
 * (no position in the source), nor names starting with {@code _}.
 */
final class UnusedLocals {
  private final Set<Local> used = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<Local> bound = new ArrayList<>();

  private UnusedLocals() {}

  static void check(List<Core> forms, List<Diagnostic> out) {
    UnusedLocals pass = new UnusedLocals();
    forms.forEach(pass::walk);
    for (Local local : pass.bound) {
      if (!pass.used.contains(local)) {
        out.add(Diagnostic.warning(Phase.ANALYZE, "analyze.unused-variable", local.start(), local.end(),
            "unused variable " + local.name()).withFix(
                new Diagnostic.Fix("Rename to _" + local.name(),
                    local.start(), local.end(), "_" + local.name())));
      }
    }
  }

  private void walk(Core node) {
    if (node instanceof Core.LocalRef ref) {
      used.add(ref.local());
    } else if (node instanceof Core.LocalSet set) {
      used.add(set.local());
    } else if (node instanceof Core.Let let) {
      declare(let.locals());
    } else if (node instanceof Core.Letrec letrec) {
      declare(letrec.locals());
    }
    CoreWalker.forEachChild(node, this::walk);
  }

  private void declare(List<Local> locals) {
    for (Local local : locals) {
      // A name with a space is a rewrite's temporary (forms.Rewrite.temporary), never the user's.
      if (local.start() >= 0 && local.end() - local.start() == local.name().length() && !local.name().startsWith("_")
          && !local.name().startsWith(" ")) {
        bound.add(local);
      }
    }
  }
}
