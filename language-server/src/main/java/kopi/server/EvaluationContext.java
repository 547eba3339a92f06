package kopi.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.ide.EvaluationForms.Form;

/**
 * The context of a document's evaluations: which of its imports and definitions the worker's
 * session already holds, so that evaluating a form first runs only the context forms before it that
 * the session lacks.
 *
 * <p>Which forms are context forms is the editor's fact ({@link kopi.ide.EvaluationForms}).
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
  private final Map<String, Set<String>> run = new HashMap<>();

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
}
