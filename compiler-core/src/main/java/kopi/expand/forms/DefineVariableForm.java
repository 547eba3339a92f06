package kopi.expand.forms;

import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.KawaModule;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (define-variable name [::type] [init])}: defines {@code name} only if it is not
 * defined yet. In a session (the REPL, {@code load}) an earlier definition keeps its value and
 * {@code init} is not evaluated; in a program or module, where Kawa reports a second declaration of
 * the name as an error, so does Kopi. Without {@code init} the variable is declared but has no
 * value, so reading it before a {@code set!} is the "unbound variable" error, as in Kawa.
 */
final class DefineVariableForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-variable: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() < 2 || !(form.get(1) instanceof Syntax.Id id)) {
      throw x.malformed(form.size() < 2 ? form : form.get(1),
          "define-variable: expected a variable name, got " + (form.size() < 2 ? "nothing" : form.get(1)));
    }
    List<Syntax> rest = form.from(2);
    String type = null;
    if (Params.isTypeMarker(rest, 0)) {
      type = Params.typeAfter(rest, 0, "define-variable");
      rest = rest.subList(2, rest.size());
    }
    if (rest.size() > 1) {
      throw x.malformed(form, "define-variable: expected at most one value expression, got " + rest.size());
    }
    if (!context.isTopLevel()) {
      // Kawa makes it a global that the body never sets (reading it is "unbound location").
      throw new ExpandError("expand.define-context", form, "define-variable: only allowed at the top level");
    }
    {
      Binding existing = x.table().resolve(id);
      if (existing != null && KawaModule.definedHere(id.name(), existing, x)) {
        if (x.mode() == Expansion.Mode.SESSION) {
          return;
        }
        throw new ExpandError("expand.duplicate-definition", id,
            "define-variable: duplicate declaration of " + id.name());
      }
    }
    Binding binding = context.variable(id, type, form);
    Syntax value = rest.isEmpty() ? null : rest.get(0);
    if (value == null) {
      return;
    }
    String declared = type;
    context.initialize(binding, form,
        () -> TypeConversion.stored(declared, LambdaForm.named(x, x.expr(value), id.name()), id.name()));
  }
}
