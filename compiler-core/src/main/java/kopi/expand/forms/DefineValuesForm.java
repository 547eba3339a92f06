package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.ScopeSet;
import kopi.expand.Syntax;

/**
 * {@code (define-values formals expression)}: a hidden variable holds the values as a list
 * (built by a consumer that checks the count), and each name is defined from it.
 */
final class DefineValuesForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-values: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3) {
      throw x.malformed(form,
          "define-values: expected formals and an expression, got " + (form.size() - 1) + " operands");
    }
    Params params = Params.parse(form.get(1), "define-values");
    if (!params.isPositional()) {
      throw x.malformed(form.get(1), "define-values: #!optional and #!key are not allowed here");
    }
    Syntax.Id hidden = new Syntax.Id("define-values", ScopeSet.of(x.moduleScope(), x.freshScope()),
        form.start(), form.end());
    Binding holder = context.variable(hidden, null, form);
    List<Binding> targets = new ArrayList<>();
    for (Params.Param p : params.required()) {
      targets.add(context.variable(p.id(), p.type(), form));
    }
    Binding restTarget = params.rest() == null ? null
        : context.variable(params.rest().id(), params.rest().type(), form);
    Syntax expression = form.get(2);
    int count = params.required().size();
    context.initialize(holder, form, () -> {
      List<Local> required = new ArrayList<>();
      List<Core> refs = new ArrayList<>();
      for (Params.Param p : params.required()) {
        Local l = new Local(p.id().name());
        required.add(l);
        refs.add(new Core.LocalRef(form.start(), form.end(), l));
      }
      Local rest = params.rest() == null ? null : new Local(params.rest().id().name());
      Core list = x.callBuiltin(form, Hooks.LIST, refs.toArray(new Core[0]));
      if (rest != null) {
        list = x.callBuiltin(form, Hooks.APPEND, list, new Core.LocalRef(form.start(), form.end(), rest));
      }
      Core.Lambda thunk = new Core.Lambda(form.start(), form.end(), null, List.of(), List.of(), null,
          x.expr(expression));
      Core.Lambda consumer = new Core.Lambda(form.start(), form.end(), null, required, List.of(), rest, list);
      return x.callBuiltin(form, Hooks.CALL_WITH_VALUES, thunk, consumer);
    });
    for (int i = 0; i < targets.size(); i++) {
      int index = i;
      context.initialize(targets.get(i), form, () -> x.callBuiltin(form, Hooks.LIST_REF, ref(holder, form),
          x.constant(form, (long) index)));
    }
    if (restTarget != null) {
      context.initialize(restTarget, form, () -> x.callBuiltin(form, Hooks.LIST_TAIL, ref(holder, form),
          x.constant(form, (long) count)));
    }
  }

  private static Core ref(Binding binding, Syntax at) {
    if (binding instanceof Binding.LocalVar l) {
      return new Core.LocalRef(at.start(), at.end(), l.local());
    }
    return new Core.GlobalRef(at.start(), at.end(), ((Binding.GlobalVar) binding).global());
  }
}
