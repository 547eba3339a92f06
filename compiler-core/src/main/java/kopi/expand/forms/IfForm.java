package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (if test then [else])}; a missing else branch yields the unspecified value. A test with
 * Kawa's {@code (? pattern value)} in it binds the pattern's variables for {@code then}.
 */
final class IfForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 3 && form.size() != 4) {
      throw x.malformed(form, "if: expected 2 or 3 operands, got " + (form.size() - 1));
    }
    if (Patterns.isMatchTest(form.get(1), x)) {
      return x.expr(Patterns.conditional(form, form.get(1), form.get(2),
          form.size() == 4 ? form.get(3) : Patterns.unspecified(form, x), x, "if"));
    }
    Core test = x.expr(form.get(1));
    Core then = x.expr(form.get(2));
    Core otherwise = form.size() == 4 ? x.expr(form.get(3)) : x.unspecified(form);
    return new Core.If(form.start(), form.end(), test, then, otherwise);
  }
}
