package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (try-catch body (variable Type handler ...) ...)}: evaluates {@code body}; if it
 * raises, the first clause whose {@code Type} the condition is an instance of runs with
 * {@code variable} bound to it, and a condition no clause takes is raised again. A Java exception
 * is its own condition; any other raised object is seen as a {@code kopi.runtime.SchemeError}
 * (a {@code RuntimeException} whose message is the condition's), as Kawa wraps it. Written as:
 * <pre>
 * (guard (c (#t (let ((j (%as-throwable c)))
 *                 (cond ((instance? j Type) ((lambda (variable ::Type) handler ...) j))
 *                       ...
 *                       (else (raise c))))))
 *   body)
 * </pre>
 */
final class TryCatchForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() < 3) {
      throw x.malformed(form,
          "try-catch: expected a body expression and at least one (variable Type handler ...) clause");
    }
    Syntax condition = Rewrite.temporary(x, "try-catch-condition", 0, form);
    Syntax thrown = Rewrite.temporary(x, "try-catch-throwable", 0, form);
    List<Syntax> cases = new ArrayList<>();
    for (Syntax clause : form.from(2)) {
      if (!(clause instanceof Syntax.SList list) || !list.isProper() || list.size() < 2
          || !(list.get(0) instanceof Syntax.Id variable)) {
        throw x.malformed(clause, "try-catch: expected (variable Type handler ...)");
      }
      int typeAt = Params.isTypeMarker(list.elements(), 1) ? 2 : 1;
      if (typeAt >= list.size()) {
        throw x.malformed(clause, "try-catch: expected a type after the variable");
      }
      Syntax type = list.get(typeAt);
      // The variable is a parameter, not a let binding: a handler need not use it (no "unused" warning).
      Syntax parameters = Rewrite.list(clause, variable, new Syntax.Id("::", variable.scopes(), variable.start(),
          variable.end()), type);
      Syntax handler = Rewrite.list(clause, Rewrite.list(clause, x.core("lambda", clause),
          Rewrite.prepend(parameters, list.from(typeAt + 1))), thrown);
      cases.add(Rewrite.list(clause, Rewrite.list(clause, x.core("instance?", clause), thrown, type), handler));
    }
    cases.add(Rewrite.list(form, x.core("else", form), Rewrite.list(form, x.core("raise", form), condition)));
    Syntax dispatch = Rewrite.list(form, x.core("let", form),
        Rewrite.list(form, Rewrite.list(form, thrown, Rewrite.list(form, x.core("%as-throwable", form), condition))),
        Rewrite.list(form, x.core("cond", form), cases));
    Syntax clause = Rewrite.list(form, condition,
        Rewrite.list(form, new Syntax.Atom(Boolean.TRUE, form.start(), form.end()), dispatch));
    return x.expr(Rewrite.list(form, x.core("guard", form), clause, form.get(1)));
  }
}
