package kopi.ide;

import kopi.expand.SemanticModel;
import kopi.expand.SemanticModel.Kind;
import kopi.expand.SemanticModel.Symbol;

/**
 * What the identifier under the cursor is: its signature with type specifiers, its doc comment and
 * where it is defined, as Markdown; for builtins, their arity.
 */
public final class Hover {
  private Hover() {}

  /** The hover text and the identifier it describes. */
  public record Info(TextRange range, String markdown) {}

  /**
   * The hover at {@code offset}, or null when the cursor is not on a resolved identifier. Reads
   * {@link SourceDocument#recentModel()}, so it answers at once after an edit elsewhere.
   */
  public static Info at(SourceDocument document, int offset) {
    return at(document, document.recentModel(), offset);
  }

  /** The hover at {@code offset} of {@code document} according to {@code model}. */
  public static Info at(SourceDocument document, SemanticModel model, int offset) {
    SemanticModel.Occurrence occurrence = model.at(offset);
    if (occurrence == null) {
      return javaMember(document, model, offset);
    }
    Symbol symbol = occurrence.symbol();
    StringBuilder out = new StringBuilder();
    out.append("```scheme\n").append(title(symbol)).append("\n```\n");
    if (symbol.doc() != null) {
      out.append('\n').append(symbol.doc()).append('\n');
    }
    String where = where(document, symbol);
    if (where != null) {
      out.append('\n').append(where).append('\n');
    }
    return new Info(new TextRange(occurrence.start(), occurrence.end()), out.toString().strip());
  }

  /**
   * The Java signatures of the member named by colon notation under the cursor
   * ({@code java.lang.Math:abs}, {@code sb:append} with {@code sb} typed), or null.
   */
  private static Info javaMember(SourceDocument document, SemanticModel model, int offset) {
    String text = document.text();
    int start = Identifiers.startBefore(text, offset);
    int end = offset;
    while (end < text.length() && Identifiers.isIdentifierChar(text.charAt(end))) {
      end++;
    }
    String word = text.substring(start, end);
    int colon = word.lastIndexOf(':');
    if (colon <= 0 || colon == word.length() - 1) {
      return null;
    }
    String member = word.substring(colon + 1);
    java.util.List<Completion.Item> items = JavaCompletion.members(document, model, start + colon + 1,
        word.substring(0, colon + 1) + member);
    if (items == null) {
      return null;
    }
    for (Completion.Item item : items) {
      if (item.label().equals(member)) {
        String markdown = "```java\n" + item.detail() + "\n```\n\n" + item.documentation();
        return new Info(new TextRange(start, end), markdown);
      }
    }
    return null;
  }

  /**
   * The first line of a hover: a procedure's signature with its types, else what the name is
   * ({@code variable x ::int}, {@code special form if}); the REPL's {@code ,describe} shows it too.
   */
  public static String title(Symbol symbol) {
    Signatures.Signature signature = Signatures.of(symbol);
    if (signature != null) {
      return signature.label();
    }
    String type = symbol.declaredType() == null ? "" : " ::" + symbol.declaredType();
    return switch (symbol.kind()) {
      case LOCAL -> "local " + symbol.name() + type;
      case GLOBAL -> "variable " + symbol.name() + type;
      case BUILTIN -> {
        String arity = Signatures.builtinArity(symbol.name());
        yield "builtin " + symbol.name() + (arity == null ? "" : ": " + arity);
      }
      case SPECIAL_FORM -> "special form " + symbol.name();
      case MACRO -> "macro " + symbol.name();
      case AUXILIARY -> "auxiliary syntax " + symbol.name();
    };
  }

  private static String where(SourceDocument document, Symbol symbol) {
    if (symbol.isDefinedHere()) {
      int line = document.lines().line(symbol.start()) + 1;
      String what = symbol.kind() == Kind.LOCAL ? "bound" : "defined";
      return what + " at line " + line + (symbol.module() == null || symbol.module().equals(SemanticAnalysis.MODULE)
          ? "" : " in " + module(symbol.module()));
    }
    if (symbol.module() != null) {
      return "defined in " + module(symbol.module());
    }
    return null;
  }

  /** A module as the user wrote it: the library {@code (geometry shapes)}, else the class. */
  private static String module(String className) {
    String library = kopi.expand.Libraries.libraryNameOf(className);
    return library != null ? "library " + library : className;
  }
}
