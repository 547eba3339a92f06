package kopi.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.DeclaredTypes;
import kopi.syntax.Diagnostic;

/**
 * The checks of type specifiers and arities (issue 6, DESIGN.md decision 5) over one module:
 * {@link TypeInference}, then {@link CallChecks} and {@link DeclarationChecks}. The command line,
 * sessions and the editor all run it after expansion, so its diagnostics reach every front door.
 *
 * @param types       the inferred types, for the editor (hover, inlay hints)
 * @param diagnostics errors and warnings of phase {@code ANALYZE}, sorted by start offset
 */
public record StaticChecks(TypeInference.Result types, List<Diagnostic> diagnostics) {

  public StaticChecks {
    diagnostics = List.copyOf(diagnostics);
  }

  /**
   * Checks {@code body}. {@code moduleOwner} is the module class owning its globals, or null for
   * session code, where a later input may redefine any global.
   */
  public static StaticChecks check(List<Core> body, DeclaredTypes declared, String moduleOwner) {
    TypeInference.Result types = TypeInference.of(body, declared, moduleOwner);
    List<Diagnostic> diagnostics = new ArrayList<>();
    CallChecks.check(body, types, declared, diagnostics);
    DeclarationChecks.check(body, types, declared, diagnostics);
    diagnostics.sort(Comparator.comparingInt(Diagnostic::start));
    return new StaticChecks(types, diagnostics);
  }
}
