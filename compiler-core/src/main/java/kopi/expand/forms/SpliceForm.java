package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Binding;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * Kawa's splice {@code @e}, which the reader gives as {@code ($splice$ e)}: in the arguments of a
 * procedure call, the elements of the sequence {@code e} (a list, vector, string, bytevector, Java
 * array or {@code java.util.List}) become arguments, so {@code (f a @xs b)} calls {@code f} with
 * {@code a}, each element of {@code xs}, then {@code b}. Such a call is rewritten to
 * {@code (apply f (append (list a) (%splice xs) (list b)))}, which keeps the order of evaluation.
 * Anywhere else a splice is an error.
 */
final class SpliceForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    throw x.malformed(form, "@: a splice is allowed only among the arguments of a procedure call");
  }

  /**
   * The call {@code list} with its splices rewritten as {@code apply}, or null when no argument is
   * a splice.
   */
  static Core call(Syntax.SList list, Expansion x) {
    List<Syntax> arguments = list.from(1);
    if (!anySpliced(arguments, x)) {
      return null;
    }
    List<Syntax> parts = new ArrayList<>();
    List<Syntax> run = new ArrayList<>();
    for (Syntax argument : arguments) {
      Syntax sequence = spliced(argument, x);
      if (sequence == null) {
        run.add(argument);
        continue;
      }
      if (!run.isEmpty()) {
        parts.add(Rewrite.list(list, x.core("list", list), run));
        run = new ArrayList<>();
      }
      parts.add(Rewrite.list(argument, x.core("%splice", argument), sequence));
    }
    if (!run.isEmpty()) {
      parts.add(Rewrite.list(list, x.core("list", list), run));
    }
    Syntax all = parts.size() == 1 ? parts.get(0) : Rewrite.list(list, x.core("append", list), parts);
    return x.expr(Rewrite.list(list, x.core("apply", list), list.get(0), all));
  }

  /** Whether an argument is spliced; a loop, as every call is asked (start-up: no stream). */
  private static boolean anySpliced(List<Syntax> arguments, Expansion x) {
    for (Syntax argument : arguments) {
      if (spliced(argument, x) != null) {
        return true;
      }
    }
    return false;
  }

  /** The sequence of {@code ($splice$ e)}, or null when {@code argument} is no splice. */
  private static Syntax spliced(Syntax argument, Expansion x) {
    if (argument instanceof Syntax.SList form && form.isProper() && form.size() == 2
        && form.get(0) instanceof Syntax.Id head && head.name().equals("$splice$")
        && x.resolve(head) instanceof Binding.Form binding && binding.form() instanceof SpliceForm) {
      return form.get(1);
    }
    return null;
  }
}
