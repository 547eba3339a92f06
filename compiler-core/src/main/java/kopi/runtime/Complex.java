package kopi.runtime;

/**
 * A non-real complex number in rectangular form. Both parts are exact ({@code Long},
 * {@code BigInteger}, {@link Ratnum}) or both are {@code Double}: mixing them would make
 * {@code exact?} ambiguous, so {@link #make} turns both parts inexact when either is. An exact
 * complex number never has a zero imaginary part ({@link #make} returns the real part instead), so
 * every exact number with imaginary part 0 is a real, as R7RS 6.2.6 requires for {@code real?}. An
 * inexact one keeps its {@code 0.0} imaginary part: {@code (real? 1+0.0i)} is false.
 *
 * <p>This class does not extend {@code Number}, so code that calls {@code doubleValue} on any
 * number cannot silently drop an imaginary part. The transcendental functions on complex
 * arguments live in {@link ComplexMath}.
 */
@CallsNoScheme
public final class Complex {
  private final Object real;
  private final Object imag;

  private Complex(Object real, Object imag) {
    this.real = real;
    this.imag = imag;
  }

  /**
   * The normalised number {@code real + imag i} (both real numbers): a real when {@code imag} is an
   * exact zero, otherwise a {@code Complex} whose parts are both exact or both flonums.
   */
  public static Object make(Object real, Object imag) {
    if (Num.isExact(imag) && Num.isZero(imag)) {
      return Num.isExact(real) ? real : Num.inexact(real);
    }
    if (!Num.isExact(real) || !Num.isExact(imag)) {
      return new Complex(Num.inexact(real), Num.inexact(imag));
    }
    return new Complex(Num.exact(real), Num.exact(imag));
  }

  /** An inexact complex number from its two flonum parts (never normalised to a real). */
  public static Complex ofDoubles(double real, double imag) {
    return new Complex(real, imag);
  }

  /** {@code make-polar}: an exact zero angle gives the magnitude itself, any other angle a flonum pair. */
  public static Object polar(Object magnitude, Object angle) {
    if (Num.isExact(angle) && Num.isZero(angle)) {
      return magnitude;
    }
    double m = Num.toDouble(magnitude);
    double a = Num.toDouble(angle);
    return new Complex(m * Math.cos(a), m * Math.sin(a));
  }

  public Object real() {
    return real;
  }

  public Object imag() {
    return imag;
  }

  public boolean isExact() {
    return !(real instanceof Double);
  }

  public double realDouble() {
    return Num.toDouble(real);
  }

  public double imagDouble() {
    return Num.toDouble(imag);
  }

  /** {@code eqv?} on complex numbers: same exactness and parts that are {@code eqv?}. */
  @Override
  public boolean equals(Object other) {
    // Double.equals is eqv? on flonums (NaN equals NaN, 0.0 differs from -0.0), and the exact parts
    // are normalised, so equals on the parts is eqv? on them.
    return other instanceof Complex c && real.equals(c.real) && imag.equals(c.imag);
  }

  @Override
  public int hashCode() {
    return real.hashCode() * 31 + imag.hashCode();
  }

  @Override
  public String toString() {
    return NumberFormat.toString(this, 10);
  }
}
