package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.ModuleNames;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-name foo)}, {@code (module-name foo.bar)}, {@code (module-name <foo.bar>)}
 * (or a string): the name of the module's class. A module loaded with {@code require} and a
 * compiled program are compiled to the class of that name (unless the compiler was given a class
 * name); in a session or the editor the form is checked and recorded only.
 */
public final class ModuleNameForm extends TopLevelForm {
  ModuleNameForm() {
    super("module-name");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 2) {
      throw x.malformed(form, "module-name: expected one name such as foo.bar or <foo.bar>, got " + form);
    }
    String name = ModuleNames.className(form.get(1));
    if (name == null) {
      throw x.malformed(form.get(1), "module-name: expected a name such as foo.bar or <foo.bar>, got " + form.get(1));
    }
    if (!ModuleNames.definable(name)) {
      throw new ExpandError("expand.malformed", form.get(1), "module-name: " + name
          + " is in a package a program cannot define classes in");
    }
    Syntax previous = x.kawaModule().nameAt();
    if (!x.kawaModule().name(name, form.get(1))) {
      throw new ExpandError("expand.malformed", form.get(1),
          "module-name: inconsistent module-name " + form.get(1) + ", the module is already named " + previous);
    }
  }
}
