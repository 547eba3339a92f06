package kopi.runtime;

import java.math.BigDecimal;
import java.math.BigInteger;
import kopi.syntax.NumberLiteral;

/**
 * Generic arithmetic over the numeric tower of the runtime contract: {@code Long} and
 * {@code BigInteger} (exact integers, always normalised), {@link Ratnum} (exact non-integers) and
 * {@code Double} (flonums). Every operation tries the two-{@code Long} case first, detects overflow
 * without exceptions, and promotes; the slow path ranks both operands and converts the lower one.
 * Other {@code java.lang.Number}s from Java interop ({@code Integer}, {@code Float}, ...) are accepted
 * and treated as the exact integer or flonum they hold. Non-real numbers are {@link Complex}: the
 * fast paths never see them, and the slow paths send them to {@link ComplexMath}; operations that
 * need a real ({@code <}, {@code floor}, ...) reject them with {@code expected real number}.
 */
@CallsNoScheme
public final class Num {
  private static final int FIX = 0;
  private static final int BIG = 1;
  private static final int RAT = 2;
  private static final int FLO = 3;
  private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
  private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

  private Num() {}

  // ------------------------------------------------------------------ predicates and conversions

  public static boolean isNumber(Object x) {
    return x instanceof Long || x instanceof Double || x instanceof BigInteger || x instanceof Ratnum
        || x instanceof Integer || x instanceof Short || x instanceof Byte || x instanceof Float
        || x instanceof Complex || x instanceof Quaternion || x instanceof Quantity;
  }

  /** {@code real?}: every number but a {@link Complex}, whose imaginary part is never an exact 0. */
  public static boolean isReal(Object x) {
    return isNumber(x) && !(x instanceof Complex) && !(x instanceof Quaternion) && !(x instanceof Quantity);
  }

  public static boolean isExact(Object x) {
    if (x instanceof Complex c) {
      return c.isExact();
    }
    if (x instanceof Quaternion q) {
      return q.isExact();
    }
    if (x instanceof Quantity q) {
      return isExact(q.value());
    }
    return rank("exact?", x) != FLO;
  }

  public static boolean isExactInteger(Object x) {
    return x instanceof Long || x instanceof BigInteger || x instanceof Integer || x instanceof Short
        || x instanceof Byte;
  }

  /** {@code integer?}: exact integers and integral finite flonums. */
  public static boolean isInteger(Object x) {
    if (isExactInteger(x)) {
      return true;
    }
    if (x instanceof Double || x instanceof Float) {
      double d = ((Number) x).doubleValue();
      return !Double.isInfinite(d) && d == Math.floor(d);
    }
    return false;
  }

  /** {@code rational?}: exact numbers and finite flonums. */
  public static boolean isRational(Object x) {
    if (x instanceof Double || x instanceof Float) {
      return Double.isFinite(((Number) x).doubleValue());
    }
    return isReal(x);
  }

  /** A {@code BigInteger} that fits in a long becomes a {@code Long}, as the contract requires. */
  public static Object normalize(BigInteger value) {
    return value.bitLength() < 64 ? (Object) value.longValue() : value;
  }

  public static BigInteger toBig(Object x) {
    return x instanceof BigInteger b ? b : BigInteger.valueOf(((Number) x).longValue());
  }

  public static double toDouble(Object x) {
    if (x instanceof Number n) {
      return n.doubleValue();
    }
    throw Errors.wrongType("inexact", "real number", x);
  }

  /** {@code exact}: flonums become the exact rational they denote; infinities and NaN are errors. */
  public static Object exact(Object x) {
    if (x instanceof Complex c) {
      return c.isExact() ? c : Complex.make(exact(c.real()), exact(c.imag()));
    }
    if (x instanceof Quaternion q) {
      return q.isExact() ? q : Quaternion.make(exact(q.real()), exact(q.imag()), exact(q.jmag()), exact(q.kmag()));
    }
    if (x instanceof Quantity q) {
      return Quantity.make(exact(q.value()), q.unit());
    }
    int r = rank("exact", x);
    if (r != FLO) {
      return canonical(x);
    }
    double d = ((Number) x).doubleValue();
    if (!Double.isFinite(d)) {
      throw Errors.wrongType("exact", "finite number", x);
    }
    if (d == Math.rint(d) && Math.abs(d) < 9.0e18) {
      return (long) d;
    }
    BigDecimal decimal = new BigDecimal(d);
    if (decimal.scale() <= 0) {
      return normalize(decimal.toBigIntegerExact());
    }
    return Ratnum.make(decimal.unscaledValue(), BigInteger.TEN.pow(decimal.scale()));
  }

