package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * {@code (define-alias Name java.class.Name)}: a short name for a Java class, usable wherever a class
 * name is (operator position, before a colon, {@code instance?}, {@code as}). Aliases of other
 * things (variables, locations) are not supported yet and say so.
 */
final class DefineAliasForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw new ExpandError("expand.define-context", form, "define-alias: not allowed in an expression context");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 3 || !(form.get(1) instanceof Syntax.Id name) || !(form.get(2) instanceof Syntax.Id target)) {
      throw x.malformed(form, "define-alias: expected a name and a class name, got " + form);
    }
    Class<?> type = Interop.requireClass(target, x);
    x.table().bind(name, new Binding.JavaClass(type.getName()));
  }
}
