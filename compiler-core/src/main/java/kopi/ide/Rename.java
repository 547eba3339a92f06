package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;

/**
 * Scope-aware rename: every occurrence of the binding under the cursor, and only those, gets the new
 * name. Builtins, special forms and bindings defined outside this document cannot be renamed here.
 */
public final class Rename {
  private Rename() {}

  /** Either the edits of a rename or the reason it is refused. */
  public record Result(List<TextEdit> edits, String error) {
    public static Result refused(String message) {
      return new Result(List.of(), message);
    }

    public boolean isRefused() {
      return error != null;
    }
  }

  /** The identifier that would be renamed at {@code offset}, or the reason nothing can be. */
  public static Result prepare(SourceDocument document, int offset) {
    SemanticModel.Occurrence occurrence = document.analysis().model().at(offset);
    String refusal = refusal(occurrence);
    if (refusal != null) {
      return Result.refused(refusal);
    }
    return new Result(List.of(new TextEdit(occurrence.start(), occurrence.end(), occurrence.symbol().name())), null);
  }

  public static Result rename(SourceDocument document, int offset, String newName) {
    SemanticModel model = document.analysis().model();
    SemanticModel.Occurrence occurrence = model.at(offset);
    String refusal = refusal(occurrence);
    if (refusal != null) {
      return Result.refused(refusal);
    }
    if (!Identifiers.isPlainIdentifier(newName)) {
      return Result.refused("rename: expected an identifier, got \"" + newName + "\"");
    }
    List<TextEdit> edits = new ArrayList<>();
    for (SemanticModel.Occurrence o : model.occurrencesOf(occurrence.symbol())) {
      edits.add(new TextEdit(o.start(), o.end(), newName));
    }
    return new Result(edits, null);
  }

  private static String refusal(SemanticModel.Occurrence occurrence) {
    if (occurrence == null) {
      return "rename: expected the cursor on an identifier, got none";
    }
    SemanticModel.Symbol symbol = occurrence.symbol();
    if (symbol.kind() == Kind.BUILTIN) {
      return "rename: cannot rename builtin " + symbol.name();
    }
    if (symbol.kind() == Kind.SPECIAL_FORM || symbol.kind() == Kind.AUXILIARY) {
      return "rename: cannot rename standard syntax " + symbol.name();
    }
    if (!symbol.isDefinedHere()) {
      return "rename: cannot rename " + symbol.name() + ", defined outside this document";
    }
    return null;
  }
}
