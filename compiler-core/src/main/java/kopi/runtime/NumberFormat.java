package kopi.runtime;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Number printing. Exact numbers print in any radix from 2 to 36. Flonums print with the fewest
 * digits that read back as the same double (Java 17's {@code Double.toString} sometimes prints one
 * digit too many, e.g. {@code 2.82879384806159008E17}), laid out as Kawa lays them out: positional
 * between 1e-3 and 1e7 ({@code 123.456}, {@code 100.0}), else {@code 1.0E21}; and {@code +inf.0},
 * {@code -inf.0}, {@code +nan.0}. Complex numbers print in rectangular form as R7RS writes them:
 * {@code 1+2i}, {@code 1.5-2.5i}, {@code +i}, {@code -i}, {@code +2i} (an exact zero real part is
 * left out; an inexact one is kept, {@code 0.0+1.0i}, so that it reads back inexact). Quaternions
 * print their non-zero parts, as Kawa does: {@code 1+2i+3j+4k}, {@code +3j}, {@code -k}.
 */
public final class NumberFormat {
  private NumberFormat() {}

  /** The radixes {@code number->string} and {@code string->number} take, as in Kawa: 2 to 36. */
  public static void checkRadix(String who, int radix) {
    if (radix < 2 || radix > 36) {
      throw Errors.error(who + ": expected radix between 2 and 36, got " + radix);
    }
  }

  /** {@code number->string}. */
  public static String toString(Object number, int radix) {
    checkRadix("number->string", radix);
    if (number instanceof Long l) {
      return Long.toString(l, radix);
    }
    if (number instanceof Double d) {
      if (radix != 10) {
        throw Errors.error("number->string: inexact numbers print only in radix 10, got radix " + radix);
      }
      return flonum(d);
    }
    if (number instanceof BigInteger b) {
      return b.toString(radix);
    }
    if (number instanceof Ratnum q) {
      return q.numerator().toString(radix) + "/" + q.denominator().toString(radix);
    }
    if (number instanceof Integer || number instanceof Short || number instanceof Byte) {
      return Long.toString(((Number) number).longValue(), radix);
    }
    if (number instanceof Float f) {
      return toString(f.doubleValue(), radix);
    }
    if (number instanceof Complex c) {
      return complex(c, radix);
    }
    if (number instanceof Quaternion q) {
      return quaternion(q, radix);
    }
    if (number instanceof Quantity q) {
      return toString(q.value(), radix) + q.unit();
    }
    throw Errors.wrongType("number->string", "number", number);
  }

  /** The shortest round-trip form of {@code d}, in Kawa's layout. */
  public static String flonum(double d) {
    if (Double.isNaN(d)) {
      return "+nan.0";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "+inf.0" : "-inf.0";
    }
    if (d == 0) {
      return (Double.doubleToRawLongBits(d) < 0) ? "-0.0" : "0.0";
    }
    double magnitude = Math.abs(d);
    BigDecimal shortest = shortestDigits(magnitude);
    String digits = shortest.unscaledValue().toString();
    int exponent = digits.length() - 1 - shortest.scale();
    StringBuilder out = new StringBuilder(32);
    if (d < 0) {
      out.append('-');
    }
    if (magnitude >= 1e-3 && magnitude < 1e7) {
      if (exponent >= 0) {
        if (digits.length() <= exponent + 1) {
          out.append(digits).append("0".repeat(exponent + 1 - digits.length())).append(".0");
        } else {
          out.append(digits, 0, exponent + 1).append('.').append(digits, exponent + 1, digits.length());
        }
      } else {
        out.append("0.").append("0".repeat(-exponent - 1)).append(digits);
      }
    } else {
      out.append(digits.charAt(0)).append('.');
      out.append(digits.length() > 1 ? digits.substring(1) : "0");
      out.append('E').append(exponent);
    }
    return out.toString();
  }

  private static String complex(Complex c, int radix) {
    StringBuilder out = new StringBuilder();
    if (!(c.isExact() && Num.isZero(c.real()))) {
      out.append(toString(c.real(), radix));
    }
    return imaginaryPart(out, c.imag(), c.isExact(), 'i', radix).toString();
  }

  /** Appends a signed imaginary coefficient and its unit: {@code +2i}, {@code -j}, {@code +1.5k}. */
  private static StringBuilder imaginaryPart(StringBuilder out, Object part, boolean exact, char unit, int radix) {
    if (exact && (Num.numEquals(part, 1L) || Num.numEquals(part, -1L))) {
      out.append(Num.sign("number->string", part) < 0 ? '-' : '+');
    } else {
      String text = toString(part, radix);
      // +inf.0, -inf.0, +nan.0 and negative numbers carry their sign already.
      if (text.charAt(0) != '-' && text.charAt(0) != '+') {
        out.append('+');
      }
      out.append(text);
    }
    return out.append(unit);
  }

  /**
   * A quaternion as Kawa prints one: the parts that are not zero, each with its unit
   * ({@code 1+2i-3j+4k}, {@code +3j}, {@code +1.0j}), and the real part alone when all the others
   * are zero. A unit coefficient of 1 prints as {@code +j}, as {@code +i} does for complex numbers.
   */
  private static String quaternion(Quaternion q, int radix) {
    StringBuilder out = new StringBuilder();
    Object[] parts = {q.imag(), q.jmag(), q.kmag()};
    String units = "ijk";
    for (int i = 0; i < 3; i++) {
      Object part = parts[i];
      if (Num.isZero(part) && !(part instanceof Double d && Double.isNaN(d))) {
        continue;
      }
      imaginaryPart(out, part, q.isExact(), units.charAt(i), radix);
    }
    if (out.length() == 0 || !Num.isZero(q.real())) {
      out.insert(0, toString(q.real(), radix));
    }
    return out.toString();
  }

  /**
   * The decimal with the fewest significant digits that converts back to {@code magnitude} (the
   * closer one when two such decimals have that many digits), with trailing zeros stripped.
   *
   * <p>Java 17's {@code Double.toString} always round-trips but is sometimes one digit too long
   * (JDK-4511638, fixed in 19), so its digit count is an upper bound. The search goes down from it:
   * if some p-digit decimal lies in the rounding interval of the double, then so does the p-digit
   * rounding of the exact value towards it (floor or ceiling), because the interval is convex and
   * contains the exact value; and a p-digit decimal is also a (p+1)-digit one, so once neither
   * rounding at p digits reads back, no shorter decimal does.
   */
  static BigDecimal shortestDigits(double magnitude) {
    BigDecimal best = new BigDecimal(Double.toString(magnitude)).stripTrailingZeros();
    BigDecimal exact = new BigDecimal(magnitude);
    for (int precision = best.precision() - 1; precision >= 1; precision--) {
      BigDecimal down = exact.round(new MathContext(precision, RoundingMode.FLOOR));
      BigDecimal up = exact.round(new MathContext(precision, RoundingMode.CEILING));
      boolean downOk = down.signum() > 0 && down.doubleValue() == magnitude;
      boolean upOk = up.doubleValue() == magnitude;
      if (!downOk && !upOk) {
        break;
      }
      if (downOk && upOk) {
        best = exact.subtract(down).compareTo(up.subtract(exact)) <= 0 ? down : up;
      } else {
        best = downOk ? down : up;
      }
      best = best.stripTrailingZeros();
    }
    return best;
  }
}
