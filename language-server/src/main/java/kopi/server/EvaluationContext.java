package kopi.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.ide.SourceDocument;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * The context of a document's evaluations: which of its imports and definitions the worker's
 * session already holds, so that evaluating a form first runs only the context forms before it that
 * the session lacks.
 *
 * <p>A context form is a top-level form whose head is {@code import} or starts with {@code define}
 * ({@code define}, {@code define-values}, {@code define-record-type}, {@code define-syntax},
 * {@code define-library}, {@code define-alias}, {@code define-simple-class}, ...), or a
 * {@code begin} made only of such forms. Any other top-level form ({@code (display ...)}, a call, a
 * {@code set!}) is never run as context: it runs only when the user evaluates it.
 *
 * <p>Per document, the set of context-form texts run in the current session is kept. A form whose
 * exact text is in the set is not run again; an edited form has a new text and runs again; texts
 * that are no longer in the document are dropped from the set, so that editing a definition back
 * to an earlier text runs it again too. The set is cleared when the session is replaced (reset, a
 * new worker), and a form whose evaluation failed is taken out so that the next evaluation tries it
 * again. Forms are marked as run when they are handed to the worker, not when they end, so two
 * evaluations asked for at once do not both run the same prefix.
 */
final class EvaluationContext {
  /** A context form of a document: its UTF-16 range and its text. */
  record Form(int start, int end, String text) {}

  private final Map<String, Set<String>> run = new HashMap<>();

  /** The context forms of {@code document}, in document order. */
  static List<Form> forms(SourceDocument document) {
    List<Form> forms = new ArrayList<>();
    String text = document.text();
    for (SyntaxNode form : document.parse().topLevelForms()) {
      if (isContextForm(form)) {
        forms.add(new Form(form.start(), form.end(), text.substring(form.start(), form.end())));
      }
    }
    return forms;
  }

  /** Whether {@code form} only imports or defines: see the class comment. */
  static boolean isContextForm(SyntaxNode form) {
    List<SyntaxNode> elements = elements(form);
    if (elements == null || elements.isEmpty() || elements.get(0).kind() != SyntaxKind.IDENTIFIER) {
      return false;
    }
    String head = elements.get(0).text();
    if (head.equals("import") || head.startsWith("define")) {
      return true;
    }
    if (head.equals("begin") && elements.size() > 1) {
      return elements.subList(1, elements.size()).stream().allMatch(EvaluationContext::isContextForm);
    }
    return false;
  }

  /**
   * The context forms of document {@code uri} that must run before code starting at {@code offset}:
   * those of {@code forms} (all of the document's) that end before {@code offset} and that the
   * session lacks. They are marked as run.
   */
  synchronized List<Form> pending(String uri, List<Form> forms, int offset) {
    Set<String> present = new HashSet<>();
    for (Form form : forms) {
      present.add(form.text());
    }
    Set<String> done = run.computeIfAbsent(uri, key -> new HashSet<>());
    done.retainAll(present);
    List<Form> pending = new ArrayList<>();
    for (Form form : forms) {
      if (form.end() <= offset && done.add(form.text())) {
        pending.add(form);
      }
    }
    return pending;
  }

  /** Records that the session holds {@code forms} of {@code uri}, which ran as (part of) an evaluation. */
  synchronized void ran(String uri, List<Form> forms) {
    Set<String> done = run.computeIfAbsent(uri, key -> new HashSet<>());
    for (Form form : forms) {
      done.add(form.text());
    }
  }

  /** Records that {@code form} of {@code uri} did not run to its end: the next evaluation runs it again. */
  synchronized void failed(String uri, Form form) {
    Set<String> done = run.get(uri);
    if (done != null) {
      done.remove(form.text());
    }
  }

  /** Forgets every document's context: the session was replaced. */
  synchronized void clear() {
    run.clear();
  }

  /** The elements of a list without brackets and trivia, or null when {@code node} is not a list. */
  private static List<SyntaxNode> elements(SyntaxNode node) {
    return node.listElements();
  }
}
