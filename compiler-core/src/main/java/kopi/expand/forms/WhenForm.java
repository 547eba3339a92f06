package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (when test e ...)}, and {@code (unless test e ...)} when {@code negate} is set; the test of
 * {@code when} may be Kawa's {@code (? pattern value)}, whose variables its body sees (as in Kawa,
 * {@code unless} takes none).
 */
final class WhenForm implements SpecialForm {
  private final boolean negate;

  WhenForm(boolean negate) {
    this.negate = negate;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = negate ? "unless" : "when";
    if (form.size() < 3) {
      throw x.malformed(form, name + ": expected a test and at least one expression, got "
          + (form.size() - 1) + " operands");
    }
    if (!negate && Patterns.isMatchTest(form.get(1), x)) {
      Syntax body = Rewrite.list(form, x.core("begin", form), form.from(2));
      return x.expr(Patterns.conditional(form, form.get(1), body, Patterns.unspecified(form, x), x, name));
    }
    Core test = x.expr(form.get(1));
    Core body = x.body(form.from(2), form, name);
    Core none = x.unspecified(form);
    return new Core.If(form.start(), form.end(), test, negate ? none : body, negate ? body : none);
  }
}
