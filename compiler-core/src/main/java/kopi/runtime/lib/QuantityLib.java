package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.Quantity;
import kopi.runtime.Symbol;
import kopi.runtime.Unit;

/**
 * Kawa's quantities and units: {@code quantity?}, {@code quantity->number},
 * {@code quantity->unit}, {@code make-quantity}, and the internal builtins behind quantity
 * literals ({@code 3cm}, rewritten by the expander into {@code %quantity}) and the forms
 * {@code define-base-unit} and {@code define-unit}. The values are {@link Quantity} and
 * {@link Unit}.
 */
public final class QuantityLib {
  private QuantityLib() {}

  @Builtin("quantity?")
  public static Object quantityP(Object x) {
    return Num.isNumber(x);
  }

  /** The size in base units: {@code (quantity->number 3cm)} is 0.03. */
  @Builtin("quantity->number")
  public static Object quantityToNumber(Object q) {
    if (q instanceof Quantity quantity) {
      return quantity.baseValue();
    }
    if (q instanceof Unit unit) {
      return unit.factor();
    }
    if (!Num.isNumber(q)) {
      throw Errors.wrongType("quantity->number", "quantity", q);
    }
    // Kawa answers a flonum for a plain number too: (quantity->number 5) is 5.0.
    return Num.inexact(q);
  }

  @Builtin("quantity->unit")
  public static Object quantityToUnit(Object q) {
    if (q instanceof Quantity quantity) {
      return quantity.unit();
    }
    if (!Num.isNumber(q)) {
      throw Errors.wrongType("quantity->unit", "quantity", q);
    }
    return Unit.parse("");
  }

  /** {@code (make-quantity 3 "cm")}: the unit as a unit or as its name. */
  @Builtin("make-quantity")
  public static Object makeQuantity(Object value, Object unit) {
    Unit u;
    if (unit instanceof Unit given) {
      u = given;
    } else if (unit instanceof CharSequence || unit instanceof Symbol) {
      u = Unit.parse(unit.toString());
    } else {
      throw Errors.wrongType("make-quantity", "unit", unit);
    }
    return Quantity.make(value, u);
  }

  @Builtin("%quantity")
  public static Object quantity(Object value, Object unit) {
    return Quantity.literal(value, unit.toString());
  }

  @Builtin("%define-base-unit")
  public static Object defineBaseUnit(Object name, Object dimension) {
    Unit.defineBase(name.toString(), Args.string("define-base-unit", dimension).toString());
    return kopi.runtime.Unspecified.VALUE;
  }

  @Builtin("%define-unit")
  public static Object defineUnit(Object name, Object quantity) {
    Unit.define(name.toString(), quantity);
    return kopi.runtime.Unspecified.VALUE;
  }
}
