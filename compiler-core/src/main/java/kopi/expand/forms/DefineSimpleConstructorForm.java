package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (define-simple-constructor name proc)}: makes {@code &name[args]{text &[e] more}} call
 * {@code (proc args ... "text e more")}, the body concatenated into one string with values inserted
 * as {@code display} writes them. It defines {@code $construct$:name} (the name the reader writes)
 * in the current scope, so the constructor is scoped like any definition.
 */
final class DefineSimpleConstructorForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form,
        "define-simple-constructor: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3 || !(form.get(1) instanceof Syntax.Id name)) {
      throw x.malformed(form, "define-simple-constructor: expected a name and a procedure, got " + form);
    }
    Syntax.Id constructName = new Syntax.Id("$construct$:" + name.name(), name.scopes(), name.start(), name.end());
    Syntax value = new Syntax.SList(List.of(x.core("%simple-constructor", form),
        new Syntax.Atom(name.name(), name.start(), name.end()), form.get(2)), null, form.start(), form.end());
    context
        .form(new Syntax.SList(List.of(x.core("define", form), constructName, value), null, form.start(), form.end()));
  }
}
