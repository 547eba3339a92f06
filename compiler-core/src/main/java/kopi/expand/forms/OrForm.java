package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (or e ...)}: each value is kept in a fresh local and returned if true; {@code (or)} is #f. */
final class OrForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Core> operands = x.exprs(form.from(1));
    if (operands.isEmpty()) {
      return x.constant(form, Boolean.FALSE);
    }
    Core result = operands.get(operands.size() - 1);
    for (int i = operands.size() - 2; i >= 0; i--) {
      Local temp = new Local("or");
      Core ref = new Core.LocalRef(form.start(), form.end(), temp);
      result = new Core.Let(form.start(), form.end(), List.of(temp), List.of(operands.get(i)),
          new Core.If(form.start(), form.end(), ref, ref, result));
    }
    return result;
  }
}
