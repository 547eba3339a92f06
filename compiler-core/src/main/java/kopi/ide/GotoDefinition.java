package kopi.ide;

import kopi.expand.SemanticModel;

/** Go to definition: the binding occurrence of the identifier under the cursor. */
public final class GotoDefinition {
  private GotoDefinition() {}

  /** The defining identifier's range, or null when the cursor is not on an identifier defined in this file. */
  public static TextRange at(SourceDocument document, int offset) {
    SemanticModel.Occurrence occurrence = document.analysis().model().at(offset);
    if (occurrence == null || !occurrence.symbol().isDefinedHere()) {
      return null;
    }
    return new TextRange(occurrence.symbol().start(), occurrence.symbol().end());
  }
}