  /** {@code inexact}: the nearest flonum. */
  public static Object inexact(Object x) {
    if (x instanceof Complex c) {
      return c.isExact() ? Complex.ofDoubles(c.realDouble(), c.imagDouble()) : c;
    }
    if (x instanceof Quaternion q) {
      return q.isExact() ? Quaternion.make(inexact(q.real()), inexact(q.imag()), inexact(q.jmag()), inexact(q.kmag()))
          : q;
    }
    if (x instanceof Quantity q) {
      return Quantity.make(inexact(q.value()), q.unit());
    }
    rank("inexact", x);
    return x instanceof Double ? x : (Object) ((Number) x).doubleValue();
  }

  // ------------------------------------------------------------------ arithmetic

  public static Object add(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long r = x + y;
      if (((x ^ r) & (y ^ r)) < 0) {
        return BigInteger.valueOf(x).add(BigInteger.valueOf(y));
      }
      return r;
    }
    if (a instanceof Double x && b instanceof Double y) {
      return x + y;
    }
    if (a instanceof Complex || b instanceof Complex) {
      return ComplexMath.add(a, b);
    }
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.add(a, b);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.add(a, b);
    }
    return switch (common("+", a, b)) {
      case FIX, BIG -> normalize(toBig(a).add(toBig(b)));
      case RAT -> ratOp('+', a, b);
      default -> toDouble(a) + toDouble(b);
    };
  }

  public static Object sub(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long r = x - y;
      if (((x ^ y) & (x ^ r)) < 0) {
        return BigInteger.valueOf(x).subtract(BigInteger.valueOf(y));
      }
      return r;
    }
    if (a instanceof Double x && b instanceof Double y) {
      return x - y;
    }
    if (a instanceof Complex || b instanceof Complex) {
      return ComplexMath.sub(a, b);
    }
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.sub(a, b);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.sub(a, b);
    }
    return switch (common("-", a, b)) {
      case FIX, BIG -> normalize(toBig(a).subtract(toBig(b)));
      case RAT -> ratOp('-', a, b);
      default -> toDouble(a) - toDouble(b);
    };
  }

  public static Object mul(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long lo = x * y;
      if (Fixnums.productFits(x, y, lo)) {
        return lo;
      }
      return BigInteger.valueOf(x).multiply(BigInteger.valueOf(y));
    }
    if (a instanceof Double x && b instanceof Double y) {
      return x * y;
    }
    if (a instanceof Complex || b instanceof Complex) {
      return ComplexMath.mul(a, b);
    }
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.mul(a, b);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.mul(a, b);
    }
    return switch (common("*", a, b)) {
      case FIX, BIG -> normalize(toBig(a).multiply(toBig(b)));
      case RAT -> ratOp('*', a, b);
      default -> toDouble(a) * toDouble(b);
    };
  }

  /** {@code /}: exact division gives an exact rational; an exact zero divisor is an error. */
  public static Object div(Object a, Object b) {
    if (a instanceof Double x && b instanceof Double y) {
      return x / y;
    }
    if (a instanceof Complex || b instanceof Complex) {
      return ComplexMath.div(a, b);
    }
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.div(a, b);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.div(a, b);
    }
    int r = common("/", a, b);
    if (r == FLO) {
      return toDouble(a) / toDouble(b);
    }
    if (isZero(b)) {
      throw Errors.error("/: division by zero");
    }
    if (a instanceof Long x && b instanceof Long y && y != -1 && x % y == 0) {
      return x / y;
    }
    if (r != RAT) {
      return Ratnum.make(toBig(a), toBig(b));
    }
    return ratOp('/', a, b);
  }

  public static Object negate(Object a) {
    // Subtracting from exact 0 would turn -0.0 into 0.0 and 0.0 into 0.0; negation flips the sign.
    if (a instanceof Double d) {
      return -d;
    }
    if (a instanceof Complex) {
      return ComplexMath.negate(a);
    }
    if (a instanceof Quaternion) {
      return QuaternionMath.negate(a);
    }
    if (a instanceof Quantity) {
      return Quantity.negate(a);
    }
    return sub(0L, a);
  }

  /** Numeric comparison: negative, zero or positive; {@code NaN} compares as unordered (2). */
  public static int compare(String who, Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return Long.compare(x, y);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.compare(who, a, b);
    }
    int r = common(who, a, b);
    switch (r) {
      case FIX:
      case BIG:
        return toBig(a).compareTo(toBig(b));
      case RAT:
        return toRat(a).compareTo(toRat(b));
      default:
        double x = toDouble(a);
        double y = toDouble(b);
        if (Double.isNaN(x) || Double.isNaN(y)) {
          return 2;
        }
        boolean aInexact = rank(who, a) == FLO;
        boolean bInexact = rank(who, b) == FLO;
        if (aInexact && bInexact) {
          return Double.compare(x == 0.0 ? 0.0 : x, y == 0.0 ? 0.0 : y);
        }
        // An exact number is finite, however far out of double range: below +inf.0, above
        // -inf.0, never equal to either (its own double may be infinite, so compare by sign).
        if (aInexact && Double.isInfinite(x)) {
          return x > 0 ? 1 : -1;
        }
        if (bInexact && Double.isInfinite(y)) {
          return y > 0 ? -1 : 1;
        }
        // One side is exact: compare exactly so that = stays transitive, as R7RS asks.
        return compare(who, exact(a), exact(b));
    }
  }

  public static boolean numEquals(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x.longValue() == y.longValue();
    }
    if (a instanceof Complex || b instanceof Complex) {
      isNumberOrFail("=", a);
      isNumberOrFail("=", b);
      return ComplexMath.numEquals(a, b);
    }
    if (a instanceof Quaternion || b instanceof Quaternion) {
      isNumberOrFail("=", a);
      isNumberOrFail("=", b);
      return QuaternionMath.numEquals(a, b);
    }
    if (a instanceof Quantity || b instanceof Quantity) {
      return Quantity.compare("=", a, b) == 0;
    }
    return compare("=", a, b) == 0;
  }

  public static boolean less(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x < y;
    }
    return compare("<", a, b) < 0;
  }

  public static boolean greater(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x > y;
    }
    int c = compare(">", a, b);
    return c > 0 && c != 2;
  }

  public static boolean lessOrEqual(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x <= y;
    }
    return compare("<=", a, b) <= 0;
  }

  public static boolean greaterOrEqual(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x >= y;
    }
    int c = compare(">=", a, b);
    return c >= 0 && c != 2;
  }

  public static boolean isZero(Object x) {
    if (x instanceof Long l) {
      return l == 0;
    }
    if (x instanceof Complex c) {
      return !c.isExact() && c.realDouble() == 0.0 && c.imagDouble() == 0.0;
    }
    if (x instanceof Quaternion q) {
      return !q.isExact() && QuaternionMath.numEquals(q, 0L);
    }
    if (x instanceof Quantity q) {
      return isZero(q.value());
    }
    return switch (rank("zero?", x)) {
      case FLO -> toDouble(x) == 0.0;
      case FIX -> ((Number) x).longValue() == 0;
      default -> false;
    };
  }

  /** The sign of a real: -1, 0 or 1 (NaN gives 0). */
  public static int sign(String who, Object x) {
    return switch (rank(who, x)) {
      case FIX -> Long.signum(((Number) x).longValue());
      case BIG -> ((BigInteger) x).signum();
      case RAT -> ((Ratnum) x).numerator().signum();
      default -> (int) Math.signum(toDouble(x));
    };
  }

  // ------------------------------------------------------------------ integer division

  /** {@code truncate-quotient} and {@code quotient}. */
  public static Object quotient(String who, Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y && y != 0 && y != -1) {
      return x / y;
    }
    int r = integerOperands(who, a, b);
    if (r == FLO) {
      double y = toDouble(b);
      return truncate(toDouble(a) / y);
    }
    return normalize(toBig(a).divide(toBig(b)));
  }

  /** {@code truncate-remainder} and {@code remainder}: the sign of the dividend. */
  public static Object remainder(String who, Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y && y != 0 && y != -1) {
      return x % y;
    }
    int r = integerOperands(who, a, b);
    if (r == FLO) {
      return toDouble(a) % toDouble(b);
    }
    return normalize(toBig(a).remainder(toBig(b)));
  }

  /** {@code floor-remainder} and {@code modulo}: the sign of the divisor. */
  public static Object modulo(String who, Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y && y != 0 && y != -1) {
      return Math.floorMod(x.longValue(), y.longValue());
    }
    int r = integerOperands(who, a, b);
    if (r == FLO) {
      double x = toDouble(a);
      double y = toDouble(b);
      double m = x % y;
      return m != 0 && (m < 0) != (y < 0) ? m + y : m;
    }
    BigInteger y = toBig(b);
    BigInteger m = toBig(a).mod(y.abs());
    return normalize(y.signum() < 0 && m.signum() != 0 ? m.add(y) : m);
  }

  /** {@code floor-quotient}. */
  public static Object floorQuotient(String who, Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y && y != 0 && y != -1) {
      return Math.floorDiv(x.longValue(), y.longValue());
    }
    int r = integerOperands(who, a, b);
    if (r == FLO) {
      return Math.floor(toDouble(a) / toDouble(b));
    }
    BigInteger[] qr = toBig(a).divideAndRemainder(toBig(b));
    BigInteger q = qr[0];
    if (qr[1].signum() != 0 && qr[1].signum() != toBig(b).signum()) {
      q = q.subtract(BigInteger.ONE);
    }
    return normalize(q);
  }

  public static Object gcd(Object a, Object b) {
    int r = integerOperands("gcd", a, b, false);
    BigInteger g = toBig(exact(a)).gcd(toBig(exact(b)));
    return r == FLO ? g.doubleValue() : normalize(g);
  }

  public static Object lcm(Object a, Object b) {
    int r = integerOperands("lcm", a, b, false);
    BigInteger x = toBig(exact(a)).abs();
    BigInteger y = toBig(exact(b)).abs();
    BigInteger l = x.signum() == 0 || y.signum() == 0 ? BigInteger.ZERO : x.divide(x.gcd(y)).multiply(y);
    return r == FLO ? l.doubleValue() : normalize(l);
  }

  public static Object abs(Object x) {
    if (x instanceof Long l && l != Long.MIN_VALUE) {
      return Math.abs(l);
    }
    if (x instanceof Quantity) {
      return Quantity.abs(x);
    }
    return sign("abs", x) < 0 ? negate(x) : (x instanceof Double d ? (Object) Math.abs(d) : canonical(x));
  }

  // ------------------------------------------------------------------ rounding

  public static Object floor(Object x) {
    return switch (rank("floor", x)) {
      case FLO -> Math.floor(toDouble(x));
      case RAT -> normalize(floorBig((Ratnum) x));
      default -> canonical(x);
    };
  }

  public static Object ceiling(Object x) {
    return switch (rank("ceiling", x)) {
      case FLO -> Math.ceil(toDouble(x));
      case RAT -> normalize(floorBig((Ratnum) x).add(BigInteger.ONE));
      default -> canonical(x);
    };
  }

  public static Object truncate(Object x) {
    return switch (rank("truncate", x)) {
      case FLO -> truncate(toDouble(x));
      case RAT -> normalize(((Ratnum) x).numerator().divide(((Ratnum) x).denominator()));
      default -> canonical(x);
    };
  }

  /** {@code round}: to the nearest integer, ties to even, as R7RS requires. */
  public static Object round(Object x) {
    switch (rank("round", x)) {
      case FLO:
        return Math.rint(toDouble(x));
      case RAT:
        Ratnum q = (Ratnum) x;
        BigInteger two = BigInteger.TWO;
        BigInteger fl = floorBig(q);
        // Compare the fraction (x - floor) with 1/2 by comparing 2*num - 2*floor*den with den.
        BigInteger twiceFraction = q.numerator().multiply(two).subtract(fl.multiply(q.denominator()).multiply(two));
        int c = twiceFraction.compareTo(q.denominator());
        if (c > 0 || (c == 0 && fl.testBit(0))) {
          fl = fl.add(BigInteger.ONE);
        }
        return normalize(fl);
      default:
        return canonical(x);
    }
  }

  public static Object numerator(Object x) {
    return switch (rank("numerator", x)) {
      case RAT -> normalize(((Ratnum) x).numerator());
      case FLO -> toDouble(numerator(exact(x)));
      default -> canonical(x);
    };
  }

  public static Object denominator(Object x) {
    return switch (rank("denominator", x)) {
      case RAT -> normalize(((Ratnum) x).denominator());
      case FLO -> toDouble(denominator(exact(x)));
      default -> 1L;
    };
  }

  // ------------------------------------------------------------------ powers and roots

  /**
   * {@code expt}: exact for an exact base (real or complex) to an exact integer power; a flonum or
   * complex result otherwise, complex when a negative base has a non-integer power.
   */
  public static Object expt(Object base, Object power) {
    isNumberOrFail("expt", base);
    isNumberOrFail("expt", power);
    if (base instanceof Quaternion || power instanceof Quaternion) {
      return QuaternionMath.expt(base, power);
    }
    if (base instanceof Quantity || power instanceof Quantity) {
      return Quantity.expt(base, power);
    }
    if (isExactInteger(power)) {
      BigInteger p = toBig(power);
      if (!isExact(base)) {
        if (base instanceof Complex) {
          return p.bitLength() > 31 ? ComplexMath.expt(base, power) : integerPower(base, p.intValue());
        }
        return inexactPower(toDouble(base), p);
      }
      if (p.bitLength() > 31) {
        if (isOne(base)) {
          return 1L;
        }
        if (base instanceof Long b && b == -1) {
          return p.testBit(0) ? -1L : 1L;
        }
        if (isZero(base)) {
          if (p.signum() < 0) {
            throw Errors.error("expt: division by zero");
          }
          return 0L;
        }
        throw Errors.error("expt: exponent too large, got " + Printer.writeString(power));
      }
      int n = p.intValue();
      if (n < 0 && isZero(base)) {
        throw Errors.error("expt: division by zero");
      }
      return integerPower(base, n);
    }
    if (!(base instanceof Complex) && !(power instanceof Complex)) {
      double b = toDouble(base);
      double e = toDouble(power);
      if (!(b < 0) || e == Math.rint(e) || Double.isInfinite(e)) {
        return Math.pow(b, e);
      }
    }
    return ComplexMath.expt(base, power);
  }

  /**
   * A flonum to an exact integer power. Beyond 2^53 the power's double loses its parity, which
   * decides the sign for a negative base ({@code (expt -1. (+ (expt 10 20) 1))} is -1.0), so the
   * magnitude and the sign are computed apart.
   */
  private static double inexactPower(double base, BigInteger power) {
    if (power.bitLength() <= 53) {
      return Math.pow(base, power.doubleValue());
    }
    double magnitude = Math.pow(Math.abs(base), power.doubleValue());
    boolean negativeBase = base < 0 || base == 0 && 1 / base < 0;
    return negativeBase && power.testBit(0) ? -magnitude : magnitude;
  }

  /** {@code z^n} for an int n by squaring, so an exact complex base stays exact. */
  private static Object integerPower(Object base, int n) {
    if (!(base instanceof Complex)) {
      Object result = exactPower(base, Math.abs(n));
      return n < 0 ? div(1L, result) : result;
    }
    Object result = 1L;
    Object square = base;
    for (long k = Math.abs((long) n); k > 0; k >>= 1) {
      if ((k & 1) == 1) {
        result = mul(result, square);
      }
      if (k > 1) {
        square = mul(square, square);
      }
    }
    return n < 0 ? div(1L, result) : result;
  }

  /** {@code sqrt}: exact for exact perfect squares (and ratios of them), a flonum otherwise. */
  public static Object sqrt(Object x) {
    if (x instanceof Quaternion) {
      return QuaternionMath.lift("sqrt", x, ComplexMath::sqrt);
    }
    if (x instanceof Quantity) {
      return Quantity.sqrt(x);
    }
    if (x instanceof Complex || sign("sqrt", x) < 0) {
      return ComplexMath.sqrt(x);
    }
    int r = rank("sqrt", x);
    if (r == FIX || r == BIG) {
      BigInteger n = toBig(x);
      BigInteger s = n.sqrt();
      if (s.multiply(s).equals(n)) {
        return normalize(s);
      }
    } else if (r == RAT) {
      Ratnum q = (Ratnum) x;
      BigInteger sn = q.numerator().sqrt();
      BigInteger sd = q.denominator().sqrt();
      if (sn.multiply(sn).equals(q.numerator()) && sd.multiply(sd).equals(q.denominator())) {
        return Ratnum.make(sn, sd);
      }
    }
    return r == FLO ? Math.sqrt(toDouble(x)) : sqrtOfExact(x);
  }

  /**
   * The correctly rounded flonum square root of a non-negative exact rational that is no perfect
   * square. Its double may be infinite ({@code (* 2 (expt 10 400))}) or zero while the root is
   * not, so the root is taken of the number scaled by 4^k to about 132 bits, as an integer square
   * root with a sticky bit for what was cut off, and scaled back by 2^-k.
   */
  private static double sqrtOfExact(Object x) {
    if (x instanceof Long n && Math.abs(n) < (1L << 53)) {
      return Math.sqrt(n);
    }
    BigInteger p = x instanceof Ratnum q ? q.numerator() : toBig(x);
    BigInteger d = x instanceof Ratnum q ? q.denominator() : BigInteger.ONE;
    int k = (132 - (p.bitLength() - d.bitLength())) / 2 + 1;
    BigInteger[] qr = k >= 0 ? p.shiftLeft(2 * k).divideAndRemainder(d) : p.divideAndRemainder(d.shiftLeft(-2 * k));
    BigInteger m = qr[0];
    BigInteger root = m.sqrt();
    boolean inexact = qr[1].signum() != 0 || !root.multiply(root).equals(m);
    if (inexact) {
      root = root.setBit(0);
    }
    return Math.scalb(root.doubleValue(), -k);
  }

  /**
   * The natural logarithm of a positive exact rational, finite however large or small it is
   * ({@code (log (expt 10 400))} is 921.03...): from its double when that is a normal number,
   * else from the top bits of numerator and denominator and their bit lengths.
   */
  static double logOfExact(Object x) {
    double d = toDouble(x);
    if (d >= Double.MIN_NORMAL && d <= Double.MAX_VALUE) {
      return Math.log(d);
    }
    if (x instanceof Ratnum q) {
      return logOfInteger(q.numerator()) - logOfInteger(q.denominator());
    }
    return logOfInteger(toBig(x));
  }

  private static double logOfInteger(BigInteger n) {
    int shift = Math.max(0, n.bitLength() - 64);
    return Math.log(n.shiftRight(shift).doubleValue()) + shift * Math.log(2);
  }

  /** {@code exact-integer-sqrt}: two values, s and r with s*s + r = n. */
  public static Object exactIntegerSqrt(Object x) {
    if (!isExactInteger(x) || sign("exact-integer-sqrt", x) < 0) {
      throw Errors.wrongType("exact-integer-sqrt", "non-negative exact integer", x);
    }
    BigInteger n = toBig(x);
    BigInteger s = n.sqrt();
    return Values.of(normalize(s), normalize(n.subtract(s.multiply(s))));
  }

  // ------------------------------------------------------------------ helpers

  /** Ensures {@code x} is a number and returns its rank. */
  static int rank(String who, Object x) {
    if (x instanceof Long) {
      return FIX;
    }
    if (x instanceof Double) {
      return FLO;
    }
    if (x instanceof BigInteger) {
      return BIG;
    }
    if (x instanceof Ratnum) {
      return RAT;
    }
    if (x instanceof Integer || x instanceof Short || x instanceof Byte) {
      return FIX;
    }
    if (x instanceof Float) {
      return FLO;
    }
    throw Errors.wrongType(who, x instanceof Complex || x instanceof Quaternion ? "real number" : "number", x);
  }

  private static void isNumberOrFail(String who, Object x) {
    if (!isNumber(x)) {
      throw Errors.wrongType(who, "number", x);
    }
  }

  private static int common(String who, Object a, Object b) {
    return Math.max(rank(who, a), rank(who, b));
  }

  /** Interop numbers become the canonical representation: {@code Integer} to {@code Long}, ... */
  private static Object canonical(Object x) {
    if (x instanceof Integer || x instanceof Short || x instanceof Byte) {
      return ((Number) x).longValue();
    }
    if (x instanceof Float f) {
      return f.doubleValue();
    }
    return x;
  }

  private static int integerOperands(String who, Object a, Object b) {
    return integerOperands(who, a, b, true);
  }

  private static int integerOperands(String who, Object a, Object b, boolean divisor) {
    if (!isInteger(a)) {
      throw Errors.wrongType(who, "integer", a);
    }
    if (!isInteger(b)) {
      throw Errors.wrongType(who, "integer", b);
    }
    if (divisor && isZero(b)) {
      throw Errors.error(who + ": division by zero");
    }
    return common(who, a, b);
  }

  private static double truncate(double d) {
    return d < 0 ? Math.ceil(d) : Math.floor(d);
  }

  private static boolean isOne(Object x) {
    return x instanceof Long l && l == 1;
  }

  private static Ratnum toRat(Object x) {
    if (x instanceof Ratnum q) {
      return q;
    }
    // An integer as a fraction over one; only used for comparison, so it need not be normalised.
    return Ratnum.overOne(toBig(x));
  }

  private static BigInteger numeratorOf(Object x) {
    return x instanceof Ratnum q ? q.numerator() : toBig(x);
  }

  private static BigInteger denominatorOf(Object x) {
    return x instanceof Ratnum q ? q.denominator() : BigInteger.ONE;
  }

  private static Object ratOp(char op, Object a, Object b) {
    BigInteger an = numeratorOf(a);
    BigInteger ad = denominatorOf(a);
    BigInteger bn = numeratorOf(b);
    BigInteger bd = denominatorOf(b);
    return switch (op) {
      case '+' -> Ratnum.make(an.multiply(bd).add(bn.multiply(ad)), ad.multiply(bd));
      case '-' -> Ratnum.make(an.multiply(bd).subtract(bn.multiply(ad)), ad.multiply(bd));
      case '*' -> Ratnum.make(an.multiply(bn), ad.multiply(bd));
      default -> Ratnum.make(an.multiply(bd), ad.multiply(bn));
    };
  }

  private static BigInteger floorBig(Ratnum q) {
    BigInteger[] qr = q.numerator().divideAndRemainder(q.denominator());
    return qr[1].signum() < 0 ? qr[0].subtract(BigInteger.ONE) : qr[0];
  }

  private static Object exactPower(Object base, int n) {
    if (base instanceof Ratnum q) {
      return Ratnum.make(q.numerator().pow(n), q.denominator().pow(n));
    }
    if (base instanceof Long b && (b == 2 || b == -2) && n < 63) {
      long magnitude = 1L << n;
      return b < 0 && (n & 1) == 1 ? -magnitude : magnitude;
    }
    return normalize(toBig(base).pow(n));
  }

  /** The runtime value of a number literal (of the reader, the expander and {@code string->number}). */
  public static Object fromLiteral(NumberLiteral literal) {
    if (literal instanceof NumberLiteral.Exact exact) {
      return Ratnum.make(exact.numerator(), exact.denominator());
    }
    if (literal instanceof NumberLiteral.Inexact inexact) {
      return inexact.value();
    }
    if (literal instanceof NumberLiteral.Quaternion q) {
      return Quaternion.make(fromLiteral(q.real()), fromLiteral(q.imaginary()), fromLiteral(q.jmag()),
          fromLiteral(q.kmag()));
    }
    NumberLiteral.Complex complex = (NumberLiteral.Complex) literal;
    return Complex.make(fromLiteral(complex.real()), fromLiteral(complex.imaginary()));
  }
}
