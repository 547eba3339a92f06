package kopi.runtime;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A Kawa unit: a product of integer powers of named units ({@code cm}, {@code m*s^-1},
 * {@code cm^2}), with its size in base units ({@link #factor}) and its dimensions (powers of the
 * base units). Named units live in one table: Kawa's predefined ones (lengths {@code m cm mm in pt
 * pica}, time {@code s min hour}, mass {@code g}, angles {@code rad deg grad}) and those that
 * {@code define-base-unit} and {@code define-unit} add.
 */
public final class Unit {
  private static final Map<String, Unit> NAMED = new ConcurrentHashMap<>();

  static {
    base("m", "Length");
    base("s", "Time");
    base("g", "Mass");
    base("rad", "Angle");
    derived("cm", 0.01, "m");
    derived("mm", 0.001, "m");
    derived("in", 0.0254, "m");
    derived("pt", 0.0254 / 72, "m");
    derived("pica", 0.0254 / 6, "m");
    derived("min", 60, "s");
    derived("hour", 3600, "s");
    derived("deg", Math.PI / 180, "rad");
    derived("grad", Math.PI / 200, "rad");
  }

  private final double factor;
  private final TreeMap<String, Integer> dimensions;
  private final LinkedHashMap<String, Integer> terms;

  private Unit(double factor, TreeMap<String, Integer> dimensions, LinkedHashMap<String, Integer> terms) {
    this.factor = factor;
    this.dimensions = dimensions;
    this.terms = terms;
  }

  private static void base(String name, String dimension) {
    defineBase(name, dimension);
  }

  private static void derived(String name, double factor, String base) {
    Unit b = NAMED.get(base);
    NAMED.put(name, new Unit(factor * b.factor, b.dimensions, single(name)));
  }

  private static LinkedHashMap<String, Integer> single(String name) {
    LinkedHashMap<String, Integer> terms = new LinkedHashMap<>();
    terms.put(name, 1);
    return terms;
  }

  /** {@code define-base-unit}: a new base unit along {@code dimension} (redefining the name replaces it). */
  public static Unit defineBase(String name, String dimension) {
    TreeMap<String, Integer> dimensions = new TreeMap<>();
    dimensions.put(name, 1);
    Unit unit = new Unit(1.0, dimensions, single(name));
    NAMED.put(name, unit);
    return unit;
  }

  /** {@code define-unit}: {@code name} is the size of {@code quantity}, which must have a unit. */
  public static Unit define(String name, Object quantity) {
    if (!(quantity instanceof Quantity q)) {
      throw Errors.error("define-unit: expected a quantity with a unit, got " + Printer.writeString(quantity));
    }
    Unit unit = new Unit(Num.toDouble(q.value()) * q.unit().factor, q.unit().dimensions, single(name));
    NAMED.put(name, unit);
    return unit;
  }

  /** The named unit, or an error naming it. */
  public static Unit named(String name) {
    Unit unit = NAMED.get(name);
    if (unit == null) {
      throw Errors.error("unbound unit: " + name);
    }
    return unit;
  }

  /**
   * The unit a quantity literal names after its number: {@code cm}, {@code cm^2}, {@code m/s},
   * {@code cm*s^2/m} (terms joined by {@code *}, at most one {@code /} before the last term).
   */
  public static Unit parse(String text) {
    Unit result = new Unit(1.0, new TreeMap<>(), new LinkedHashMap<>());
    if (text.isEmpty()) {
      return result;
    }
    int slash = text.indexOf('/');
    String numerator = slash < 0 ? text : text.substring(0, slash);
    for (String term : numerator.split("\\*")) {
      result = result.times(term(term));
    }
    if (slash >= 0) {
      result = result.times(term(text.substring(slash + 1)).power(-1));
    }
    return result;
  }

  private static Unit term(String text) {
    int caret = text.indexOf('^');
    Unit unit = named(caret < 0 ? text : text.substring(0, caret));
    return caret < 0 ? unit : unit.power(Integer.parseInt(text.substring(caret + 1)));
  }

  public Unit times(Unit other) {
    TreeMap<String, Integer> d = new TreeMap<>(dimensions);
    other.dimensions.forEach((k, v) -> d.merge(k, v, Integer::sum));
    d.values().removeIf(v -> v == 0);
    LinkedHashMap<String, Integer> t = new LinkedHashMap<>(terms);
    other.terms.forEach((k, v) -> t.merge(k, v, Integer::sum));
    t.values().removeIf(v -> v == 0);
    return new Unit(factor * other.factor, d, t);
  }

  public Unit power(int n) {
    TreeMap<String, Integer> d = new TreeMap<>();
    dimensions.forEach((k, v) -> d.put(k, v * n));
    d.values().removeIf(v -> v == 0);
    LinkedHashMap<String, Integer> t = new LinkedHashMap<>();
    terms.forEach((k, v) -> t.put(k, v * n));
    t.values().removeIf(v -> v == 0);
    return new Unit(Math.pow(factor, n), d, t);
  }

  /** The unit whose powers are half of these, or null when some power is odd. */
  public Unit root() {
    for (int v : terms.values()) {
      if (v % 2 != 0) {
        return null;
      }
    }
    TreeMap<String, Integer> d = new TreeMap<>();
    dimensions.forEach((k, v) -> d.put(k, v / 2));
    LinkedHashMap<String, Integer> t = new LinkedHashMap<>();
    terms.forEach((k, v) -> t.put(k, v / 2));
    return new Unit(Math.sqrt(factor), d, t);
  }

  /** The size of this unit in base units. */
  public double factor() {
    return factor;
  }

  public boolean isDimensionless() {
    return dimensions.isEmpty();
  }

  public boolean isEmpty() {
    return terms.isEmpty();
  }

  public boolean sameDimensions(Unit other) {
    return dimensions.equals(other.dimensions);
  }

  /** {@code cm}, {@code cm^2}, {@code m*s^-1}: as Kawa prints a unit. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, Integer> term : terms.entrySet()) {
      if (out.length() > 0) {
        out.append('*');
      }
      out.append(term.getKey());
      if (term.getValue() != 1) {
        out.append('^').append(term.getValue());
      }
    }
    return out.toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Unit u && u.factor == factor && u.dimensions.equals(dimensions);
  }

  @Override
  public int hashCode() {
    return Double.hashCode(factor) * 31 + dimensions.hashCode();
  }
}
