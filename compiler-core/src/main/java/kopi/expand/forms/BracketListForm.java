package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's square-bracket vector {@code [e ...]}, which the reader gives as
 * {@code ($bracket-list$ e ...)}: a new vector of the values of the expressions, evaluated in
 * order, as {@code (vector e ...)}. Kawa makes the vector read-only; Kopi's is an ordinary
 * mutable vector, since each evaluation makes a fresh one.
 */
final class BracketListForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper()) {
      throw x.malformed(form, "[...]: expected a proper list of expressions");
    }
    return x.expr(Rewrite.list(form, x.core("vector", form), form.from(1)));
  }
}
