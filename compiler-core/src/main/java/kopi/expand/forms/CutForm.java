package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * SRFI 26 {@code (cut slot-or-expression ...)} and {@code (cute ...)}: a procedure whose
 * parameters fill the {@code <>} slots in order, with a final {@code <...>} taking the remaining
 * arguments. {@code cut} evaluates the other expressions at each call, {@code cute} once, when the
 * procedure is made.
 */
final class CutForm implements SpecialForm {
  private final boolean evaluateOnce;

  CutForm(boolean evaluateOnce) {
    this.evaluateOnce = evaluateOnce;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = evaluateOnce ? "cute" : "cut";
    if (form.size() < 2 || !form.isProper()) {
      throw x.malformed(form, name + ": expected a procedure and its arguments, any of them <> slots");
    }
    List<Syntax> parameters = new ArrayList<>();
    List<Syntax> call = new ArrayList<>();
    List<Syntax> once = new ArrayList<>();
    Syntax rest = null;
    for (int i = 1; i < form.size(); i++) {
      Syntax item = form.get(i);
      if (isNamed(item, "<...>")) {
        if (i != form.size() - 1) {
          throw x.malformed(item, name + ": <...> must be the last argument");
        }
        rest = Rewrite.temporary(x, "cut-rest", 0, item);
      } else if (isNamed(item, "<>")) {
        Syntax parameter = Rewrite.temporary(x, "cut-slot", i, item);
        parameters.add(parameter);
        call.add(parameter);
      } else if (evaluateOnce && !(item instanceof Syntax.Atom)) {
        Syntax value = Rewrite.temporary(x, "cute-value", i, item);
        once.add(Rewrite.list(item, value, item));
        call.add(value);
      } else {
        call.add(item);
      }
    }
    Syntax formals = new Syntax.SList(parameters, rest, form.start(), form.end());
    Syntax application = rest == null ? new Syntax.SList(call, null, form.start(), form.end())
        : Rewrite.list(form, x.core("apply", form), withTail(call, rest));
    Syntax lambda = Rewrite.list(form, x.core("lambda", form), formals, application);
    Syntax result = once.isEmpty() ? lambda
        : Rewrite.list(form, x.core("let", form), new Syntax.SList(once, null, form.start(), form.end()), lambda);
    return x.expr(result);
  }

  private static boolean isNamed(Syntax item, String name) {
    return item instanceof Syntax.Id id && id.name().equals(name);
  }

  private static List<Syntax> withTail(List<Syntax> items, Syntax tail) {
    List<Syntax> all = new ArrayList<>(items);
    all.add(tail);
    return all;
  }
}
