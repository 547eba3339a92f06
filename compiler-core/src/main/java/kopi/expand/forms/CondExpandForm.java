package kopi.expand.forms;

import java.util.ArrayList;
import java.util.List;
import kopi.expand.Core;
import kopi.expand.Definitions;
import kopi.expand.Expansion;
import kopi.expand.Syntax;

/**
 * {@code (cond-expand (requirement form ...) ... [(else form ...)])}: the forms of the first clause
 * whose requirement holds. Requirements are feature identifiers, {@code (library name)},
 * {@code (and ...)}, {@code (or ...)}, {@code (not ...)}. Library declarations use
 * {@link #select} too.
 */
public final class CondExpandForm implements DefinitionForm {
  @Override
  public Core expand(Syntax.SList form, Expansion x) {
    List<Syntax> chosen = select(form, x);
    if (chosen.isEmpty()) {
      return x.unspecified(form);
    }
    return Expansion.sequence(form, x.exprs(chosen));
  }

  @Override
  public void define(Syntax.SList form, Expansion x, Definitions context) {
    for (Syntax sub : select(form, x)) {
      context.form(sub);
    }
  }

  /** The forms of the first clause that holds, or an empty list when none does. */
  public static List<Syntax> select(Syntax.SList form, Expansion x) {
    for (Syntax c : form.from(1)) {
      if (!(c instanceof Syntax.SList clause) || clause.size() == 0 || !clause.isProper()) {
        throw x.malformed(c, "cond-expand: expected (requirement form ...), got " + c);
      }
      Syntax requirement = clause.get(0);
      if ((requirement instanceof Syntax.Id id && id.name().equals("else")) || holds(requirement, x)) {
        return new ArrayList<>(clause.from(1));
      }
    }
    return List.of();
  }

  static boolean holds(Syntax requirement, Expansion x) {
    if (requirement instanceof Syntax.Id id) {
      return x.hasFeature(id.name());
    }
    if (requirement instanceof Syntax.SList list && list.isProper() && list.size() >= 1
        && list.get(0) instanceof Syntax.Id head) {
      switch (head.name()) {
        case "and":
          for (Syntax r : list.from(1)) {
            if (!holds(r, x)) {
              return false;
            }
          }
          return true;
        case "or":
          for (Syntax r : list.from(1)) {
            if (holds(r, x)) {
              return true;
            }
          }
          return false;
        case "not":
          if (list.size() != 2) {
            throw x.malformed(list, "cond-expand: expected (not requirement), got " + list);
          }
          return !holds(list.get(1), x);
        case "library":
          if (list.size() != 2) {
            throw x.malformed(list, "cond-expand: expected (library name), got " + list);
          }
          return x.libraries().exists(list.get(1), x);
        default:
          break;
      }
    }
    throw x.malformed(requirement, "cond-expand: expected a feature requirement, got " + requirement);
  }
}
