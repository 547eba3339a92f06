package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (quote datum)}: the datum as a runtime value, scopes dropped. */
final class QuoteForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 2) {
      throw x.malformed(form, "quote: expected 1 operand, got " + (form.size() - 1));
    }
    return x.quoted(form, form.get(1));
  }
}
