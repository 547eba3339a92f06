package kopi.expand;

import java.util.List;
import java.util.Map;
import kopi.syntax.Diagnostic;

/**
 * What one expansion produced: the modules to compile (libraries first, dependencies before their
 * users, then the program or session input), every diagnostic (reader and expander, sorted by
 * position; libraries in other files report at the import that loaded them), and the declared types
 * of globals and procedure results. A request that records ({@link ExpandRequest#record}) also
 * gets {@code model}, the semantic model of the file for the editor (otherwise
 * {@link SemanticModel#EMPTY}), {@code cache}, the form cache for the analysis of the document's
 * next text, {@code reused}, how many top-level forms were reused rather than expanded, and
 * {@code origins}, which maps the core of each reused form to the core of the previous analysis it
 * is a copy of (by identity).
 */
public record ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types,
    SemanticModel model, FormCache cache, int reused, Map<Core, Core> origins) {

  public ExpandResult {
    modules = List.copyOf(modules);
    diagnostics = List.copyOf(diagnostics);
    model = model == null ? SemanticModel.EMPTY : model;
    cache = cache == null ? FormCache.EMPTY : cache;
    origins = origins == null ? Map.of() : origins;
  }

  /** A result of a program or session expansion that reused nothing. */
  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types,
      SemanticModel model) {
    this(modules, diagnostics, types, model, FormCache.EMPTY, 0, Map.of());
  }

  /** A result without a semantic model: what compiling needs. */
  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics, DeclaredTypes types) {
    this(modules, diagnostics, types, SemanticModel.EMPTY);
  }

  public ExpandResult(List<ExpandedModule> modules, List<Diagnostic> diagnostics) {
    this(modules, diagnostics, new DeclaredTypes());
  }

  public boolean hasErrors() {
    return Diagnostic.anyError(diagnostics);
  }
}
