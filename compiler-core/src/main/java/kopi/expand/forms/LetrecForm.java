package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Local;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code letrec} and {@code letrec*}; both become a letrec* (a correct implementation of letrec). */
final class LetrecForm implements SpecialForm {
  private final String formName;

  LetrecForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3) {
      throw x.malformed(form, formName + ": expected bindings and a body, got " + (form.size() - 1) + " operands");
    }
    LetBindings bindings = LetBindings.parse(form.get(1), formName, false, true);
    int scope = x.freshScope();
    List<Local> locals = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      locals.add(x.bindLocal((Syntax.Id) entry.id().addScope(scope), entry.type()));
    }
    List<Core> inits = new ArrayList<>();
    for (LetBindings.Entry entry : bindings.entries()) {
      inits.add(TypeConversion.stored(entry.type(),
          LambdaForm.named(x, x.expr(entry.init().addScope(scope)), entry.id().name()), entry.id().name()));
    }
    Core body = x.body(LetForm.scoped(form.from(2), scope), form, formName);
    return locals.isEmpty() ? body : new Core.Letrec(form.start(), form.end(), locals, inits, body);
  }
}
