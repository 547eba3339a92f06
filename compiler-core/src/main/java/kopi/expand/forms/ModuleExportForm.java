package kopi.expand.forms;

import kopi.expand.Binding;
import kopi.expand.Definitions;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.KawaModule;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (module-export name ...)} and its R7RS spelling {@code (export name ...)} outside
 * a {@code define-library}: a module that lists its exports makes only those names visible to a
 * module that {@code require}s it; {@code (rename name exported-name)} exports under another name.
 * Each name must be defined by the module, as Kawa checks.
 */
final class ModuleExportForm extends TopLevelForm {
  private final String formName;

  ModuleExportForm(String formName) {
    super(formName);
    this.formName = formName;
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax item : form.from(1)) {
      Syntax.Id id;
      String external;
      if (item instanceof Syntax.Id plain) {
        id = plain;
        external = plain.name();
      } else if (item instanceof Syntax.SList rename && rename.size() == 3 && rename.get(0) instanceof Syntax.Id r
          && r.name().equals("rename") && rename.get(1) instanceof Syntax.Id internal
          && rename.get(2) instanceof Syntax.Id outside) {
        id = internal;
        external = outside.name();
      } else {
        throw x.malformed(item, formName + ": expected a name or (rename name exported-name), got " + item);
      }
      x.kawaModule().export(id, external);
      // Checked in the second pass, once every definition of the module is known.
      context.expression(id, () -> {
        Binding binding = x.table().resolve(id);
        if (binding == null || !KawaModule.definedHere(id.name(), binding, x)) {
          throw new ExpandError("expand.unknown-export", id,
              formName + ": " + id.name() + " is exported but never defined");
        }
        return x.unspecified(id);
      });
    }
  }
}
