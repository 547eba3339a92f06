package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import kopi.expand.SemanticModel;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * The types of untyped {@code let}, {@code let*}, {@code letrec} and {@code letrec*} bindings and of
 * untyped parameters of {@code define}d procedures and {@code lambda}s, shown after the name as
 * {@code ::type}, only where the type is certain. For a binding: from the initial value, read from
 * the text (a literal: an exact integer is an {@code integer}, a decimal an inexact {@code real}, a
 * string, a character, a boolean, a quoted symbol, a vector or bytevector literal; a variable with a
 * type specifier; a call of a procedure whose definition declares its return type), else as
 * {@link kopi.analysis.TypeInference} inferred it (e.g. the result of a builtin). For a parameter:
 * when every call of the procedure is known and passes a value of a known type
 * ({@link kopi.analysis.ParameterTypes}). Inferred types come from the latest completed analysis,
 * moved through the edits since ({@link SourceDocument#recentInferredTypes()}), so hints answer at
 * once while the user types. Named {@code let} and {@code do} variables are skipped.
 */
public final class InlayHints {
  private InlayHints() {}

  /** A hint: {@code label} to show at {@code offset} (the end of the binding's name). */
  public record Hint(int offset, String label) {}

  private static final Set<String> LETS = Set.of("let", "let*", "letrec", "letrec*");
  private static final Set<String> LAMBDAS = Set.of("lambda", "define");
  private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
  private static final Pattern RATIONAL = Pattern.compile("[+-]?[0-9]+/[0-9]+");
  private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+\\.[0-9]*|\\.[0-9]+|[0-9]+)([eE][+-]?[0-9]+)?");

  /** The hints of the bindings whose name lies in {@code [start, end]}, in document order. */
  public static List<Hint> of(SourceDocument document, int start, int end) {
    List<Hint> hints = new ArrayList<>();
    SemanticModel model = null;
    List<SemanticAnalysis.InferredType> inferred = null;
    List<SyntaxNode> pending = new ArrayList<>(document.parse().topLevelForms());
    // Depth-first in document order, with an explicit stack: deep nesting must not overflow.
    java.util.ArrayDeque<SyntaxNode> stack = new java.util.ArrayDeque<>();
    for (int i = pending.size() - 1; i >= 0; i--) {
      stack.push(pending.get(i));
    }
    while (!stack.isEmpty()) {
      SyntaxNode node = stack.pop();
      if (node.end() < start || node.start() > end || node.isToken()) {
        continue;
      }
      List<SyntaxNode> elements = DocumentSymbols.elements(node);
      if (elements != null && elements.size() >= 2 && elements.get(0).kind() == SyntaxKind.IDENTIFIER
          && LETS.contains(elements.get(0).text())) {
        List<SyntaxNode> bindings = DocumentSymbols.elements(elements.get(1));
        for (SyntaxNode binding : bindings == null ? List.<SyntaxNode>of() : bindings) {
          List<SyntaxNode> parts = DocumentSymbols.elements(binding);
          if (parts == null || parts.size() != 2 || parts.get(0).kind() != SyntaxKind.IDENTIFIER
              || parts.get(0).text().contains("::")) {
            continue;
          }
          SyntaxNode name = parts.get(0);
          if (name.end() < start || name.start() > end) {
            continue;
          }
          if (model == null && needsModel(parts.get(1))) {
            model = document.recentModel();
          }
          String type = typeOf(parts.get(1), model);
          if (type == null) {
            inferred = inferred == null ? document.recentInferredTypes() : inferred;
            type = lookup(inferred, name);
          }
          if (type != null) {
            hints.add(new Hint(name.end(), "::" + type));
          }
        }
      }
      if (elements != null && elements.size() >= 3 && elements.get(0).kind() == SyntaxKind.IDENTIFIER
          && LAMBDAS.contains(elements.get(0).text())) {
        List<SyntaxNode> formals = DocumentSymbols.elements(elements.get(1));
        boolean define = elements.get(0).text().equals("define");
        for (int i = define ? 1 : 0; formals != null && i < formals.size(); i++) {
          SyntaxNode parameter = formals.get(i);
          if (parameter.kind() != SyntaxKind.IDENTIFIER || parameter.text().startsWith("#!")
              || parameter.text().equals(".")) {
            break;
          }
          if (parameter.text().contains("::") || parameter.end() < start || parameter.start() > end
              || (i + 1 < formals.size() && formals.get(i + 1).text().startsWith("::"))) {
            continue;
          }
          inferred = inferred == null ? document.recentInferredTypes() : inferred;
          String type = lookup(inferred, parameter);
          if (type != null) {
            hints.add(new Hint(parameter.end(), "::" + type));
          }
        }
      }
      List<SyntaxNode> children = node.children();
      for (int i = children.size() - 1; i >= 0; i--) {
        stack.push(children.get(i));
      }
    }
    hints.sort(java.util.Comparator.comparingInt(Hint::offset));
    return hints;
  }

  /** The inferred type of the variable whose binding identifier is {@code name}, or null. */
  private static String lookup(List<SemanticAnalysis.InferredType> inferred, SyntaxNode name) {
    int low = 0;
    int high = inferred.size() - 1;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      SemanticAnalysis.InferredType type = inferred.get(middle);
      if (type.start() < name.start()) {
        low = middle + 1;
      } else if (type.start() > name.start()) {
        high = middle - 1;
      } else {
        return type.end() == name.end() ? type.type() : null;
      }
    }
    return null;
  }

  private static boolean needsModel(SyntaxNode init) {
    return init.kind() == SyntaxKind.IDENTIFIER || init.kind() == SyntaxKind.LIST;
  }

  /** The certain type of the expression {@code init}, or null. */
  private static String typeOf(SyntaxNode init, SemanticModel model) {
    String text = init.text();
    return switch (init.kind()) {
      case NUMBER -> INTEGER.matcher(text).matches() ? "integer"
          : RATIONAL.matcher(text).matches() ? "rational"
          : DECIMAL.matcher(text).matches() ? "real" : null;
      case STRING -> "string";
      case CHARACTER -> "character";
      case BOOLEAN -> "boolean";
      case VECTOR -> "vector";
      case BYTEVECTOR -> "bytevector";
      case UVECTOR -> "uniform vector";
      case ARRAY -> "array";
      case ABBREVIATION -> text.startsWith("'") && quotedSymbol(init) ? "symbol" : null;
      case IDENTIFIER -> {
        SemanticModel.Occurrence occurrence = model == null ? null : model.at(init.start());
        yield occurrence != null && occurrence.start() == init.start() ? occurrence.symbol().declaredType() : null;
      }
      case LIST -> {
        List<SyntaxNode> call = DocumentSymbols.elements(init);
        if (call == null || call.isEmpty() || call.get(0).kind() != SyntaxKind.IDENTIFIER || model == null) {
          yield null;
        }
        SemanticModel.Occurrence head = model.at(call.get(0).start());
        yield head != null && head.start() == call.get(0).start() && head.symbol().params() != null
            ? head.symbol().returnType() : null;
      }
      default -> null;
    };
  }

  private static boolean quotedSymbol(SyntaxNode abbreviation) {
    List<SyntaxNode> children = abbreviation.significantChildren();
    return children.size() == 2 && children.get(1).kind() == SyntaxKind.IDENTIFIER;
  }
}
