package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (provide 'feature)}: declares that the program provides {@code feature}, so a
 * later {@code cond-expand} takes a clause that requires it. As in Kawa, {@code require} of it is
 * still an unknown feature (a provided name is not a module).
 */
final class ProvideForm extends TopLevelForm {
  ProvideForm() {
    super("provide");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    if (form.size() != 2 || !(form.get(1) instanceof Syntax.SList quoted) || quoted.size() != 2
        || !x.isCore(quoted.get(0), "quote") || !(quoted.get(1) instanceof Syntax.Id feature)) {
      Syntax where = form.size() == 2 ? form.get(1) : form;
      throw x.malformed(where, "provide: expected a quoted feature name such as 'my-feature, got " + where);
    }
    x.provide(feature.name());
  }
}
