package kopi.runtime;

/**
 * A Kawa quaternion {@code r+ai+bj+ck} whose j or k part is not an exact zero (a number with exact
 * zero j and k parts is a {@link Complex} or a real: {@link #make} normalises to them). As in
 * {@link Complex}, the four parts are all exact or all flonums. Multiplication is not commutative:
 * {@code (* +i +j)} is {@code +k}, {@code (* +j +i)} is {@code -k}. The arithmetic and the
 * functions of (scheme inexact) on quaternions live in {@link QuaternionMath}.
 */
@CallsNoScheme
public final class Quaternion {
  private final Object real;
  private final Object imag;
  private final Object jmag;
  private final Object kmag;

  private Quaternion(Object real, Object imag, Object jmag, Object kmag) {
    this.real = real;
    this.imag = imag;
    this.jmag = jmag;
    this.kmag = kmag;
  }

  /** The normalised number {@code real + imag i + jmag j + kmag k} (all four real numbers). */
  public static Object make(Object real, Object imag, Object jmag, Object kmag) {
    if (Num.isExact(jmag) && Num.isZero(jmag) && Num.isExact(kmag) && Num.isZero(kmag)) {
      return Complex.make(real, imag);
    }
    if (!Num.isExact(real) || !Num.isExact(imag) || !Num.isExact(jmag) || !Num.isExact(kmag)) {
      return new Quaternion(Num.inexact(real), Num.inexact(imag), Num.inexact(jmag), Num.inexact(kmag));
    }
    return new Quaternion(Num.exact(real), Num.exact(imag), Num.exact(jmag), Num.exact(kmag));
  }

  public Object real() {
    return real;
  }

  public Object imag() {
    return imag;
  }

  public Object jmag() {
    return jmag;
  }

  public Object kmag() {
    return kmag;
  }

  public boolean isExact() {
    return !(real instanceof Double);
  }

  /** {@code eqv?}: same exactness and parts that are {@code eqv?} (the parts are normalised). */
  @Override
  public boolean equals(Object other) {
    return other instanceof Quaternion q && real.equals(q.real) && imag.equals(q.imag) && jmag.equals(q.jmag)
        && kmag.equals(q.kmag);
  }

  @Override
  public int hashCode() {
    return ((real.hashCode() * 31 + imag.hashCode()) * 31 + jmag.hashCode()) * 31 + kmag.hashCode();
  }

  @Override
  public String toString() {
    return NumberFormat.toString(this, 10);
  }
}
