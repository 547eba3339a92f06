package kopi.runtime;

/**
 * Arithmetic and the functions of (scheme inexact) with a {@link Quaternion} operand; {@link Num}
 * and {@link ComplexMath} send such operations here from their slow paths. Products follow
 * Hamilton's rules ({@code ij = k}, {@code ji = -k}); {@code (/ a b)} is {@code a} times the inverse
 * of {@code b}. A function with real coefficients (exp, log, sqrt, the trigonometric functions) is
 * computed as Kawa does, from its complex value at {@code r + |v|i}, whose imaginary part is then
 * laid along the unit vector {@code v/|v|} of the quaternion's vector part.
 */
public final class QuaternionMath {
  private QuaternionMath() {}

  /** The four parts of any number (a real has exact zero i, j and k parts). */
  static Object[] parts(String who, Object z) {
    if (z instanceof Quaternion q) {
      return new Object[] {q.real(), q.imag(), q.jmag(), q.kmag()};
    }
    if (z instanceof Complex c) {
      return new Object[] {c.real(), c.imag(), 0L, 0L};
    }
    if (!Num.isNumber(z)) {
      throw Errors.wrongType(who, "number", z);
    }
    return new Object[] {z, 0L, 0L, 0L};
  }

  private static Object make(Object[] p) {
    return Quaternion.make(p[0], p[1], p[2], p[3]);
  }

  public static Object add(Object a, Object b) {
    Object[] x = parts("+", a);
    Object[] y = parts("+", b);
    return Quaternion.make(Num.add(x[0], y[0]), Num.add(x[1], y[1]), Num.add(x[2], y[2]), Num.add(x[3], y[3]));
  }

  public static Object sub(Object a, Object b) {
    Object[] x = parts("-", a);
    Object[] y = parts("-", b);
    return Quaternion.make(Num.sub(x[0], y[0]), Num.sub(x[1], y[1]), Num.sub(x[2], y[2]), Num.sub(x[3], y[3]));
  }

  public static Object negate(Object z) {
    Object[] p = parts("-", z);
    return Quaternion.make(Num.negate(p[0]), Num.negate(p[1]), Num.negate(p[2]), Num.negate(p[3]));
  }

  public static Object mul(Object a, Object b) {
    Object[] x = parts("*", a);
    Object[] y = parts("*", b);
    if (Num.isReal(a) || Num.isReal(b)) {
      // A real factor scales each part (which keeps exact zeros exact: (* 1.0 +j) is +1.0j).
      Object s = Num.isReal(a) ? a : b;
      Object[] q = Num.isReal(a) ? y : x;
      return Quaternion.make(Num.mul(s, q[0]), Num.mul(s, q[1]), Num.mul(s, q[2]), Num.mul(s, q[3]));
    }
    Object r = Num.sub(Num.sub(Num.sub(Num.mul(x[0], y[0]), Num.mul(x[1], y[1])), Num.mul(x[2], y[2])),
        Num.mul(x[3], y[3]));
    Object i = Num.sub(Num.add(Num.add(Num.mul(x[0], y[1]), Num.mul(x[1], y[0])), Num.mul(x[2], y[3])),
        Num.mul(x[3], y[2]));
    Object j = Num.add(Num.add(Num.sub(Num.mul(x[0], y[2]), Num.mul(x[1], y[3])), Num.mul(x[2], y[0])),
        Num.mul(x[3], y[1]));
    Object k = Num.add(Num.sub(Num.add(Num.mul(x[0], y[3]), Num.mul(x[1], y[2])), Num.mul(x[2], y[1])),
        Num.mul(x[3], y[0]));
    return Quaternion.make(r, i, j, k);
  }

  /** {@code (/ a b)}: {@code a} times the inverse of {@code b}. */
  public static Object div(Object a, Object b) {
    parts("/", a);
    if (Num.isReal(b)) {
      if (Num.isExact(b) && Num.isZero(b)) {
        throw Errors.error("/: division by zero");
      }
      Object[] x = parts("/", a);
      return Quaternion.make(Num.div(x[0], b), Num.div(x[1], b), Num.div(x[2], b), Num.div(x[3], b));
    }
    return mul(a, inverse(b));
  }

  private static Object inverse(Object z) {
    Object[] p = parts("/", z);
    Object norm = norm(p);
    return Quaternion.make(Num.div(p[0], norm), Num.div(Num.negate(p[1]), norm), Num.div(Num.negate(p[2]), norm),
        Num.div(Num.negate(p[3]), norm));
  }

  private static Object norm(Object[] p) {
    return Num.add(Num.add(Num.mul(p[0], p[0]), Num.mul(p[1], p[1])),
        Num.add(Num.mul(p[2], p[2]), Num.mul(p[3], p[3])));
  }

  /** {@code =} with at least one quaternion operand. */
  public static boolean numEquals(Object a, Object b) {
    Object[] x = parts("=", a);
    Object[] y = parts("=", b);
    for (int i = 0; i < 4; i++) {
      if (!Num.numEquals(x[i], y[i])) {
        return false;
      }
    }
    return true;
  }

  // ------------------------------------------------------------------ parts and polar form

  /** {@code magnitude}: exact for an exact quaternion whose norm is a square, as for complex numbers. */
  public static Object magnitude(Object z) {
    Object[] p = parts("magnitude", z);
    return Num.sqrt(norm(p));
  }

