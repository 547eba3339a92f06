package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (and e ...)}: nested ifs; {@code (and)} is #t. */
final class AndForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Core> operands = x.exprs(form.from(1));
    if (operands.isEmpty()) {
      return x.constant(form, Boolean.TRUE);
    }
    Core result = operands.get(operands.size() - 1);
    for (int i = operands.size() - 2; i >= 0; i--) {
      result = new Core.If(form.start(), form.end(), operands.get(i), result, x.constant(form, Boolean.FALSE));
    }
    return result;
  }
}
