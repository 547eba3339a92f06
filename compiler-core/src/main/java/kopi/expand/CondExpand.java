package kopi.expand;

import java.util.ArrayList;
import java.util.List;

/**
 * The requirements of {@code cond-expand} (feature identifiers, {@code (library name)},
 * {@code (and ...)}, {@code (or ...)}, {@code (not ...)}, and Kawa's
 * {@code class-exists:java.util.HashMap}, true when the class can be loaded), for the form and for
 * library declarations.
 */
public final class CondExpand {
  private CondExpand() {}

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

  /** Kawa's requirement {@code class-exists:NAME}: the class NAME can be loaded. */
  private static final String CLASS_EXISTS = "class-exists:";

  static boolean holds(Syntax requirement, Expansion x) {
    if (requirement instanceof Syntax.Id id) {
      if (id.name().startsWith(CLASS_EXISTS) && id.name().length() > CLASS_EXISTS.length()) {
        return x.findClass(id.name().substring(CLASS_EXISTS.length())) != null;
      }
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
