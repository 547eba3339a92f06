package kopi.runtime;

/**
 * Arithmetic and the transcendental functions of R7RS 6.2.6 over complex numbers. {@link Num}
 * keeps the fast real paths and sends any operation with a {@link Complex} operand here; the
 * functions of (scheme inexact) come here for every argument, so that a real argument outside the
 * real domain ({@code (sqrt -2)}, {@code (log -1)}, {@code (asin 2)}) gives its complex result.
 * Branch cuts follow R7RS (which follows Common Lisp): {@code log} is continuous with quadrant II,
 * and {@code asin}, {@code acos}, {@code atan} are defined from it.
 */
public final class ComplexMath {
  private ComplexMath() {}

  // ------------------------------------------------------------------ parts

  /** {@code real-part}: a real is its own real part. */
  public static Object realPart(Object z) {
    if (z instanceof Complex c) {
      return c.real();
    }
    if (z instanceof Quaternion q) {
      return q.real();
    }
    Num.rank("real-part", z);
    return z;
  }

  /** {@code imag-part}: a real has the exact imaginary part 0. */
  public static Object imagPart(Object z) {
    if (z instanceof Complex c) {
      return c.imag();
    }
    if (z instanceof Quaternion q) {
      return q.imag();
    }
    Num.rank("imag-part", z);
    return 0L;
  }

  /** {@code make-rectangular}. */
  public static Object rectangular(Object real, Object imag) {
    Num.rank("make-rectangular", real);
    Num.rank("make-rectangular", imag);
    return Complex.make(real, imag);
  }

  /** {@code make-polar}. */
  public static Object polar(Object magnitude, Object angle) {
    Num.rank("make-polar", magnitude);
    Num.rank("make-polar", angle);
    return Complex.polar(magnitude, angle);
  }

