package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;

/**
 * Scope-aware rename: every occurrence of the binding under the cursor, and only those, gets the new
 * name. A global of a library or a Kawa module is renamed in the workspace's other files too (those
 * that import or require it), from the file that defines it or from any file that uses it. Builtins,
 * special forms and bindings defined outside the workspace cannot be renamed.
 */
public final class Rename {
  private Rename() {}

  /**
   * Either the edits of a rename or the reason it is refused: {@code edits} in the document asked
   * about, {@code elsewhere} by URI in the workspace's other files.
   */
  public record Result(List<TextEdit> edits, java.util.Map<String, List<TextEdit>> elsewhere, String error) {
    public Result(List<TextEdit> edits, String error) {
      this(edits, java.util.Map.of(), error);
    }

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
    return rename(document, offset, newName, List.of(), Cancellation.NONE);
  }

  /**
   * Renames the binding at {@code offset}; when it is a global of a library or a Kawa module, also
   * in {@code others}, the workspace's other files (a file is analysed only when its text mentions
   * the name). In another file the rename is refused when {@code newName} already means something
   * there.
   */
  public static Result rename(SourceDocument document, int offset, String newName, List<SourceDocument> others,
      Cancellation cancellation) {
    SemanticModel model = document.analysis(cancellation).model();
    SemanticModel.Occurrence occurrence = model.at(offset);
    if (occurrence != null && isShared(occurrence.symbol()) && !occurrence.symbol().isDefinedHere()) {
      return fromDefinition(document, occurrence.symbol(), newName, others, cancellation);
    }
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
    String conflict = conflict(document, occurrence.symbol(), edits, newName);
    if (conflict != null) {
      return Result.refused(conflict);
    }
    if (!isShared(occurrence.symbol())) {
      return new Result(edits, null);
    }
    java.util.Map<String, List<TextEdit>> elsewhere = new java.util.LinkedHashMap<>();
    for (SourceDocument other : others) {
      cancellation.check();
      if (other.uri().equals(document.uri()) || !other.text().contains(occurrence.symbol().name())) {
        continue;
      }
      List<TextEdit> there = new ArrayList<>();
      for (SemanticModel.Occurrence o : other.analysis(cancellation).model().occurrences()) {
        if (sameGlobal(o.symbol(), occurrence.symbol())) {
          there.add(new TextEdit(o.start(), o.end(), newName));
        } else if (o.symbol().name().equals(newName)) {
          return Result.refused("rename: " + newName + " is already used in " + fileName(other.uri()) + " at line "
              + (other.lines().line(o.start()) + 1));
        }
      }
      if (!there.isEmpty()) {
        elsewhere.put(other.uri(), there);
      }
    }
    return new Result(edits, elsewhere, null);
  }

  /**
   * The rename of {@code used}, a library's or Kawa module's global that {@code document} uses,
   * done from the workspace file that defines it.
   */
  private static Result fromDefinition(SourceDocument document, SemanticModel.Symbol used, String newName,
      List<SourceDocument> others, Cancellation cancellation) {
    for (SourceDocument other : others) {
      cancellation.check();
      if (other.uri().equals(document.uri()) || !other.text().contains(used.name())) {
        continue;
      }
      for (SemanticModel.Occurrence o : other.analysis(cancellation).model().occurrences()) {
        if (o.definition() && o.symbol().isDefinedHere() && sameGlobal(o.symbol(), used)) {
          List<SourceDocument> rest = new ArrayList<>();
          rest.add(document);
          others.stream().filter(d -> !d.uri().equals(other.uri()) && !d.uri().equals(document.uri()))
              .forEach(rest::add);
          Result there = rename(other, o.start(), newName, rest, cancellation);
          if (there.isRefused()) {
            return there;
          }
          java.util.Map<String, List<TextEdit>> elsewhere = new java.util.LinkedHashMap<>(there.elsewhere());
          List<TextEdit> here = elsewhere.remove(document.uri());
          elsewhere.put(other.uri(), there.edits());
          return new Result(here == null ? List.of() : here, elsewhere, null);
        }
      }
    }
    return Result.refused("rename: cannot rename " + used.name() + ", defined outside the workspace");
  }

