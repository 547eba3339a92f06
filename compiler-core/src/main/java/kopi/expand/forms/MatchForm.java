package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (match value (pattern [#!if guard] body ...) ...)}: the body of the first clause
 * whose pattern (see {@link Patterns}) matches the value, and whose guard, which sees the
 * pattern's variables, is true. No matching clause is a run-time error. Each clause is a thunk that
 * the clause before it calls when it does not match, so a pattern's tests are written once.
 */
final class MatchForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form, "match: expected a value and at least one clause (pattern body ...)");
    }
    Patterns patterns = new Patterns(x, "match");
    Syntax.Id value = patterns.temporary("subject", form);
    List<Syntax> clauses = form.from(2);
    // From the last clause back: clauses i.. are clause i, failing to a thunk of clauses i+1...
    Syntax rest = null;
    for (int i = clauses.size() - 1; i >= 0; i--) {
      if (rest == null) {
        rest = clause(clauses.get(i), value, Rewrite.list(form, x.core("%match-failed", form), value), x);
      } else {
        Syntax.Id thunk = patterns.temporary("clause", clauses.get(i));
        Syntax clauseForm = clause(clauses.get(i), value, Rewrite.list(clauses.get(i), thunk), x);
        rest = Rewrite.list(form, x.core("let", form), Rewrite.list(form, Rewrite.list(form, thunk,
            Rewrite.list(form, x.core("lambda", form), Rewrite.list(form), rest))), clauseForm);
      }
    }
    return x.expr(Rewrite.list(form, x.core("let", form),
        Rewrite.list(form, Rewrite.list(form, value, form.get(1))), rest));
  }

  /** One clause, a fresh {@link Patterns} each, since each binds its own variables. */
  private static Syntax clause(Syntax s, Syntax.Id value, Syntax failure, Expansion x) {
    if (!(s instanceof Syntax.SList clause) || !clause.isProper() || clause.size() == 0) {
      throw x.malformed(s, "match: expected a clause (pattern body ...), got " + s);
    }
    List<Syntax> parts = clause.elements();
    int end = Params.isTypeMarker(parts, 1) ? 3 : 1;
    if (end > parts.size()) {
      throw x.malformed(clause, "match: expected a type after ::");
    }
    Patterns patterns = new Patterns(x, "match");
    Patterns.Pattern pattern = patterns.single(parts, 0, end, clause);
    Syntax guard = null;
    if (end < parts.size() && Params.isMarker(parts.get(end), "if")) {
      if (end + 1 >= parts.size()) {
        throw x.malformed(parts.get(end), "match: expected a guard expression after #!if");
      }
      guard = parts.get(end + 1);
      end += 2;
    }
    if (end >= parts.size()) {
      throw x.malformed(clause, "match: expected a body after the pattern of " + clause);
    }
    Syntax body = Rewrite.list(clause, x.core("let", clause), Rewrite.prepend(Rewrite.list(clause),
        parts.subList(end, parts.size())));
    Syntax success = guard == null ? body : Rewrite.list(clause, x.core("if", clause), guard, body, failure);
    return patterns.match(pattern, value, success, failure);
  }
}
