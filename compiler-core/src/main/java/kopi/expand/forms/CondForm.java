package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.Syntax;

/** {@code (cond (test e ...) (test => receiver) (test) ... (else e ...))}. */
final class CondForm implements SpecialForm {
  /** A clause after its parts were expanded (left to right, so diagnostics come in source order). */
  private record Clause(Syntax whole, Core test, List<Core> body, Core receiver) {}

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2) {
      throw x.malformed(form, "cond: expected at least one clause, got none");
    }
    List<Clause> clauses = new ArrayList<>();
    List<Syntax> raw = form.from(1);
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
        clauses.add(new Clause(clause, null, x.exprs(clause.from(1)), null));
      } else if (clause.size() >= 2 && x.isCore(clause.get(1), "=>")) {
        if (clause.size() != 3) {
          throw x.malformed(clause, "cond: expected (test => receiver), got " + clause);
        }
        clauses.add(new Clause(clause, x.expr(clause.get(0)), null, x.expr(clause.get(2))));
      } else {
        clauses.add(new Clause(clause, x.expr(clause.get(0)), x.exprs(clause.from(1)), null));
      }
    }
    return chain(clauses, form, x);
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
