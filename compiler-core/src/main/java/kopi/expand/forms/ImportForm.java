package kopi.expand.forms;

import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Imports;
import kopi.expand.Syntax;

/** {@code (import import-set ...)} at the top level of a program, library or session. */
public final class ImportForm extends TopLevelForm {
  ImportForm() {
    super("import");
  }

  @Override
  void defineAtTop(Syntax.SList form, Expansion x, Definitions context) {
    Imports.importAll(form, x);
  }
}
