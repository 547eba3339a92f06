package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (cond (test e ...) (test => receiver) (test) ... (else e ...))}; a test may be Kawa's
 * {@code (? pattern value)}, whose variables its clause's body sees.
 */
final class CondForm implements SpecialForm {
  /** A clause after its parts were expanded (left to right, so diagnostics come in source order). */
  private record Clause(Syntax whole, Core test, List<Core> body, Core receiver) {}

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2) {
      throw x.malformed(form, "cond: expected at least one clause, got none");
    }
    List<Syntax> raw = form.from(1);
    for (int i = 0; i < raw.size(); i++) {
      if (raw.get(i) instanceof Syntax.SList clause && clause.isProper() && clause.size() > 0
          && Patterns.isMatchTest(clause.get(0), x)) {
        return x.expr(withMatch(form, raw, i, clause, x));
      }
    }
    List<Clause> clauses = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      Syntax s = raw.get(i);
      if (!(s instanceof Syntax.SList clause) || !clause.isProper() || clause.size() == 0) {
        throw x.malformed(s, "cond: expected a clause (test expression ...), got " + s);
      }
      if (x.isCore(clause.get(0), "else")) {
        if (i != raw.size() - 1) {
          throw new ExpandError("expand.malformed", clause, "cond: else clause must be the last clause");
        }
        if (clause.size() < 2) {
          throw x.malformed(clause, "cond: expected expressions after else");
        }
        clauses.add(new Clause(clause, null, List.of(x.body(clause.from(1), clause, "cond")), null));
      } else if (clause.size() >= 2 && x.isCore(clause.get(1), "=>")) {
        if (clause.size() != 3) {
          throw x.malformed(clause, "cond: expected (test => receiver), got " + clause);
        }
        clauses.add(new Clause(clause, x.expr(clause.get(0)), null, x.expr(clause.get(2))));
      } else {
        clauses.add(new Clause(clause, x.expr(clause.get(0)),
            clause.size() == 1 ? List.of() : List.of(x.body(clause.from(1), clause, "cond")), null));
      }
    }
    return chain(clauses, form, x);
  }

  /**
   * The clauses before {@code at}, then {@code (if test (let () body ...) (cond clause ...))} for
   * the clause {@code at}, whose test has a {@code (? pattern value)} whose variables the body sees.
   */
  private static Syntax withMatch(Syntax.SList form, List<Syntax> raw, int at, Syntax.SList clause, Expansion x) {
    List<Syntax> after = raw.subList(at + 1, raw.size());
    Syntax otherwise = after.isEmpty() ? Patterns.unspecified(clause, x) : Rewrite.list(form, form.get(0), after);
    Syntax then = clause.size() == 1 ? new Syntax.Atom(Boolean.TRUE, clause.start(), clause.end())
        : Rewrite.list(clause, x.core("let", clause), Rewrite.prepend(Rewrite.list(clause), clause.from(1)));
    if (clause.size() >= 2 && x.isCore(clause.get(1), "=>")) {
      throw x.malformed(clause, "cond: a clause with a ? test cannot use =>");
    }
    Syntax matched = Patterns.conditional(clause, clause.get(0), then, otherwise, x, "cond");
    if (at == 0) {
      return matched;
    }
    List<Syntax> before = new ArrayList<>(raw.subList(0, at));
    before.add(Rewrite.list(clause, x.core("else", clause), matched));
    return Rewrite.list(form, form.get(0), before);
  }

  private static Core chain(List<Clause> clauses, Syntax form, Expansion x) {
    Core result = x.unspecified(form);
    for (int i = clauses.size() - 1; i >= 0; i--) {
      Clause c = clauses.get(i);
      Syntax at = c.whole();
      if (c.test() == null) {
        result = Expansion.sequence(at, c.body());
      } else if (c.receiver() != null || c.body().isEmpty()) {
        Local temp = new Local("cond");
        Core ref = new Core.LocalRef(at.start(), at.end(), temp);
        Core then = c.receiver() != null ? new Core.Call(at.start(), at.end(), c.receiver(), List.of(ref)) : ref;
        result = new Core.Let(at.start(), at.end(), List.of(temp), List.of(c.test()),
            new Core.If(at.start(), at.end(), ref, then, result));
      } else {
        result = new Core.If(at.start(), at.end(), c.test(), Expansion.sequence(at, c.body()), result);
      }
    }
    return result;
  }
}
