package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/** {@code (if test then [else])}; a missing else branch yields the unspecified value. */
final class IfForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 3 && form.size() != 4) {
      throw x.malformed(form, "if: expected 2 or 3 operands, got " + (form.size() - 1));
    }
    Core test = x.expr(form.get(1));
    Core then = x.expr(form.get(2));
    Core otherwise = form.size() == 4 ? x.expr(form.get(3)) : x.unspecified(form);
    return new Core.If(form.start(), form.end(), test, then, otherwise);
  }
}
