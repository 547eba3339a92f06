package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (try-finally body cleanup)}: the value of {@code body}, with {@code cleanup}
 * evaluated whenever control leaves it, normally, by an error or by an escape. Written as
 * {@code (dynamic-wind (lambda () #f) (lambda () body) (lambda () cleanup))}.
 */
final class TryFinallyForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (!form.isProper() || form.size() != 3) {
      throw x.malformed(form, "try-finally: expected a body expression and a cleanup expression, got "
          + (form.size() - 1) + " operands");
    }
    Syntax empty = new Syntax.SList(List.of(), null, form.start(), form.start());
    Syntax before = Rewrite.list(form, x.core("lambda", form), empty,
        new Syntax.Atom(Boolean.FALSE, form.start(), form.end()));
    Syntax body = Rewrite.list(form, x.core("lambda", form), empty, form.get(1));
    Syntax after = Rewrite.list(form, x.core("lambda", form), empty, form.get(2));
    return x.expr(Rewrite.list(form, x.core("dynamic-wind", form), before, body, after));
  }
}
