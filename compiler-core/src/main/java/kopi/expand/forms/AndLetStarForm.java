package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * SRFI 2 {@code (and-let* (clause ...) body ...)}: each clause is {@code (variable expression)},
 * {@code (expression)} or a bound {@code variable}; the clauses are tested in order like
 * {@code and}, a variable clause binding its value for the clauses after it and the body. The
 * value is {@code #f} as soon as a clause is false, else the body's value, else the last clause's
 * (or {@code #t} when there are none).
 */
final class AndLetStarForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2 || !(form.get(1) instanceof Syntax.SList clauses) || !clauses.isProper()) {
      throw x.malformed(form, "and-let*: expected a list of clauses and an optional body");
    }
    return x.expr(rewrite(form, clauses.elements(), form.from(2), x));
  }

  private static Syntax rewrite(Syntax.SList form, List<Syntax> clauses, List<Syntax> body, Expansion x) {
    if (clauses.isEmpty()) {
      return body.isEmpty() ? new Syntax.Atom(Boolean.TRUE, form.start(), form.end())
          : Rewrite.list(form, x.core("let", form), Rewrite.prepend(Rewrite.list(form), body));
    }
    Syntax clause = clauses.get(0);
    List<Syntax> rest = clauses.subList(1, clauses.size());
    boolean last = rest.isEmpty() && body.isEmpty();
    Syntax no = new Syntax.Atom(Boolean.FALSE, clause.start(), clause.end());
    if (clause instanceof Syntax.Id variable) {
      return last ? variable : Rewrite.list(clause, x.core("if", clause), variable, rewrite(form, rest, body, x), no);
    }
    if (clause instanceof Syntax.SList list && list.isProper() && list.size() == 1) {
      Syntax test = list.get(0);
      return last ? test : Rewrite.list(clause, x.core("if", clause), test, rewrite(form, rest, body, x), no);
    }
    if (clause instanceof Syntax.SList list && list.isProper() && list.size() == 2
        && list.get(0) instanceof Syntax.Id variable) {
      Syntax then = last ? variable
          : Rewrite.list(clause, x.core("if", clause), variable, rewrite(form, rest, body, x), no);
      return Rewrite.list(clause, x.core("let", clause), Rewrite.list(clause, list), then);
    }
    throw x.malformed(clause, "and-let*: expected (variable expression), (expression) or a variable");
  }
}
