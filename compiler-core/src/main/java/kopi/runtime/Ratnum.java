package kopi.runtime;

import java.math.BigInteger;

/**
 * An exact non-integer rational. Always normalised: gcd(numerator, denominator) = 1 and the
 * denominator is greater than one, so an integer result is never a {@code Ratnum} (use
 * {@link #make}, which returns a {@code Long} or {@code BigInteger} for integers).
 */
@CallsNoScheme
public final class Ratnum extends Number implements Comparable<Ratnum> {
  private final BigInteger numerator;
  private final BigInteger denominator;

  private Ratnum(BigInteger numerator, BigInteger denominator) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /** The normalised exact number {@code numerator/denominator}: an integer or a {@code Ratnum}. */
  public static Object make(BigInteger numerator, BigInteger denominator) {
    if (denominator.signum() == 0) {
      throw Errors.error("/: division by zero");
    }
    if (denominator.signum() < 0) {
      numerator = numerator.negate();
      denominator = denominator.negate();
    }
    BigInteger gcd = numerator.gcd(denominator);
    if (!gcd.equals(BigInteger.ONE)) {
      numerator = numerator.divide(gcd);
      denominator = denominator.divide(gcd);
    }
    if (denominator.equals(BigInteger.ONE)) {
      return Num.normalize(numerator);
    }
    return new Ratnum(numerator, denominator);
  }

  /** An integer as {@code n/1}, for comparisons only: it breaks the normal form, so it never escapes. */
  static Ratnum overOne(BigInteger integer) {
    return new Ratnum(integer, BigInteger.ONE);
  }

  public BigInteger numerator() {
    return numerator;
  }

  public BigInteger denominator() {
    return denominator;
  }

  @Override
  public int compareTo(Ratnum other) {
    return numerator.multiply(other.denominator).compareTo(other.numerator.multiply(denominator));
  }

  @Override
  public double doubleValue() {
    // Divide with at least 64 quotient bits and fold the remainder into a sticky bit, so that
    // BigInteger.doubleValue (correctly rounded) rounds the true quotient correctly.
    BigInteger n = numerator.abs();
    int shift = 64 + denominator.bitLength() - n.bitLength();
    BigInteger[] qr = shift >= 0
        ? n.shiftLeft(shift).divideAndRemainder(denominator)
        : n.divideAndRemainder(denominator.shiftLeft(-shift));
    BigInteger q = qr[1].signum() == 0 ? qr[0] : qr[0].setBit(0);
    double magnitude = Math.scalb(q.doubleValue(), -shift);
    return numerator.signum() < 0 ? -magnitude : magnitude;
  }

  @Override
  public float floatValue() {
    return (float) doubleValue();
  }

  @Override
  public long longValue() {
    return numerator.divide(denominator).longValue();
  }

  @Override
  public int intValue() {
    return (int) longValue();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Ratnum r && r.numerator.equals(numerator) && r.denominator.equals(denominator);
  }

  @Override
  public int hashCode() {
    return numerator.hashCode() * 31 + denominator.hashCode();
  }

  @Override
  public String toString() {
    return numerator + "/" + denominator;
  }
}
