package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (location lvalue)}: a procedure that reads the place {@code lvalue} names when
 * called with no argument and stores its argument there when called with one ({@code (set! (loc)
 * v)} does the same). The place is a variable or a getter call such as {@code (vector-ref v 1)},
 * whose arguments are evaluated once, when the location is made. Rewritten to a
 * {@code case-lambda} around the variable or the generalized {@code set!}.
 */
final class LocationForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 2 || !form.isProper()) {
      throw x.malformed(form, "location: expected one variable or (getter argument ...), got " + form);
    }
    Syntax place = form.get(1);
    Syntax.Id value = Rewrite.temporary(x, "value", 0, form);
    List<Syntax> bindings = new ArrayList<>();
    Syntax read;
    if (place instanceof Syntax.Id) {
      read = place;
    } else if (place instanceof Syntax.SList call && call.isProper() && call.size() >= 2) {
      List<Syntax> arguments = new ArrayList<>();
      for (int i = 1; i < call.size(); i++) {
        Syntax.Id argument = Rewrite.temporary(x, "argument", i, form);
        bindings.add(Rewrite.list(call.get(i), argument, call.get(i)));
        arguments.add(argument);
      }
      read = Rewrite.list(call, call.get(0), arguments);
    } else {
      throw x.malformed(place, "location: expected a variable or (getter argument ...), got " + place);
    }
    Syntax getter = Rewrite.list(form, new Syntax.SList(List.of(), null, form.start(), form.end()), read);
    Syntax setter = Rewrite.list(form, Rewrite.list(form, value),
        Rewrite.list(form, x.core("set!", form), read, value));
    Syntax procedure = Rewrite.list(form, x.core("case-lambda", form), getter, setter);
    return x.expr(bindings.isEmpty() ? procedure
        : Rewrite.list(form, x.core("let", form), new Syntax.SList(bindings, null, form.start(), form.end()),
            procedure));
  }
}
