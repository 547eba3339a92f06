package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (guard (var clause ...) body ...)}: {@code (%guard (lambda () body ...) handler)} where
 * the handler binds {@code var} and runs the clauses as {@code cond} does; when no clause matches
 * (and there is no else) it re-raises with {@code raise-continuable}, as R7RS 4.2.7 specifies.
 */
final class GuardForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList spec) || !spec.isProper()
        || spec.size() < 1 || !(spec.get(0) instanceof Syntax.Id var)) {
      throw x.malformed(form, "guard: expected (variable clause ...) and a body");
    }
    List<Syntax> cond = new ArrayList<>();
    cond.add(x.core("cond", spec));
    List<Syntax> clauses = spec.from(1);
    cond.addAll(clauses);
    boolean hasElse = !clauses.isEmpty() && clauses.get(clauses.size() - 1) instanceof Syntax.SList last
        && last.size() > 0 && x.isCore(last.get(0), "else");
    if (!hasElse) {
      Syntax reraise = new Syntax.SList(List.of(x.core("raise-continuable", spec), var), null, spec.start(), spec.end());
      cond.add(new Syntax.SList(List.of(x.core("else", spec), reraise), null, spec.start(), spec.end()));
    }
    Syntax condForm = new Syntax.SList(cond, null, spec.start(), spec.end());
    Syntax formals = new Syntax.SList(List.of(var), null, var.start(), var.end());
    Core.Lambda handler = LambdaForm.make(x, formals, List.of(condForm), spec, "guard-handler", null, "guard");
    Syntax noFormals = new Syntax.SList(List.of(), null, form.start(), form.start());
    Core.Lambda body = LambdaForm.make(x, noFormals, form.from(2), form, "guard-body", null, "guard");
    return x.callBuiltin(form, Hooks.GUARD, body, handler);
  }
}
