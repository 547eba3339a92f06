package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (case-lambda (formals body ...) ...)}. */
final class CaseLambdaForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Core.Lambda> clauses = new ArrayList<>();
    for (Syntax s : form.from(1)) {
      if (!(s instanceof Syntax.SList clause) || clause.size() < 2 || !clause.isProper()) {
        throw x.malformed(s, "case-lambda: expected a clause (formals body ...), got " + s);
      }
      clauses.add(LambdaForm.make(x, clause.get(0), clause.from(1), clause, null, null, "case-lambda"));
    }
    return new Core.CaseLambda(form.start(), form.end(), null, clauses);
  }
}
