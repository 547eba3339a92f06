package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa forms that run a body under a run-time helper, written as a call of the helper with the
 * body as a thunk: {@code (future e)} is {@code (%future (lambda () e))} and
 * {@code (synchronized object body ...)} is {@code (%synchronized object (lambda () body ...))}.
 * {@code leading} is the number of ordinary operands before the body.
 */
final class ThunkForm implements SpecialForm {
  private final String name;
  private final String helper;
  private final int leading;

  ThunkForm(String name, String helper, int leading) {
    this.name = name;
    this.helper = helper;
    this.leading = leading;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() < leading + 2) {
      throw x.malformed(form, name + ": expected " + (leading == 0 ? "" : leading + " operand and ")
          + "a body, got " + (form.size() - 1) + " operands");
    }
    Syntax empty = new Syntax.SList(List.of(), null, form.start(), form.start());
    Syntax thunk = Rewrite.list(form, x.core("lambda", form), Rewrite.prepend(empty, form.from(leading + 1)));
    List<Syntax> operands = new java.util.ArrayList<>(form.elements().subList(1, leading + 1));
    operands.add(thunk);
    return x.expr(Rewrite.list(form, x.core(helper, form), operands));
  }
}
