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
 * {@code (guard (var clause ...) body ...)}: {@code (%guard (lambda () body ...) selector)}. The
 * selector binds {@code var}, evaluates the clause tests as {@code cond} does and returns a thunk
 * that runs the body of the clause that matched, or {@code #f} when none did. The runtime calls the
 * selector where the object was raised, so that a guard with no matching clause can re-raise it
 * with {@code raise-continuable} in the dynamic environment of the original raise (R7RS 4.2.7),
 * and runs the chosen thunk after unwinding, in the guard's dynamic environment.
 */
final class GuardForm implements SpecialForm {
  /**
   * A clause after expansion: {@code test} is null for {@code else}; {@code body} is the clause's
   * expressions as a thunk, or null for {@code (test)} and {@code (test => receiver)}, where the
   * value of the test is what the later code needs.
   */
  private record Clause(Syntax whole, Core test, Core.Lambda body, Core receiver) {}

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList spec) || !spec.isProper()
        || spec.size() < 1 || !(spec.get(0) instanceof Syntax.Id var)) {
      throw x.malformed(form, "guard: expected (variable clause ...) and a body");
    }
    Syntax noFormals = new Syntax.SList(List.of(), null, form.start(), form.start());
    Core.Lambda body = LambdaForm.make(x, noFormals, form.from(2), form, "guard-body", null, "guard");
    int scope = x.freshScope();
    Local condition = x.bindLocal((Syntax.Id) var.addScope(scope), null);
    List<Syntax> raw = spec.from(1);
    List<Clause> clauses = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      Syntax s = raw.get(i).addScope(scope);
      if (!(s instanceof Syntax.SList clause) || !clause.isProper() || clause.size() == 0) {
        throw x.malformed(s, "guard: expected a clause (test expression ...), got " + s);
      }
      if (x.isCore(clause.get(0), "else")) {
        if (i != raw.size() - 1) {
          throw new ExpandError("expand.malformed", clause, "guard: else clause must be the last clause");
        }
        if (clause.size() < 2) {
          throw x.malformed(clause, "guard: expected expressions after else");
        }
        clauses.add(new Clause(clause, null, thunk(clause, x.body(clause.from(1), clause, "guard")), null));
      } else if (clause.size() >= 2 && x.isCore(clause.get(1), "=>")) {
        if (clause.size() != 3) {
          throw x.malformed(clause, "guard: expected (test => receiver), got " + clause);
        }
        clauses.add(new Clause(clause, x.expr(clause.get(0)), null, x.expr(clause.get(2))));
      } else {
        Core test = x.expr(clause.get(0));
        Core.Lambda thunk = clause.size() == 1 ? null
            : thunk(clause, x.body(clause.from(1), clause, "guard"));
        clauses.add(new Clause(clause, test, thunk, null));
      }
    }
    Core dispatch = x.constant(spec, Boolean.FALSE);
    for (int i = clauses.size() - 1; i >= 0; i--) {
      Clause c = clauses.get(i);
      Syntax at = c.whole();
      if (c.test() == null) {
        dispatch = c.body();
      } else if (c.body() != null) {
        dispatch = new Core.If(at.start(), at.end(), c.test(), c.body(), dispatch);
      } else {
        Local temp = new Local("guard-test");
        Core ref = new Core.LocalRef(at.start(), at.end(), temp);
        Core result = c.receiver() == null ? ref : new Core.Call(at.start(), at.end(), c.receiver(), List.of(ref));
        dispatch = new Core.Let(at.start(), at.end(), List.of(temp), List.of(c.test()),
            new Core.If(at.start(), at.end(), ref, thunk(at, result), dispatch));
      }
    }
    Core.Lambda selector = new Core.Lambda(spec.start(), spec.end(), "guard-selector", List.of(condition),
        List.of(), null, dispatch);
    return x.callBuiltin(form, Hooks.GUARD, body, selector);
  }

  private static Core.Lambda thunk(Syntax at, Core body) {
    return new Core.Lambda(at.start(), at.end(), "guard-clause", List.of(), List.of(), null, body);
  }
}
