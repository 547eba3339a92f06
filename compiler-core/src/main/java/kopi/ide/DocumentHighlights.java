package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.SemanticModel;

/** The occurrences of the binding under the cursor in this document, marking the binding occurrence. */
public final class DocumentHighlights {
  private DocumentHighlights() {}

  /** One occurrence; {@code definition} is true for the identifier that binds. */
  public record Highlight(TextRange range, boolean definition) {}

  public static List<Highlight> at(SourceDocument document, int offset) {
    SemanticModel model = document.analysis().model();
    SemanticModel.Occurrence occurrence = model.at(offset);
    List<Highlight> out = new ArrayList<>();
    if (occurrence != null) {
      for (SemanticModel.Occurrence o : model.occurrencesOf(occurrence.symbol())) {
        out.add(new Highlight(new TextRange(o.start(), o.end()), o.definition()));
      }
    }
    return out;
  }
}
