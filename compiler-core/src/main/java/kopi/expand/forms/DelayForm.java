package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (delay e)} and {@code (delay-force e)}: a promise made by the runtime from a thunk. */
final class DelayForm implements SpecialForm {
  private final boolean force;

  DelayForm(boolean force) {
    this.force = force;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = force ? "delay-force" : "delay";
    if (form.size() != 2) {
      throw x.malformed(form, name + ": expected 1 operand, got " + (form.size() - 1));
    }
    Core.Lambda thunk = new Core.Lambda(form.start(), form.end(), name, List.of(), List.of(), null,
        x.expr(form.get(1)));
    return x.callBuiltin(form, force ? Hooks.MAKE_LAZY_PROMISE : Hooks.DELAY, thunk);
  }
}