  /** A global of a library or a Kawa module: other files may import it. */
  private static boolean isShared(SemanticModel.Symbol symbol) {
    return symbol.kind() == Kind.GLOBAL && symbol.module() != null && !symbol.module().equals(SemanticAnalysis.MODULE);
  }

  private static boolean sameGlobal(SemanticModel.Symbol a, SemanticModel.Symbol b) {
    return a.kind() == Kind.GLOBAL && a.name().equals(b.name()) && java.util.Objects.equals(a.module(), b.module());
  }

  private static String fileName(String uri) {
    int slash = uri.lastIndexOf('/');
    return slash < 0 ? uri : uri.substring(slash + 1);
  }

  /**
   * Why applying {@code edits} would change the meaning of the program, or null when it would not.
   * The renamed text is analysed again and every identifier must still mean what it meant: each
   * renamed one the renamed binding, each other one its own binding. So a rename is refused when the
   * new name is already defined there ({@code f} to {@code g} with a {@code g} at the same level),
   * when an inner binding would capture a renamed use ({@code x} to {@code y} inside a
   * {@code (let ((y ...)) ...)}), or when the renamed binding would capture another name's uses
   * ({@code lst} to {@code car} where {@code car} is called in its scope).
   */
  private static String conflict(SourceDocument document, SemanticModel.Symbol renamed, List<TextEdit> edits,
      String newName) {
    if (newName.equals(renamed.name())) {
      return null;
    }
    StringBuilder text = new StringBuilder(document.text());
    for (int i = edits.size() - 1; i >= 0; i--) {
      text.replace(edits.get(i).start(), edits.get(i).end(), edits.get(i).newText());
    }
    SourceDocument after = SourceDocument.of(document.uri(), document.version(), text.toString());
    SemanticModel before = document.analysis().model();
    SemanticModel model = after.analysis().model();
    int delta = newName.length() - renamed.name().length();
    for (SemanticModel.Occurrence o : before.occurrences()) {
      int shift = 0;
      for (TextEdit edit : edits) {
        shift += edit.start() < o.start() ? delta : 0;
      }
      SemanticModel.Occurrence now = model.at(o.start() + shift);
      boolean same = now != null && now.start() == o.start() + shift
          && meansTheSame(o.symbol(), now.symbol(), edits, delta);
      if (!same) {
        int line = document.lines().line(o.start()) + 1;
        if (o.symbol() == renamed) {
          return "rename: " + newName + " is already bound where " + renamed.name() + " is used at line " + line;
        }
        if (o.symbol().isDefinedHere()) {
          return "rename: " + newName + " is already defined at line "
              + (document.lines().line(o.symbol().start()) + 1);
        }
        return "rename: " + o.symbol().name() + " is used at line " + line + " and would then mean the renamed "
            + renamed.name();
      }
    }
    return null;
  }

  /** Whether {@code now} (in the renamed text) is the binding {@code was} (before the rename). */
  private static boolean meansTheSame(SemanticModel.Symbol was, SemanticModel.Symbol now, List<TextEdit> edits,
      int delta) {
    if (!was.isDefinedHere() || !now.isDefinedHere()) {
      return was.isDefinedHere() == now.isDefinedHere() && was.kind() == now.kind()
          && java.util.Objects.equals(was.module(), now.module()) && now.name().equals(was.name());
    }
    int shift = 0;
    for (TextEdit edit : edits) {
      shift += edit.start() < was.start() ? delta : 0;
    }
    return now.start() == was.start() + shift;
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
      return "rename: cannot rename " + symbol.name() + ", defined outside the workspace";
    }
    return null;
  }
}
