package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (define-base-unit name "Dimension")} and {@code (define-unit name quantity)}: they
 * name a unit for the quantity literals that follow ({@code 5dollar}), at run time, as Kawa does;
 * units have their own names and bind no variable.
 */
final class DefineUnitForm implements SpecialForm {
  private final boolean base;

  DefineUnitForm(boolean base) {
    this.base = base;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = base ? "define-base-unit" : "define-unit";
    if (form.size() != 3) {
      throw x.malformed(form, name + ": expected a unit name and " + (base ? "a dimension name" : "a quantity")
          + ", got " + (form.size() - 1) + " operand" + (form.size() == 2 ? "" : "s"));
    }
    if (!(form.get(1) instanceof Syntax.Id unit) || !unit.name().matches("[A-Za-z]+")) {
      throw x.malformed(form.get(1), name + ": expected a unit name made of letters");
    }
    Core value = x.expr(form.get(2));
    return x.callBuiltin(form, base ? "%define-base-unit" : "%define-unit", x.constant(unit, unit.name()), value);
  }
}
