package kopi.analysis;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.syntax.BigStack;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import kopi.syntax.PhaseTimings;

/**
 * The check stage of the pipeline: the static checks ({@link StaticChecks}) of each module an
 * expansion produced from the text being compiled or analysed. A library from another file has
 * offsets into that file, and it is checked when that file is compiled or opened on its own. The
 * checks run after expansion errors too (an expression with an error is a placeholder of unknown
 * type), so one run reports them all; what they find inside a form the reader could not read whole
 * is dropped ({@link StaticChecks#outsideBrokenForms}).
 */
public final class Checks {
  private Checks() {}

  /**
   * What to check.
   *
   * @param text     the text whose modules are checked
   * @param session  whether the modules are session inputs, whose globals a later input may redefine
   * @param previous null to check each module whole and keep its inferred types (what the code
   *                 generator reuses); otherwise check form by form, reusing this cache of an earlier
   *                 analysis of the same document ({@link FormChecks}), and keep no types
   */
  public record Request(String text, boolean session, FormChecks previous, Runnable checkpoint) {
    public Request {
      checkpoint = checkpoint == null ? () -> {} : checkpoint;
    }

    /** Whole-module checks of a program or session input, keeping the types for the code generator. */
    public static Request compiling(String text, boolean session) {
      return new Request(text, session, null, null);
    }

    /**
     * Form-by-form checks of an editor's document, reusing {@code previous} and running
     * {@code checkpoint} before each form checked (an editor's throws when the text is superseded).
     */
    public static Request editing(String text, FormChecks previous, Runnable checkpoint) {
      return new Request(text, false, previous == null ? FormChecks.EMPTY : previous, checkpoint);
    }
  }

  /**
   * The expansion's diagnostics and the checks', in source order; the inferred types of each checked
   * module (whole-module checks only); the form cache for the next analysis (form-by-form only).
   */
  public record Result(List<Diagnostic> diagnostics, Map<ExpandedModule, TypeInference.Result> inferred,
      FormChecks next) {
    public Result {
      diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
      return Diagnostic.anyError(diagnostics);
    }
  }

  public static Result check(ExpandResult expansion, Request request) {
    long[] start = PhaseTimings.start();
    List<Diagnostic> diagnostics = new ArrayList<>(expansion.diagnostics());
    Map<ExpandedModule, TypeInference.Result> inferred = new IdentityHashMap<>();
    FormChecks next = FormChecks.EMPTY;
    for (ExpandedModule module : expansion.modules()) {
      if (!request.text().equals(module.sourceText())) {
        continue;
      }
      String owner = request.session() && !module.isLibrary() ? null : module.className();
      List<Diagnostic> found;
      try {
        if (request.previous() == null) {
          // The checks walk the tree recursively: a deeply nested program needs a big stack.
          StaticChecks checks = BigStack.call("kopi-checks",
              () -> StaticChecks.check(module.body(), expansion.types(), owner));
          inferred.put(module, checks.types());
          found = checks.diagnostics();
        } else {
          FormChecks.Result checked = request.previous().check(module.body(), expansion.types(), owner,
              expansion.origins(), request.checkpoint());
          next = next.with(checked.next());
          found = checked.diagnostics();
        }
      } catch (StackOverflowError e) {
        // After errors (a reader's unclosed parentheses), the nesting is their consequence.
        if (!expansion.hasErrors()) {
          diagnostics.add(Diagnostic.error(Phase.ANALYZE, "check.too-deep", 0, 0,
              "the program nests too deeply to compile"));
        }
        continue;
      }
      diagnostics.addAll(module.included().fold(
          StaticChecks.outsideBrokenForms(module.body(), expansion.diagnostics(), found)));
    }
    Result result = new Result(Diagnostic.inSourceOrder(diagnostics), inferred, next);
    PhaseTimings.stop("check", start);
    return result;
  }
}
