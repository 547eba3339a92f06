package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * The outline of a document, read from the tree: top-level definitions, record types with their
 * constructor, predicate and fields, macros, and libraries with the definitions inside them.
 * Definitions inside a procedure body appear as its children. Forms that are malformed (a
 * {@code define} without a name) are skipped; analysis reports them.
 */
public final class DocumentSymbols {
  private DocumentSymbols() {}

  /** What a symbol names. */
  public enum Kind {
    VARIABLE,
    FUNCTION,
    MACRO,
    RECORD,
    CONSTRUCTOR,
    FIELD,
    LIBRARY,
    CLASS
  }

  /**
   * One entry of the outline.
   *
   * @param name      the name as written
   * @param kind      what it names
   * @param range     the whole defining form
   * @param selection the name inside the form
   * @param detail    a short description, such as a parameter list, or empty
   * @param children  entries defined inside this one
   */
  public record Symbol(String name, Kind kind, TextRange range, TextRange selection, String detail,
      List<Symbol> children) {

    public Symbol {
      children = List.copyOf(children);
    }
  }

  /** The outline of {@code document}, in document order. */
  public static List<Symbol> of(SourceDocument document) {
    List<Symbol> symbols = new ArrayList<>();
    for (SyntaxNode form : document.parse().topLevelForms()) {
      collect(form, symbols);
    }
    return symbols;
  }

  private static void collect(SyntaxNode form, List<Symbol> out) {
    List<SyntaxNode> elements = elements(form);
    if (elements == null || elements.isEmpty() || elements.get(0).kind() != SyntaxKind.IDENTIFIER) {
      return;
    }
    String head = elements.get(0).text();
    switch (head) {
      case "begin" -> {
        for (SyntaxNode inner : elements.subList(1, elements.size())) {
          collect(inner, out);
        }
      }
      case "define", "define-constant", "define-variable", "define-private", "define-early-constant" ->
          definition(form, elements, out);
      case "define-values" -> defineValues(elements, out);
      case "define-syntax", "define-macro", "define-syntax-case", "define-alias", "define-private-alias",
          "define-namespace", "define-private-namespace" -> {
        if (elements.size() > 1) {
          SyntaxNode name = nameOf(elements.get(1));
          if (name != null) {
            Kind kind = head.startsWith("define-") && (head.endsWith("-alias") || head.endsWith("-namespace"))
                ? Kind.VARIABLE : Kind.MACRO;
            out.add(new Symbol(name.text(), kind, range(form), range(name), "", List.of()));
          }
        }
      }
      case "define-record-type" -> recordType(form, elements, out);
      case "define-library", "module" -> library(form, elements, out);
      case "define-simple-class", "define-class" -> {
        if (elements.size() > 1 && elements.get(1).kind() == SyntaxKind.IDENTIFIER) {
          List<Symbol> members = new ArrayList<>();
          for (SyntaxNode member : elements.subList(2, elements.size())) {
            List<SyntaxNode> memberElements = elements(member);
            if (memberElements != null && !memberElements.isEmpty()) {
              SyntaxNode name = nameOf(memberElements.get(0));
              if (name != null) {
                Kind kind = memberElements.get(0).kind() == SyntaxKind.LIST ? Kind.FUNCTION : Kind.FIELD;
                members.add(new Symbol(name.text(), kind, range(member), range(name), "", List.of()));
              }
            }
          }
          out.add(new Symbol(elements.get(1).text(), Kind.CLASS, range(form), range(elements.get(1)), "", members));
        }
      }
      default -> {
        // Any other form defines nothing the outline shows.
      }
    }
  }

  private static void definition(SyntaxNode form, List<SyntaxNode> elements, List<Symbol> out) {
    if (elements.size() < 2) {
      return;
    }
    SyntaxNode target = elements.get(1);
    SyntaxNode name = nameOf(target);
    if (name == null) {
      return;
    }
    List<Symbol> children = new ArrayList<>();
    Kind kind;
    String detail = "";
    if (target.kind() == SyntaxKind.LIST) {
      kind = Kind.FUNCTION;
      detail = signature(target);
      for (SyntaxNode bodyForm : elements.subList(2, elements.size())) {
        collect(bodyForm, children);
      }
    } else {
      SyntaxNode value = valueAfterName(elements);
      List<SyntaxNode> valueElements = value == null ? null : elements(value);
      boolean isLambda = valueElements != null && !valueElements.isEmpty()
          && valueElements.get(0).kind() == SyntaxKind.IDENTIFIER
          && (valueElements.get(0).text().equals("lambda") || valueElements.get(0).text().equals("case-lambda"));
      kind = isLambda ? Kind.FUNCTION : Kind.VARIABLE;
      if (isLambda && valueElements.size() > 1 && valueElements.get(0).text().equals("lambda")) {
        detail = valueElements.get(1).text();
        for (SyntaxNode bodyForm : valueElements.subList(2, valueElements.size())) {
          collect(bodyForm, children);
        }
      }
    }
    out.add(new Symbol(name.text(), kind, range(form), range(name), detail, children));
  }