  /** {@code magnitude}: the absolute value of a real; exact for an exact z whose norm is a square. */
  public static Object magnitude(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.magnitude(z);
    }
    if (z instanceof Complex c) {
      if (c.isExact()) {
        Object norm = Num.add(Num.mul(c.real(), c.real()), Num.mul(c.imag(), c.imag()));
        return Num.sqrt(norm);
      }
      return Math.hypot(c.realDouble(), c.imagDouble());
    }
    return Num.abs(z);
  }

  /** {@code angle}: exact 0 for an exact non-negative real, else the flonum {@code atan2(im, re)}. */
  public static Object angle(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.angle(z);
    }
    if (z instanceof Complex c) {
      return Math.atan2(c.imagDouble(), c.realDouble());
    }
    if (Num.isExact(z)) {
      if (Num.sign("angle", z) >= 0) {
        return 0L;
      }
      return Math.PI;
    }
    return Math.atan2(0.0, Num.toDouble(z));
  }

  // ------------------------------------------------------------------ arithmetic

  public static Object add(Object a, Object b) {
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.add(a, b);
    }
    return Complex.make(Num.add(realPart(a), realPart(b)), Num.add(imagPart(a), imagPart(b)));
  }

  public static Object sub(Object a, Object b) {
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.sub(a, b);
    }
    return Complex.make(Num.sub(realPart(a), realPart(b)), Num.sub(imagPart(a), imagPart(b)));
  }

  public static Object negate(Object z) {
    return Complex.make(Num.negate(realPart(z)), Num.negate(imagPart(z)));
  }

  public static Object mul(Object a, Object b) {
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.mul(a, b);
    }
    // A real factor scales each part, which avoids 0 * inf.0 turning a part into NaN.
    if (!(a instanceof Complex)) {
      return Complex.make(Num.mul(a, realPart(b)), Num.mul(a, imagPart(b)));
    }
    if (!(b instanceof Complex)) {
      return Complex.make(Num.mul(realPart(a), b), Num.mul(imagPart(a), b));
    }
    Object ar = realPart(a);
    Object ai = imagPart(a);
    Object br = realPart(b);
    Object bi = imagPart(b);
    return Complex.make(Num.sub(Num.mul(ar, br), Num.mul(ai, bi)), Num.add(Num.mul(ar, bi), Num.mul(ai, br)));
  }

  public static Object div(Object a, Object b) {
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.div(a, b);
    }
    if (!(b instanceof Complex)) {
      if (Num.isExact(b) && Num.isZero(b)) {
        throw Errors.error("/: division by zero");
      }
      return Complex.make(Num.div(realPart(a), b), Num.div(imagPart(a), b));
    }
    Complex d = (Complex) b;
    boolean exact = Num.isExact(a) && d.isExact();
    if (exact) {
      Object ar = realPart(a);
      Object ai = imagPart(a);
      Object norm = Num.add(Num.mul(d.real(), d.real()), Num.mul(d.imag(), d.imag()));
      Object re = Num.add(Num.mul(ar, d.real()), Num.mul(ai, d.imag()));
      Object im = Num.sub(Num.mul(ai, d.real()), Num.mul(ar, d.imag()));
      return Complex.make(Num.div(re, norm), Num.div(im, norm));
    }
    return divide(toC(a), toC(b)).box();
  }

  /** {@code =} with at least one complex operand. */
  public static boolean numEquals(Object a, Object b) {
    if (a instanceof Quaternion || b instanceof Quaternion) {
      return QuaternionMath.numEquals(a, b);
    }
    return Num.numEquals(realPart(a), realPart(b)) && Num.numEquals(imagPart(a), imagPart(b));
  }

  // ------------------------------------------------------------------ (scheme inexact)

  public static Object exp(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("exp", z, ComplexMath::exp);
    }
    if (!(z instanceof Complex)) {
      return Math.exp(real("exp", z));
    }
    return exp(toC(z)).box();
  }

  public static Object log(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("log", z, ComplexMath::log);
    }
    if (!(z instanceof Complex)) {
      double x = real("log", z);
      // An exact number out of double range still has a finite logarithm.
      // (Its double may also be 0 or infinite: (log (/ 1 (expt 10 400))) is -921.03...)
      boolean exact = Num.isExact(z) && !Num.isZero(z);
      double magnitude = exact ? Num.logOfExact(Num.abs(z)) : Math.log(Math.abs(x));
      // A negative real lies on the branch cut; R7RS puts log there on the upper side, +pi i.
      if (exact ? Num.sign("log", z) < 0 : x < 0) {
        return Complex.ofDoubles(magnitude, Math.PI);
      }
      return magnitude;
    }
    return log(toC(z)).box();
  }

  /** {@code (log z b)}: the logarithm of z to base b. */
  public static Object log(Object z, Object base) {
    return Num.div(Num.inexact(log(z)), log(base));
  }

  public static Object sin(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("sin", z, ComplexMath::sin);
    }
    if (!(z instanceof Complex)) {
      return Math.sin(real("sin", z));
    }
    C c = toC(z);
    return new C(Math.sin(c.re) * Math.cosh(c.im), Math.cos(c.re) * Math.sinh(c.im)).box();
  }

  public static Object cos(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("cos", z, ComplexMath::cos);
    }
    if (!(z instanceof Complex)) {
      return Math.cos(real("cos", z));
    }
    C c = toC(z);
    return new C(Math.cos(c.re) * Math.cosh(c.im), -Math.sin(c.re) * Math.sinh(c.im)).box();
  }

  public static Object tan(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("tan", z, ComplexMath::tan);
    }
    if (!(z instanceof Complex)) {
      return Math.tan(real("tan", z));
    }
    return divide(toC(sin(z)), toC(cos(z))).box();
  }

  /** {@code asin z = -i log(iz + sqrt(1 - z^2))}; a real outside [-1, 1] has a complex result. */
  public static Object asin(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("asin", z, ComplexMath::asin);
    }
    if (!(z instanceof Complex)) {
      double x = real("asin", z);
      if (!(Math.abs(x) > 1)) {
        return Math.asin(x);
      }
    }
    return asin(toC(z)).box();
  }

  /** {@code acos z = pi/2 - asin z}. */
  public static Object acos(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("acos", z, ComplexMath::acos);
    }
    if (!(z instanceof Complex)) {
      double x = real("acos", z);
      if (!(Math.abs(x) > 1)) {
        return Math.acos(x);
      }
    }
    C s = asin(toC(z));
    return new C(Math.PI / 2 - s.re, -s.im).box();
  }

  /** {@code atan z = (log(1 + iz) - log(1 - iz)) / 2i}. */
  public static Object atan(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("atan", z, ComplexMath::atan);
    }
    if (!(z instanceof Complex)) {
      return Math.atan(real("atan", z));
    }
    C c = toC(z);
    C iz = new C(-c.im, c.re);
    C difference = log(new C(1 + iz.re, iz.im)).minus(log(new C(1 - iz.re, -iz.im)));
    // Dividing by 2i is multiplying by -i/2.
    double re = difference.im / 2;
    if (c.re == 0 && Math.abs(c.im) > 1) {
      // On the branch cut: continuous with quadrant II above i and with quadrant IV below -i.
      re = -Math.copySign(Math.PI / 2, c.im);
    }
    return new C(re, -difference.re / 2).box();
  }

  /** {@code (atan y x)}: both arguments must be real. */
  public static Object atan(Object y, Object x) {
    return Math.atan2(real("atan", y), real("atan", x));
  }

  /** {@code sqrt}: exact when z is exact and an exact root exists, so {@code (sqrt -4)} is {@code +2i}. */
  public static Object sqrt(Object z) {
    if (z instanceof Quaternion) {
      return QuaternionMath.lift("sqrt", z, ComplexMath::sqrt);
    }
    if (!(z instanceof Complex c)) {
      if (Num.sign("sqrt", z) >= 0 || Double.isNaN(Num.toDouble(z))) {
        return Num.sqrt(z);
      }
      Object root = Num.sqrt(Num.negate(z));
      return Complex.make(Num.isExact(root) ? (Object) 0L : (Object) 0.0, root);
    }
    C root = sqrt(toC(z));
    if (c.isExact() && Double.isFinite(root.re) && Double.isFinite(root.im)) {
      // Try the nearest Gaussian integer; if its square is z, the exact root is it.
      Object candidate = Complex.make(Num.exact(Math.rint(root.re)), Num.exact(Math.rint(root.im)));
      if (Num.numEquals(Num.mul(candidate, candidate), z)) {
        return candidate;
      }
    }
    return root.box();
  }

  /** {@code expt} when the power is not an exact integer (those stay exact in {@link Num#expt}). */
  public static Object expt(Object base, Object power) {
    if (Num.isZero(base)) {
      if (Num.isZero(power)) {
        return Num.isExact(base) && Num.isExact(power) ? 1L : (Object) 1.0;
      }
      if (Num.sign("expt", realPart(power)) > 0) {
        return Num.isExact(base) && Num.isExact(power) ? 0L : (Object) 0.0;
      }
      throw Errors.error("expt: zero to a power with non-positive real part, got (expt "
          + Printer.writeString(base) + " " + Printer.writeString(power) + ")");
    }
    C w = toC(power);
    C l = log(toC(base));
    return exp(new C(w.re * l.re - w.im * l.im, w.re * l.im + w.im * l.re)).box();
  }

  // ------------------------------------------------------------------ flonum complex kernel

  /** An inexact complex value while computing; {@link #box} turns it into a Scheme number. */
  private record C(double re, double im) {
    C minus(C o) {
      return new C(re - o.re, im - o.im);
    }

    Complex box() {
      return Complex.ofDoubles(re, im);
    }
  }

  private static C toC(Object z) {
    if (z instanceof Complex c) {
      return new C(c.realDouble(), c.imagDouble());
    }
    return new C(Num.toDouble(z), 0.0);
  }

  private static double real(String who, Object x) {
    Num.rank(who, x);
    return Num.toDouble(x);
  }

  private static C exp(C z) {
    double m = Math.exp(z.re);
    if (z.im == 0) {
      return new C(m, z.im);
    }
    return new C(m * Math.cos(z.im), m * Math.sin(z.im));
  }

  private static C log(C z) {
    return new C(Math.log(Math.hypot(z.re, z.im)), Math.atan2(z.im, z.re));
  }

  /** The principal square root, computed without cancellation on either half plane. */
  private static C sqrt(C z) {
    if (z.re == 0 && z.im == 0) {
      return new C(0.0, z.im);
    }
    double t = Math.sqrt((Math.abs(z.re) + Math.hypot(z.re, z.im)) / 2);
    if (z.re >= 0) {
      return new C(t, z.im / (2 * t));
    }
    return new C(Math.abs(z.im) / (2 * t), Math.copySign(t, z.im));
  }

  private static C asin(C z) {
    // 1 - z^2; a real z keeps a +0.0 imaginary part there, so that it lands on the side of the
    // branch cut R7RS names (quadrant IV right of 1, quadrant II left of -1), not on the other one.
    double squareIm = z.im == 0 ? 0.0 : -2 * z.re * z.im;
    C oneMinusSquare = new C(1 - (z.re * z.re - z.im * z.im), squareIm);
    C root = sqrt(oneMinusSquare);
    C sum = new C(-z.im + root.re, z.re + root.im);
    C l = log(sum);
    // -i * l
    return new C(l.im, -l.re);
  }

  /** Smith's algorithm: scales by the larger part of the divisor so that no product overflows early. */
  private static C divide(C a, C b) {
    if (Math.abs(b.re) >= Math.abs(b.im)) {
      double r = b.im / b.re;
      double d = b.re + b.im * r;
      return new C((a.re + a.im * r) / d, (a.im - a.re * r) / d);
    }
    double r = b.re / b.im;
    double d = b.re * r + b.im;
    return new C((a.re * r + a.im) / d, (a.im * r - a.re) / d);
  }
}
