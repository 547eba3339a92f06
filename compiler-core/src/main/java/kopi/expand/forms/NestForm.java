package kopi.expand.forms;

import java.util.List;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * SRFI 197 {@code (nest [placeholder] step ... initial)} and {@code (nest-reverse initial
 * [placeholder] step ...)}: each step's one top-level {@code _} is replaced by the expression
 * nested inside it, so {@code (nest (a b _) (c _) e)} is {@code (a b (c e))}. Bound only by
 * {@code (import (srfi 197))}.
 */
final class NestForm implements SpecialForm {
  private final boolean reverse;

  NestForm(boolean reverse) {
    this.reverse = reverse;
  }

  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    String name = reverse ? "nest-reverse" : "nest";
    if (!form.isProper() || form.size() < 2) {
      throw x.malformed(form, name + ": expected steps and an initial value");
    }
    List<Syntax> operands = form.from(1);
    String placeholder = "_";
    int first = 0;
    int last = operands.size();
    Syntax value;
    if (reverse) {
      value = operands.get(0);
      first = 1;
      if (first < last && operands.get(first) instanceof Syntax.Id id) {
        placeholder = id.name();
        first++;
      }
    } else {
      value = operands.get(last - 1);
      last--;
      if (first < last && operands.get(first) instanceof Syntax.Id id) {
        placeholder = id.name();
        first++;
      }
    }
    List<Syntax> steps = operands.subList(first, last);
    for (int k = 0; k < steps.size(); k++) {
      Syntax step = steps.get(reverse ? k : steps.size() - 1 - k);
      int count = 0;
      if (step instanceof Syntax.SList list) {
        for (Syntax item : list.elements()) {
          count += ChainForm.isNamed(item, placeholder) ? 1 : 0;
        }
      }
      if (count != 1) {
        throw x.malformed(step, name + ": each step needs exactly one " + placeholder + ", got " + step);
      }
      value = ChainForm.substitute(step, placeholder, List.of(value), x);
    }
    return x.expr(value);
  }
}
