package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.DefinitionForm;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (begin form ...)}: spliced into a definition context; in an expression, a body of its
 * own, so definitions in it (written or from a macro) are local to it, as in Kawa.
 */
final class BeginForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2) {
      throw x.malformed(form, "begin: expected at least one expression, got none");
    }
    return x.body(form.from(1), form, "begin");
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax sub : form.from(1)) {
      context.form(sub);
    }
  }
}
