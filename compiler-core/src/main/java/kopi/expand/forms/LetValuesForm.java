package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (let-values (((a b) expr) ...) body ...)} and {@code let*-values}: nested
 * {@code call-with-values}. For let-values every init is expanded outside all the new bindings;
 * for let*-values each init sees the clauses before it.
 */
final class LetValuesForm implements SpecialForm {
  private final boolean sequential;

  LetValuesForm(boolean sequential) {
    this.sequential = sequential;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = sequential ? "let*-values" : "let-values";
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList clauses) || !clauses.isProper()) {
      throw x.malformed(form, name + ": expected a list of (formals expression) bindings and a body");
    }
    List<Integer> scopes = new ArrayList<>();
    int shared = x.freshScope();
    List<Core> inits = new ArrayList<>();
    List<ValuesSupport.Bound> bound = new ArrayList<>();
    for (Syntax c : clauses.elements()) {
      if (!(c instanceof Syntax.SList clause) || clause.size() != 2 || !clause.isProper()) {
        throw x.malformed(c, name + ": expected (formals expression), got " + c);
      }
      Syntax init = clause.get(1);
      Syntax formals = clause.get(0);
      if (sequential) {
        for (int s : scopes) {
          init = init.addScope(s);
          formals = formals.addScope(s);
        }
        int scope = x.freshScope();
        scopes.add(scope);
        inits.add(x.expr(init));
        bound.add(ValuesSupport.bind(formals, scope, x, name));
      } else {
        inits.add(x.expr(init));
        bound.add(ValuesSupport.bind(formals, shared, x, name));
      }
    }
    List<Syntax> body = new ArrayList<>();
    for (Syntax s : form.from(2)) {
      Syntax scoped = s;
      if (sequential) {
        for (int scope : scopes) {
          scoped = scoped.addScope(scope);
        }
      } else {
        scoped = scoped.addScope(shared);
      }
      body.add(scoped);
    }
    Core result = x.body(body, form, name);
    for (int i = bound.size() - 1; i >= 0; i--) {
      result = ValuesSupport.receive(clauses.get(i), inits.get(i), bound.get(i), result, x);
    }
    return result;
  }
}
