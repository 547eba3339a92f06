package kopi.runtime;

/**
 * A Kawa quantity: a real number times a {@link Unit} ({@code 3.0cm}, {@code 5.0m*s^-1}). A
 * quantity is a number but not a real ({@code (real? 3cm)} is false, as in Kawa). Sums and
 * differences need the same dimensions and take the unit of the first operand
 * ({@code (+ 1m 3cm)} is {@code 1.03m}); products and quotients multiply the units, and a result
 * without dimensions is a plain number ({@code (/ 6cm 2m)} is 0.03). Comparisons compare the sizes
 * in base units. {@link Num} sends every operation with a quantity operand here from its slow paths.
 */
public final class Quantity {
  private final Object value;
  private final Unit unit;

  private Quantity(Object value, Unit unit) {
    this.value = value;
    this.unit = unit;
  }

  /** {@code value} times {@code unit}: a plain number when the unit has no dimensions. */
  public static Object make(Object value, Unit unit) {
    if (!Num.isReal(value)) {
      throw Errors.wrongType("make-quantity", "real number", value);
    }
    if (unit.isDimensionless()) {
      return unit.isEmpty() || unit.factor() == 1.0 ? value : Num.mul(value, unit.factor());
    }
    return new Quantity(value, unit);
  }

  /** The quantity a literal such as {@code 4cm^2} denotes (the unit is looked up when it runs). */
  public static Object literal(Object value, String unit) {
    return make(value, Unit.parse(unit));
  }

  public Object value() {
    return value;
  }

  public Unit unit() {
    return unit;
  }

  /** The size in base units, as {@code quantity->number} gives it. */
  public double baseValue() {
    return Num.toDouble(value) * unit.factor();
  }

  private static Unit unitOf(Object x) {
    return x instanceof Quantity q ? q.unit : null;
  }

  private static Object valueOf(String who, Object x) {
    if (x instanceof Quantity q) {
      return q.value;
    }
    if (!Num.isReal(x)) {
      throw Errors.wrongType(who, "real number or quantity", x);
    }
    return x;
  }

  private static Quantity same(String who, Object a, Object b) {
    Unit ua = unitOf(a);
    Unit ub = unitOf(b);
    if (ua == null || ub == null || !ua.sameDimensions(ub)) {
      throw Errors.error(who + ": units mis-match: " + Printer.writeString(a) + " and " + Printer.writeString(b));
    }
    return (Quantity) a;
  }

  /** {@code b}'s value in {@code a}'s unit. */
  private static Object converted(Quantity a, Quantity b) {
    if (a.unit.factor() == b.unit.factor()) {
      return b.value;
    }
    return Num.mul(Num.toDouble(b.value), b.unit.factor() / a.unit.factor());
  }

  public static Object add(Object a, Object b) {
    Quantity q = same("+", a, b);
    return make(Num.add(q.value, converted(q, (Quantity) b)), q.unit);
  }

  public static Object sub(Object a, Object b) {
    Quantity q = same("-", a, b);
    return make(Num.sub(q.value, converted(q, (Quantity) b)), q.unit);
  }

  public static Object negate(Object a) {
    Quantity q = (Quantity) a;
    return make(Num.negate(q.value), q.unit);
  }

  public static Object mul(Object a, Object b) {
    Object v = Num.mul(valueOf("*", a), valueOf("*", b));
    Unit ua = unitOf(a);
    Unit ub = unitOf(b);
    return make(v, ua == null ? ub : ub == null ? ua : ua.times(ub));
  }

  public static Object div(Object a, Object b) {
    Object v = Num.div(valueOf("/", a), valueOf("/", b));
    Unit ua = unitOf(a);
    Unit ub = unitOf(b);
    return make(v, ub == null ? ua : ua == null ? ub.power(-1) : ua.times(ub.power(-1)));
  }

  /** Negative, zero or positive, as {@link Num#compare}; 2 when unordered (NaN). */
  public static int compare(String who, Object a, Object b) {
    same(who, a, b);
    double x = ((Quantity) a).baseValue();
    double y = ((Quantity) b).baseValue();
    return Double.isNaN(x) || Double.isNaN(y) ? 2 : Double.compare(x == 0 ? 0.0 : x, y == 0 ? 0.0 : y);
  }

  public static Object sqrt(Object a) {
    Quantity q = (Quantity) a;
    Unit root = q.unit.root();
    if (root == null) {
      throw Errors.error("sqrt: the unit " + q.unit + " has no square root");
    }
    return make(Num.sqrt(q.value), root);
  }

  public static Object expt(Object base, Object power) {
    if (!(base instanceof Quantity q) || !Num.isExactInteger(power) || Num.toBig(power).bitLength() > 31) {
      throw Errors.wrongType("expt", "quantity to an exact integer power", power instanceof Quantity ? power : base);
    }
    int n = Num.toBig(power).intValue();
    return make(Num.expt(q.value, power), q.unit.power(n));
  }

  public static Object abs(Object a) {
    Quantity q = (Quantity) a;
    return make(Num.abs(q.value), q.unit);
  }

  /** {@code eqv?}: the same size in base units with the same dimensions ({@code (eqv? 1m 100cm)} is true, as in Kawa). */
  @Override
  public boolean equals(Object other) {
    return other instanceof Quantity q && q.unit.sameDimensions(unit) && q.baseValue() == baseValue()
        && Num.isExact(q.value) == Num.isExact(value);
  }

  @Override
  public int hashCode() {
    return Double.hashCode(baseValue());
  }

  @Override
  public String toString() {
    return NumberFormat.toString(this, 10);
  }
}
