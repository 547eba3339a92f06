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
}
