package kopi.expand.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.expand.Core;
import kopi.expand.Expansion;
import kopi.expand.ScopeSet;
import kopi.expand.SpecialForm;
import kopi.expand.Syntax;

/**
 * {@code (quasisyntax template)}, read from {@code #`template}: {@code syntax} with holes. Each
 * {@code (unsyntax e)} ({@code #,e}) outside nested {@code quasisyntax} forms is replaced by the
 * value of {@code e}, and each {@code (unsyntax-splicing e)} ({@code #,@e}) by the elements of the
 * list {@code e} evaluates to; the holes become pattern variables of the template (under one
 * ellipsis for a splice) whose names no source text can write ({@link SyntaxForm#template}).
 */
final class QuasisyntaxForm implements SpecialForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    if (form.size() != 2) {
      throw x.malformed(form, "quasisyntax: expected one template, got " + (form.size() - 1) + " operands");
    }
    Map<String, SyntaxForm.Substitution> holes = new LinkedHashMap<>();
    Syntax template = rewrite(form.get(1), 0, holes, x);
    return SyntaxForm.template(form, template, holes, x);
  }

  private static Syntax rewrite(Syntax template, int level, Map<String, SyntaxForm.Substitution> holes, Expansion x) {
    if (template instanceof Syntax.SList list) {
      if (isForm(list, "unsyntax")) {
        if (level == 0) {
          return hole(list, 0, holes, x);
        }
        return replaceOperand(list, rewrite(list.get(1), level - 1, holes, x));
      }
      if (isForm(list, "quasisyntax")) {
        return replaceOperand(list, rewrite(list.get(1), level + 1, holes, x));
      }
      List<Syntax> out = new ArrayList<>();
      for (Syntax element : list.elements()) {
        splice(element, level, holes, x, out);
      }
      Syntax tail = list.tail() == null ? null : rewrite(list.tail(), level, holes, x);
      return new Syntax.SList(out, tail, list.start(), list.end());
    }
    if (template instanceof Syntax.SVector vector) {
      List<Syntax> out = new ArrayList<>();
      for (Syntax element : vector.elements()) {
        splice(element, level, holes, x, out);
      }
      return new Syntax.SVector(out, vector.start(), vector.end());
    }
    return template;
  }

  /** Adds the rewritten {@code element} to {@code out}: for a splice, a hole and an ellipsis. */
  private static void splice(Syntax element, int level, Map<String, SyntaxForm.Substitution> holes, Expansion x,
      List<Syntax> out) {
    if (level == 0 && element instanceof Syntax.SList list && isForm(list, "unsyntax-splicing")) {
      out.add(hole(list, 1, holes, x));
      out.add(new Syntax.Id("...", ScopeSet.EMPTY, list.start(), list.end()));
    } else {
      out.add(rewrite(element, level, holes, x));
    }
  }

  private static Syntax.Id hole(Syntax.SList unsyntax, int depth, Map<String, SyntaxForm.Substitution> holes,
      Expansion x) {
    String name = " unsyntax" + holes.size();
    holes.put(name, new SyntaxForm.Substitution(depth, x.expr(unsyntax.get(1))));
    return new Syntax.Id(name, ScopeSet.EMPTY, unsyntax.start(), unsyntax.end());
  }

  private static boolean isForm(Syntax.SList list, String name) {
    return list.size() == 2 && list.isProper() && list.get(0) instanceof Syntax.Id head && head.name().equals(name);
  }

  private static Syntax.SList replaceOperand(Syntax.SList list, Syntax operand) {
    return new Syntax.SList(List.of(list.get(0), operand), null, list.start(), list.end());
  }
}
