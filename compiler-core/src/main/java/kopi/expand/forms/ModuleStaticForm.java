package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-static #t)}, {@code (module-static #f)}, {@code (module-static 'init-run)}
 * and {@code (module-static name ...)}: whether the module's definitions are static fields and
 * when its body runs. In Kopi every top-level definition is a static field and a module's body
 * runs once, before the first use from a module that requires it, which is what
 * {@code (module-static #t 'init-run)} asks for; so the form is checked and has no other effect.
 */
final class ModuleStaticForm extends TopLevelForm {
  ModuleStaticForm() {
    super("module-static");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax item : form.from(1)) {
      boolean ok = item instanceof Syntax.Id
          || item instanceof Syntax.Atom atom && atom.value() instanceof Boolean
          || item instanceof Syntax.SList quoted && quoted.size() == 2 && x.isCore(quoted.get(0), "quote")
              && quoted.get(1) instanceof Syntax.Id init && init.name().equals("init-run");
      if (!ok) {
        throw x.malformed(item, "module-static: expected #t, #f, 'init-run or a name, got " + item);
      }
    }
  }
}
