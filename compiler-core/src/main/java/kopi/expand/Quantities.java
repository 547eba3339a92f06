package kopi.expand;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kawa's quantity literals. As in Kawa, {@code 4cm^2} is read as a symbol, and an unbound
 * identifier of the form {@code [sign] decimal unit-term [* unit-term]... [/ unit-term]} (a
 * unit term is letters with an optional {@code ^N}) becomes, at expansion, the flonum times the
 * unit: {@code (%quantity 4.0 "cm^2")}; the unit names are looked up when it runs, so units that
 * {@code define-unit} adds are usable after it.
 */
final class Quantities {
  private Quantities() {}

  private static final String TERM = "[A-Za-z]+(?:\\^[+-]?[0-9]+)?";
  private static final Pattern LITERAL = Pattern.compile(
      "([+-]?(?:[0-9]+\\.?[0-9]*))(" + TERM + "(?:\\*" + TERM + ")*(?:/" + TERM + ")?)");

  /** The quantity an unbound identifier denotes, or null when its name is not a quantity literal. */
  static Core reference(Syntax.Id id, Expansion x) {
    Matcher m = LITERAL.matcher(id.name());
    if (!m.matches()) {
      return null;
    }
    double value = Double.parseDouble(m.group(1));
    return x.callBuiltin(id, "%quantity", x.constant(id, value), x.constant(id, m.group(2)));
  }
}