  /** The magnitude of the vector part (exact when it can be). */
  private static Object vectorMagnitude(String who, Object z) {
    Object[] p = parts(who, z);
    return Num.sqrt(Num.add(Num.mul(p[1], p[1]), Num.add(Num.mul(p[2], p[2]), Num.mul(p[3], p[3]))));
  }

  /** {@code angle}: the angle between the quaternion and the positive real axis, {@code atan2(|v|, r)}. */
  public static Object angle(Object z) {
    Object[] p = parts("angle", z);
    return Math.atan2(Num.toDouble(vectorMagnitude("angle", z)), Num.toDouble(p[0]));
  }

  /** {@code vector-part}: the quaternion with its real part made an exact 0. */
  public static Object vectorPart(Object z) {
    Object[] p = parts("vector-part", z);
    Object zero = Num.isExact(p[0]) ? (Object) 0L : (Object) 0.0;
    return Quaternion.make(zero, p[1], p[2], p[3]);
  }

  /** {@code unit-vector}: the vector part divided by its magnitude, 0 when it is 0. */
  public static Object unitVector(Object z) {
    Object v = vectorPart(z);
    Object m = vectorMagnitude("unit-vector", z);
    if (Num.isZero(m)) {
      return v;
    }
    return div(v, m);
  }

  /** {@code unit-quaternion}: the quaternion divided by its magnitude, 0 when it is 0. */
  public static Object unitQuaternion(Object z) {
    Object m = magnitude(z);
    if (Num.isZero(m)) {
      return z;
    }
    return div(z, m);
  }

  /** {@code colatitude}: the angle between the vector part and the i axis; exact 0 for an exact real. */
  public static Object colatitude(Object z) {
    Object[] p = parts("colatitude", z);
    if (Num.isReal(z) && Num.isExact(z)) {
      return 0L;
    }
    double jk = Math.hypot(Num.toDouble(p[2]), Num.toDouble(p[3]));
    return Math.atan2(jk, Num.toDouble(p[1]));
  }

  /** {@code longitude}: the angle of the vector part's (j, k) projection from the j axis. */
  public static Object longitude(Object z) {
    Object[] p = parts("longitude", z);
    if (Num.isReal(z) && Num.isExact(z)) {
      return 0L;
    }
    return Math.atan2(Num.toDouble(p[3]), Num.toDouble(p[2]));
  }

  /** {@code (make-polar magnitude angle colatitude longitude)}. */
  public static Object polar(Object magnitude, Object angle, Object colatitude, Object longitude) {
    double m = real("make-polar", magnitude);
    double a = real("make-polar", angle);
    double c = real("make-polar", colatitude);
    double l = real("make-polar", longitude);
    if (Num.isExact(colatitude) && Num.isZero(colatitude)) {
      return Complex.polar(magnitude, angle);
    }
    double s = m * Math.sin(a);
    return Quaternion.make(m * Math.cos(a), s * Math.cos(c), s * Math.sin(c) * Math.cos(l),
        s * Math.sin(c) * Math.sin(l));
  }

  /** {@code (make-rectangular r i j k)}. */
  public static Object rectangular(Object real, Object imag, Object jmag, Object kmag) {
    real("make-rectangular", real);
    real("make-rectangular", imag);
    real("make-rectangular", jmag);
    real("make-rectangular", kmag);
    return Quaternion.make(real, imag, jmag, kmag);
  }

  private static double real(String who, Object x) {
    if (!Num.isReal(x)) {
      throw Errors.wrongType(who, "real number", x);
    }
    return Num.toDouble(x);
  }

  // ------------------------------------------------------------------ (scheme inexact)

  /** A function with real coefficients, by its complex value at {@code r + |v|i}. */
  public interface ComplexFunction {
    Object apply(Object z);
  }

  public static Object lift(String who, Object z, ComplexFunction f) {
    Object[] p = parts(who, z);
    double vm = Math.sqrt(sq(p[1]) + sq(p[2]) + sq(p[3]));
    if (vm == 0) {
      return f.apply(Num.inexact(p[0]));
    }
    Object w = f.apply(Complex.ofDoubles(Num.toDouble(p[0]), vm));
    Object[] c = parts(who, w);
    double re = Num.toDouble(c[0]);
    double scale = Num.toDouble(c[1]) / vm;
    return Quaternion.make(re, Num.toDouble(p[1]) * scale, Num.toDouble(p[2]) * scale, Num.toDouble(p[3]) * scale);
  }

  private static double sq(Object x) {
    double d = Num.toDouble(x);
    return d * d;
  }

  /** {@code expt} with a quaternion base or power: repeated products for an exact integer power, else exp(log(b) p). */
  public static Object expt(Object base, Object power) {
    parts("expt", base);
    parts("expt", power);
    if (Num.isExactInteger(power)) {
      java.math.BigInteger n = Num.toBig(power);
      if (n.bitLength() < 31) {
        int e = n.intValue();
        Object result = integerPower(base, Math.abs(e));
        return e < 0 ? div(1L, result) : result;
      }
    }
    return lift("exp", mul(lift("log", base, ComplexMath::log), power), ComplexMath::exp);
  }

  private static Object integerPower(Object base, int e) {
    Object result = 1L;
    Object square = base;
    while (e > 0) {
      if ((e & 1) != 0) {
        result = mul(result, square);
      }
      e >>= 1;
      if (e > 0) {
        square = mul(square, square);
      }
    }
    return result;
  }
}
