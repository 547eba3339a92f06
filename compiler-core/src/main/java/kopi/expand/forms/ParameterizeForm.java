package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (parameterize ((param value) ...) body ...)} via the runtime's {@code %parameterize}. */
final class ParameterizeForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList bindings) || !bindings.isProper()) {
      throw x.malformed(form, "parameterize: expected a list of (parameter value) bindings and a body");
    }
    List<Core> parameters = new ArrayList<>();
    List<Core> values = new ArrayList<>();
    for (Syntax b : bindings.elements()) {
      if (!(b instanceof Syntax.SList pair) || pair.size() != 2 || !pair.isProper()) {
        throw x.malformed(b, "parameterize: expected (parameter value), got " + b);
      }
      parameters.add(x.expr(pair.get(0)));
      values.add(x.expr(pair.get(1)));
    }
    Syntax noFormals = new Syntax.SList(List.of(), null, form.start(), form.start());
    Core.Lambda thunk = LambdaForm.make(x, noFormals, form.from(2), form, "parameterize", null, "parameterize");
    return x.callBuiltin(form, Hooks.PARAMETERIZE,
        new Core.Call(bindings.start(), bindings.end(), x.builtin(Hooks.LIST, bindings), parameters),
        new Core.Call(bindings.start(), bindings.end(), x.builtin(Hooks.LIST, bindings), values),
        thunk);
  }
}
