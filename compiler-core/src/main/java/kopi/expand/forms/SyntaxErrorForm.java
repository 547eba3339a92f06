package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.ExpandError;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** {@code (syntax-error "message" form ...)}: an expansion-time error, usually from a macro template. */
final class SyntaxErrorForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 2 || !(form.get(1) instanceof Syntax.Atom a) || !(a.value() instanceof String message)) {
      throw x.malformed(form, "syntax-error: expected a message string");
    }
    StringBuilder text = new StringBuilder(message);
    for (Syntax irritant : form.from(2)) {
      text.append(' ').append(irritant);
    }
    throw new ExpandError("expand.syntax-error", form, text.toString());
  }
}
