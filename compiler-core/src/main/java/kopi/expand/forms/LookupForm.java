package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's colon after an expression, {@code (f x):name} or {@code "abc":name}, which the reader gives
 * as {@code ($lookup$ (f x) (quasiquote name))}: as a value, the field {@code name} of the
 * expression's value. As the head of a call it is a method call and as the target of {@code set!}
 * a field assignment ({@link Interop#lookup}).
 */
final class LookupForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    return Interop.lookupField(form, x);
  }
}
