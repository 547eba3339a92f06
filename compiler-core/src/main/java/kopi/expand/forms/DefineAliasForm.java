package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * {@code (define-alias Name java.class.Name)}: a short name for a Java class, usable wherever a class
 * name is (operator position, before a colon, {@code instance?}, {@code as}). Aliases of other
 * things (variables, locations) are not supported yet and say so. {@code define-private-alias} is the
 * same: an alias is never exported to a module that {@code require}s this one.
 */
final class DefineAliasForm implements DefinitionForm {
  private final String formName;

  DefineAliasForm(String formName) {
    this.formName = formName;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, formName + ": not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3 || !(form.get(1) instanceof Syntax.Id name) || !(form.get(2) instanceof Syntax.Id target)) {
      throw x.malformed(form, formName + ": expected a name and a class name, got " + form);
    }
    Class<?> type = Interop.requireClass(target, x);
    x.table().bind(name, new Binding.JavaClass(type.getName()));
    if (context.isTopLevel() && !formName.equals("define-private-alias")) {
      x.kawaModule().alias(name.name());
    }
  }
}
