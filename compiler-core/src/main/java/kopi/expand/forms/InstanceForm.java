package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * {@code (instance? value Type)} and {@code (as Type value)}: the type is a Java class name, an
 * alias or an imported class, resolved (and reported when unknown) at expansion time.
 */
final class InstanceForm implements SpecialForm {
  private final boolean cast;

  InstanceForm(boolean cast) {
    this.cast = cast;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = cast ? "as" : "instance?";
    Syntax typeSyntax = form.size() == 3 ? form.get(cast ? 1 : 2) : null;
    if (!(typeSyntax instanceof Syntax.Id typeId)) {
      throw x.malformed(form, name + ": expected " + (cast ? "a type and a value" : "a value and a type")
          + ", got " + form);
    }
    Class<?> type = Interop.requireClass(typeId, x);
    Core value = x.expr(form.get(cast ? 2 : 1));
    Core typeName = x.constant(typeId, type.getName());
    return cast ? x.callBuiltin(form, "%java-as", typeName, value) : x.callBuiltin(form, "%java-instance?", value, typeName);
  }
}
