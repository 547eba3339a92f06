package kopi.runtime;

/**
 * The slow paths and comparisons of flonum-speculated variables, as {@link Fixnums} is for
 * fixnums: the code generator keeps a loop variable of untyped code that steps or sums by flonums
 * in two locals, a {@code double} and an object that is null while the value is a flonum (a
 * {@code Double}) and holds the value otherwise (an exact integer, a fraction, anything).
 * Arithmetic on two flonums is a JVM {@code double} instruction, as the builtins compute it; any
 * other operand comes here, to the generic operation of {@link Num}, so results, exactness and
 * errors are those of the builtins. Nothing here calls back into Scheme.
 */
@CallsNoScheme
public final class Flonums {
  private Flonums() {}

  /** The value of the pair of locals {@code (d, big)}. */
  public static Object box(double d, Object big) {
    return big == null ? Double.valueOf(d) : big == Fixnums.NULL_HALF ? null : big;
  }

  // The first JIT tier calls low and big rather than inlining them, as Fixnums.low and big: the
  // slots declared and never used take them over its limit for stack and locals.

  /** The {@code double} half of {@code x}: its value when it is a flonum, else 0. */
  @SuppressWarnings("unused")
  public static double low(Object x) {
    long firstTierSlots1;
    long firstTierSlots2;
    long firstTierSlots3;
    return x instanceof Double d ? d : 0.0;
  }

  /** The object half of {@code x}: null when it is a flonum, else {@code x}. */
  @SuppressWarnings("unused")
  public static Object big(Object x) {
    long firstTierSlots1;
    long firstTierSlots2;
    long firstTierSlots3;
    return x instanceof Double ? null : x == null ? Fixnums.NULL_HALF : x;
  }

  public static Object add(double da, Object a, double db, Object b) {
    return Num.add(box(da, a), box(db, b));
  }

  public static Object sub(double da, Object a, double db, Object b) {
    return Num.sub(box(da, a), box(db, b));
  }

  public static Object mul(double da, Object a, double db, Object b) {
    return Num.mul(box(da, a), box(db, b));
  }

  public static boolean less(double da, Object a, double db, Object b) {
    return a == null && b == null ? da < db : Num.less(box(da, a), box(db, b));
  }

  public static boolean greater(double da, Object a, double db, Object b) {
    return a == null && b == null ? da > db : Num.greater(box(da, a), box(db, b));
  }

  public static boolean lessOrEqual(double da, Object a, double db, Object b) {
    return a == null && b == null ? da <= db : Num.lessOrEqual(box(da, a), box(db, b));
  }

  public static boolean greaterOrEqual(double da, Object a, double db, Object b) {
    return a == null && b == null ? da >= db : Num.greaterOrEqual(box(da, a), box(db, b));
  }

  public static boolean numEquals(double da, Object a, double db, Object b) {
    return a == null && b == null ? da == db : Num.numEquals(box(da, a), box(db, b));
  }
}
