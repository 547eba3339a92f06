package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Interop;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-extends <class>)} and {@code (module-implements <interface> ...)}: the
 * module's class extends or implements the given Java types. Kopi checks that the classes exist
 * and warns that the module's class does not extend or implement them (a class that must do so is
 * written with {@code define-simple-class}); the rest of the module compiles and runs as usual.
 */
final class ModuleExtendsForm extends TopLevelForm {
  private final String formName;

  ModuleExtendsForm(String formName) {
    super(formName);
    this.formName = formName;
  }


  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    boolean extend = formName.equals("module-extends");
    if (form.size() < 2 || extend && form.size() != 2) {
      throw x.malformed(form, formName + ": expected " + (extend ? "one class" : "one or more interfaces")
          + " such as <java.lang.Object>, got " + form);
    }
    for (Syntax item : form.from(1)) {
      if (!(item instanceof Syntax.Id id)) {
        throw x.malformed(item, formName + ": expected a class name such as <java.lang.Object>, got " + item);
      }
      Interop.requireClass(id, x);
    }
    x.warning(form.get(0), "expand.unsupported", formName
        + " is not supported yet: the module's class does not " + (extend ? "extend" : "implement")
        + " it (use define-simple-class for a class that must)");
  }
}
