package kopi.expand;

import java.util.List;
import kopi.syntax.Diagnostic;

/**
 * What one expansion produced: the modules to compile (libraries first, dependencies before their
 * users, then the program or session input), every diagnostic (reader and expander, sorted by
 * position; libraries in other files report at the import that loaded them), and the declared types
 * of globals and procedure results.
 */
public record ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types) {

  public ExpandResult {
    modules = List.copyOf(modules);
    diagnostics = List.copyOf(diagnostics);
  }

  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics) {
    this(modules, diagnostics, new DeclaredTypes());
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }
}
