package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.Diagnostic;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Which text the editor's "evaluate" runs: the top-level form at the cursor ({@link #formAt}), and
 * the context forms of a document ({@link #contextForms}), the imports and definitions that must
 * run before it in the evaluation session.
 *
 * <p>A context form is a top-level form whose head is {@code import} or starts with {@code define}
 * ({@code define}, {@code define-values}, {@code define-record-type}, {@code define-syntax},
 * {@code define-library}, {@code define-alias}, {@code define-simple-class}, ...), or a
 * {@code begin} made only of such forms. Any other top-level form ({@code (display ...)}, a call, a
 * {@code set!}) is never run as context: it runs only when the user evaluates it.
 */
public final class EvaluationForms {
  private EvaluationForms() {}

  /** A top-level form of a document: its UTF-16 range and its text. */
  public record Form(int start, int end, String text) {}

  /**
   * The top-level form containing {@code offset}, else the one ending exactly there (the cursor just
   * after its closing bracket), else null.
   */
  public static Form formAt(SourceDocument document, int offset) {
    SyntaxNode atEnd = null;
    for (SyntaxNode form : document.parse().topLevelForms()) {
      if (form.start() <= offset && offset < form.end()) {
        return form(document, form);
      }
      if (form.end() == offset) {
        atEnd = form;
      }
    }
    return atEnd == null ? null : form(document, atEnd);
  }

  /**
   * Whether {@code form} of {@code document} is closed: false when the text ends inside it or a
   * closer in it does not match its opener, so running it would only report that.
   */
  public static boolean isComplete(SourceDocument document, Form form) {
    for (Diagnostic diagnostic : document.parse().diagnostics()) {
      if (diagnostic.leavesDatumOpen() && form.start() <= diagnostic.start() && diagnostic.start() < form.end()) {
        return false;
      }
    }
    return true;
  }

  /** The context forms of {@code document}, in document order. */
  public static List<Form> contextForms(SourceDocument document) {
    List<Form> forms = new ArrayList<>();
    for (SyntaxNode form : document.parse().topLevelForms()) {
      if (isContextForm(form)) {
        forms.add(form(document, form));
      }
    }
    return forms;
  }

  /** Whether {@code form} only imports or defines: see the class comment. */
  static boolean isContextForm(SyntaxNode form) {
    List<SyntaxNode> elements = form.listElements();
    if (elements == null || elements.isEmpty() || elements.get(0).kind() != SyntaxKind.IDENTIFIER) {
      return false;
    }
    String head = elements.get(0).text();
    if (head.equals("import") || head.startsWith("define")) {
      return true;
    }
    if (head.equals("begin") && elements.size() > 1) {
      return elements.subList(1, elements.size()).stream().allMatch(EvaluationForms::isContextForm);
    }
    return false;
  }

  private static Form form(SourceDocument document, SyntaxNode node) {
    return new Form(node.start(), node.end(), document.text().substring(node.start(), node.end()));
  }
}
