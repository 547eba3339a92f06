package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.SemanticModel;

/**
 * Every occurrence of the binding under the cursor, by meaning rather than by name: a shadowed
 * local of the same name is a different binding and is left out.
 */
public final class References {
  private References() {}

  /** The ranges in source order, the definition included when {@code includeDeclaration}; empty off an identifier. */
  public static List<TextRange> at(SourceDocument document, int offset, boolean includeDeclaration) {
    SemanticModel model = document.analysis().model();
    SemanticModel.Occurrence occurrence = model.at(offset);
    List<TextRange> out = new ArrayList<>();
    if (occurrence == null) {
      return out;
    }
    for (SemanticModel.Occurrence o : model.occurrencesOf(occurrence.symbol())) {
      if (includeDeclaration || !o.definition()) {
        out.add(new TextRange(o.start(), o.end()));
      }
    }
    return out;
  }

  /**
   * The occurrences in {@code others} (the workspace's other files) of the binding under
   * {@code offset}, when it is a global of a library or a Kawa module, which other files import or
   * require: by URI, each file's ranges in source order. A file is analysed only when its text
   * mentions the name. Empty for a local or a program's own global, which no other file sees.
   */
  public static java.util.Map<String, List<TextRange>> inWorkspace(SourceDocument document, int offset,
      boolean includeDeclaration, Iterable<SourceDocument> others, Cancellation cancellation) {
    SemanticModel.Occurrence occurrence = document.analysis(cancellation).model().at(offset);
    java.util.Map<String, List<TextRange>> out = new java.util.LinkedHashMap<>();
    if (occurrence == null || occurrence.symbol().kind() != SemanticModel.Kind.GLOBAL
        || occurrence.symbol().module() == null || occurrence.symbol().module().equals(SemanticAnalysis.MODULE)) {
      return out;
    }
    SemanticModel.Symbol wanted = occurrence.symbol();
    for (SourceDocument other : others) {
      cancellation.check();
      if (other.uri().equals(document.uri()) || !other.text().contains(wanted.name())) {
        continue;
      }
      List<TextRange> ranges = new ArrayList<>();
      for (SemanticModel.Occurrence o : other.analysis(cancellation).model().occurrences()) {
        SemanticModel.Symbol symbol = o.symbol();
        if (symbol.kind() == SemanticModel.Kind.GLOBAL && symbol.name().equals(wanted.name())
            && wanted.module().equals(symbol.module()) && (includeDeclaration || !o.definition())) {
          ranges.add(new TextRange(o.start(), o.end()));
        }
      }
      if (!ranges.isEmpty()) {
        out.put(other.uri(), ranges);
      }
    }
    return out;
  }
}