  private static void defineValues(List<SyntaxNode> elements, List<Symbol> out) {
    if (elements.size() < 2) {
      return;
    }
    List<SyntaxNode> formals = elements(elements.get(1));
    if (formals == null) {
      return;
    }
    for (SyntaxNode formal : formals) {
      if (formal.kind() == SyntaxKind.IDENTIFIER) {
        out.add(
            new Symbol(formal.text(), Kind.VARIABLE, range(elements.get(0).parent()), range(formal), "", List.of()));
      }
    }
  }

  private static void recordType(SyntaxNode form, List<SyntaxNode> elements, List<Symbol> out) {
    if (elements.size() < 2) {
      return;
    }
    SyntaxNode name = nameOf(elements.get(1));
    if (name == null) {
      return;
    }
    List<Symbol> children = new ArrayList<>();
    if (elements.size() > 2) {
      SyntaxNode constructor = nameOf(elements.get(2));
      if (constructor != null) {
        String detail = elements.get(2).kind() == SyntaxKind.LIST ? elements.get(2).text() : "";
        children.add(new Symbol(constructor.text(), Kind.CONSTRUCTOR, range(elements.get(2)), range(constructor),
            detail, List.of()));
      }
    }
    if (elements.size() > 3 && elements.get(3).kind() == SyntaxKind.IDENTIFIER) {
      SyntaxNode predicate = elements.get(3);
      children.add(new Symbol(predicate.text(), Kind.FUNCTION, range(predicate), range(predicate), "predicate",
          List.of()));
    }
    for (SyntaxNode fieldSpec : elements.subList(Math.min(4, elements.size()), elements.size())) {
      List<SyntaxNode> spec = elements(fieldSpec);
      SyntaxNode field = spec == null ? (fieldSpec.kind() == SyntaxKind.IDENTIFIER ? fieldSpec : null)
          : spec.isEmpty() ? null : nameOf(spec.get(0));
      if (field == null) {
        continue;
      }
      List<Symbol> procedures = new ArrayList<>();
      if (spec != null) {
        for (SyntaxNode procedure : spec.subList(1, spec.size())) {
          if (procedure.kind() == SyntaxKind.IDENTIFIER) {
            procedures.add(new Symbol(procedure.text(), Kind.FUNCTION, range(procedure), range(procedure), "",
                List.of()));
          }
        }
      }
      children.add(new Symbol(field.text(), Kind.FIELD, range(fieldSpec), range(field), "", procedures));
    }
    out.add(new Symbol(name.text(), Kind.RECORD, range(form), range(name), "", children));
  }

  private static void library(SyntaxNode form, List<SyntaxNode> elements, List<Symbol> out) {
    if (elements.size() < 2) {
      return;
    }
    SyntaxNode nameNode = elements.get(1);
    List<Symbol> children = new ArrayList<>();
    for (SyntaxNode declaration : elements.subList(2, elements.size())) {
      collect(declaration, children);
    }
    out.add(new Symbol(nameNode.text(), Kind.LIBRARY, range(form), range(nameNode), "", children));
  }

  /** The element after the name and an optional {@code ::type}, which is the defined value. */
  private static SyntaxNode valueAfterName(List<SyntaxNode> elements) {
    int index = 2;
    if (index < elements.size() && elements.get(index).kind() == SyntaxKind.COLON_COLON) {
      index += 2;
    }
    return index < elements.size() ? elements.get(index) : null;
  }

  /** The parameter list of {@code (name params...)}, written as the user wrote it. */
  private static String signature(SyntaxNode target) {
    return target.text().replaceAll("\\s+", " ");
  }

  /**
   * The identifier a definition target names: the identifier itself, or the head of
   * {@code (name args...)}, following curried heads {@code ((name a) b)} inwards.
   */
  private static SyntaxNode nameOf(SyntaxNode target) {
    SyntaxNode current = target;
    for (int depth = 0; depth < 16; depth++) {
      if (current.kind() == SyntaxKind.IDENTIFIER) {
        return current;
      }
      List<SyntaxNode> inner = elements(current);
      if (inner == null || inner.isEmpty()) {
        return null;
      }
      current = inner.get(0);
    }
    return null;
  }

  /** The elements of a list without brackets and trivia, or null when the node is not a list. */
  static List<SyntaxNode> elements(SyntaxNode node) {
    return node.listElements();
  }

  private static TextRange range(SyntaxNode node) {
    return new TextRange(node.start(), node.end());
  }
}
