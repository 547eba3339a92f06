package kopi.expand;

import java.util.List;
import kopi.syntax.Diagnostic;

/**
 * What one expansion produced: the modules to compile (libraries first, dependencies before their
 * users, then the program or session input), every diagnostic (reader and expander, sorted by
 * position; libraries in other files report at the import that loaded them), and the declared types
 * of globals and procedure results. {@link Expander#analyzeProgram} also fills {@code model}, the
 * semantic model of the file for the editor; otherwise it is {@link SemanticModel#EMPTY}.
 */
public record ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types,
    SemanticModel model) {

  public ExpandResult {
    modules = List.copyOf(modules);
    diagnostics = List.copyOf(diagnostics);
    model = model == null ? SemanticModel.EMPTY : model;
  }

  /** A result without a semantic model: what compiling needs. */
  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types) {
    this(modules, diagnostics, types, SemanticModel.EMPTY);
  }

  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics) {
    this(modules, diagnostics, new DeclaredTypes());
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }
}
