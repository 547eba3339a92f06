package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's {@code (fluid-let ((variable expression) ...) body ...)}: assigns each variable the value
 * of its expression for the dynamic extent of the body, and restores the old value whenever
 * control leaves the body (normally, by an escape or an error) and swaps it back on re-entry.
 * Written as {@code (let ((t expression) ...) (dynamic-wind swap (lambda () body ...) swap))},
 * where {@code swap} exchanges each variable with its temporary.
 */
final class FluidLetForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() < 3 || !(form.get(1) instanceof Syntax.SList bindings) || !bindings.isProper()) {
      throw x.malformed(form, "fluid-let: expected a list of (variable expression) bindings and a body");
    }
    List<Syntax> temporaries = new ArrayList<>();
    List<Syntax> swaps = new ArrayList<>();
    for (int i = 0; i < bindings.size(); i++) {
      if (!(bindings.get(i) instanceof Syntax.SList binding) || binding.size() != 2 || !binding.isProper()
          || !(binding.get(0) instanceof Syntax.Id variable)) {
        throw x.malformed(bindings.get(i), "fluid-let: expected (variable expression)");
      }
      Syntax.Id temporary = Rewrite.temporary(x, "fluid-let-value", i, binding);
      Syntax.Id saved = Rewrite.temporary(x, "fluid-let-saved", 0, binding);
      temporaries.add(Rewrite.list(binding, temporary, binding.get(1)));
      // (let ((saved variable)) (set! variable temporary) (set! temporary saved))
      swaps.add(Rewrite.list(binding, x.core("let", binding),
          Rewrite.list(binding, Rewrite.list(binding, saved, variable)),
          Rewrite.list(binding, x.core("set!", binding), variable, temporary),
          Rewrite.list(binding, x.core("set!", binding), temporary, saved)));
    }
    Syntax empty = new Syntax.SList(List.of(), null, form.start(), form.start());
    Syntax swap = Rewrite.list(form, x.core("lambda", form), Rewrite.prepend(empty, swaps));
    Syntax body = Rewrite.list(form, x.core("lambda", form), Rewrite.prepend(empty, form.from(2)));
    Syntax wind = Rewrite.list(form, x.core("dynamic-wind", form), swap, body, swap);
    return x.expr(Rewrite.list(form, x.core("let", form),
        new Syntax.SList(temporaries, null, bindings.start(), bindings.end()), wind));
  }
}
