package kopi.expand.forms;

import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/** SRFI 8 {@code (receive formals expression body ...)}. */
final class ReceiveForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 4) {
      throw x.malformed(form,
          "receive: expected formals, an expression and a body, got " + (form.size() - 1) + " operands");
    }
    Core producer = x.expr(form.get(2));
    int scope = x.freshScope();
    ValuesSupport.Bound bound = ValuesSupport.bind(form.get(1), scope, x, "receive");
    Core body = x.body(LetForm.scoped(form.from(3), scope), form, "receive");
    return ValuesSupport.receive(form, producer, bound, body, x);
  }
}
