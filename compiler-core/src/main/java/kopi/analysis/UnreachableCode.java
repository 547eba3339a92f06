package kopi.analysis;

import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * Warns about code after a call that never returns, in the same sequence:
 * {@code (begin (error "stop") (display "never"))}. The calls that never return are those of
 * {@link #NEVER_RETURNS}. The fix offered deletes the unreachable code.
 */
final class UnreachableCode {
  /** The builtins that always raise or leave the program. */
  static final Set<String> NEVER_RETURNS = Set.of("error", "raise", "exit", "emergency-exit", "throw",
      "primitive-throw");

  private UnreachableCode() {}

  static void check(List<Core> forms, List<Diagnostic> out) {
    forms.forEach(form -> walk(form, out));
  }

  private static void walk(Core node, List<Diagnostic> out) {
    if (node instanceof Core.Seq seq) {
      List<Core> body = seq.body();
      for (int i = 0; i < body.size() - 1; i++) {
        Core next = body.get(i + 1);
        Core last = body.get(body.size() - 1);
        if (neverReturns(body.get(i)) && next.start() >= 0 && last.end() >= next.start()) {
          out.add(Diagnostic.warning(Phase.ANALYZE, "analyze.unreachable", next.start(), last.end(),
              "unreachable code: the call before it never returns")
              .withFix(new Diagnostic.Fix("Remove the unreachable code", next.start(), last.end(), "")));
          break;
        }
      }
    }
    kopi.analysis.CoreWalker.forEachChild(node, child -> walk(child, out));
  }

  private static boolean neverReturns(Core node) {
    return node instanceof Core.Call call && call.start() >= 0 && call.function() instanceof Core.GlobalRef ref
        && ref.global().isBuiltin() && NEVER_RETURNS.contains(ref.global().name());
  }
}
