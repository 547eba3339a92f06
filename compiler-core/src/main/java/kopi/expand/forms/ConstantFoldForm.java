package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (constant-fold proc arg ...)}: Kawa calls {@code proc} at compile time when the
 * arguments are constants, and otherwise at run time. Kopi makes it the call {@code (proc arg ...)}:
 * the result is the same, only when it is computed differs.
 */
final class ConstantFoldForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2 || !form.isProper()) {
      throw x.malformed(form, "constant-fold: expected a procedure and its arguments, got " + form);
    }
    return x.expr(Rewrite.list(form, form.get(1), form.from(2)));
  }
}
