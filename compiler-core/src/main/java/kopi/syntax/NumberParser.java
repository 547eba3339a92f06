package kopi.syntax;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;

/**
 * The number grammar of R7RS 7.1.1: radix and exactness prefixes, integers, rationals, decimals
 * with exponents, {@code +inf.0 -inf.0 +nan.0 -nan.0}, rectangular and polar complex numbers, and
 * Kawa's quaternions ({@code 1+2i+3j+4k}, {@code 3j}, {@code -k}). Used
 * by the lexer to classify tokens and by the runtime's {@code string->number}.
 *
 * <p>Decimal text is converted with {@link Double#parseDouble}, which rounds correctly; the text
 * is validated first because {@code parseDouble} also accepts Java-only forms such as {@code 1d}
 * or {@code 0x1p3}.
 */
final class NumberParser {
  /** Exponents beyond this are refused for exact decimals, so {@code #e1e999999999} cannot exhaust memory. */
  private static final int MAX_EXACT_EXPONENT = 100_000;

  private NumberParser() {}

  /** Parses {@code text}; returns null when it is not a number in the given default radix. */
  static NumberLiteral parse(String text, int defaultRadix) {
    int n = text.length();
    int i = 0;
    int radix = defaultRadix;
    boolean radixSeen = false;
    char exactness = 0;
    while (i + 1 < n && text.charAt(i) == '#') {
      char c = Character.toLowerCase(text.charAt(i + 1));
      if (c == 'e' || c == 'i') {
        if (exactness != 0) {
          return null;
        }
        exactness = c;
      } else {
        if (radixSeen) {
          return null;
        }
        radixSeen = true;
        switch (c) {
          case 'x':
            radix = 16;
            break;
          case 'd':
            radix = 10;
            break;
          case 'o':
            radix = 8;
            break;
          case 'b':
            radix = 2;
            break;
          default:
            return null;
        }
      }
      i += 2;
    }
    if (i >= n) {
      return null;
    }
    NumberParser.Scanner scanner = new Scanner(text, i, radix, exactness);
    return scanner.complex();
  }

  /** Converts an exact rational to the nearest double. */
  static double toDouble(BigInteger numerator, BigInteger denominator) {
    if (numerator.bitLength() <= 53 && denominator.bitLength() <= 53) {
      // Both are exact doubles, and IEEE division rounds the true quotient correctly.
      return numerator.doubleValue() / denominator.doubleValue();
    }
    if (denominator.equals(BigInteger.ONE)) {
      return numerator.doubleValue();
    }
    return new BigDecimal(numerator).divide(new BigDecimal(denominator), new MathContext(40)).doubleValue();
  }

  /** Builds a normalised exact rational, or null when the denominator is zero. */
  static NumberLiteral.Exact exact(BigInteger numerator, BigInteger denominator) {
    if (denominator.signum() == 0) {
      return null;
    }
    if (denominator.signum() < 0) {
      numerator = numerator.negate();
      denominator = denominator.negate();
    }
    BigInteger gcd = numerator.gcd(denominator);
    if (!gcd.equals(BigInteger.ONE) && gcd.signum() != 0) {
      numerator = numerator.divide(gcd);
      denominator = denominator.divide(gcd);
    }
    return new NumberLiteral.Exact(numerator, denominator);
  }

  /** A cursor over the text after the prefixes. */
  private static final class Scanner {
    private final String text;
    private final int end;
    private final int radix;
    private final char exactness;
    private int pos;

    Scanner(String text, int start, int radix, char exactness) {
      this.text = text;
      this.end = text.length();
      this.radix = radix;
      this.exactness = exactness;
      this.pos = start;
    }

    NumberLiteral complex() {
      char first = text.charAt(pos);
      boolean signed = first == '+' || first == '-';
      if (signed && pos + 2 == end && lower(pos + 1) == 'i') {
        return rectangular(zero(), unit(first));
      }
      if (signed && pos + 1 < end && unitAt(pos + 1)) {
        // "+j", "-k", "+i+j": a unit coefficient first.
        pos++;
        return quaternion(unit(first), true);
      }
      NumberLiteral real = real();
      if (real == null) {
        return null;
      }
      if (pos == end) {
        return finish(real);
      }
      char c = text.charAt(pos);
      if (c == '@') {
        pos++;
        if (pos >= end) {
          return null;
        }
        NumberLiteral angle = real();
        if (angle == null || pos != end) {
          return null;
        }
        return polar(real, angle);
      }
      if ((c == 'i' || c == 'I') && pos + 1 == end && signed) {
        return rectangular(zero(), real);
      }
      if (c == '+' || c == '-') {
        if (pos + 2 == end && lower(pos + 1) == 'i') {
          return rectangular(real, unit(c));
        }
        int save = pos;
        NumberLiteral imaginary = real();
        if (imaginary != null && pos + 1 == end && lower(pos) == 'i') {
          return rectangular(real, imaginary);
        }
        pos = save;
      }
      return quaternion(real, signed);
    }

    /**
     * Kawa's quaternion syntax, after the first real of the text: {@code 1+2i+3j+4k}, {@code 3j},
     * {@code -k}, {@code +i+j}; the parts come in the order real, i, j, k, each at most once, and
     * some j or k part is present (otherwise the text is a real or a complex number, read above).
     */
    private NumberLiteral quaternion(NumberLiteral first, boolean firstSigned) {
      NumberLiteral[] parts = new NumberLiteral[4];
      int last;
      int unit = pos < end ? unitIndex(pos) : -1;
      if (unit > 0) {
        // The first real was the coefficient of a unit: "3j", "+2i+3j".
        if (unit == 1 && !firstSigned) {
          return null;
        }
        parts[unit] = first;
        pos++;
        last = unit;
      } else {
        parts[0] = first;
        last = 0;
      }
      while (pos < end) {
        char c = text.charAt(pos);
        if (c != '+' && c != '-') {
          return null;
        }
        NumberLiteral coefficient;
        int index;
        if (pos + 1 < end && unitAt(pos + 1)) {
          coefficient = unit(c);
          index = unitIndex(pos + 1);
          pos += 2;
        } else {
          coefficient = real();
          if (coefficient == null || pos >= end || unitIndex(pos) <= 0) {
            return null;
          }
          index = unitIndex(pos);
          pos++;
        }
        if (index <= last) {
          return null;
        }
        parts[index] = coefficient;
        last = index;
      }
      if (parts[2] == null && parts[3] == null) {
        return null;
      }
      for (int i = 0; i < 4; i++) {
        parts[i] = finish(parts[i] == null ? zero() : parts[i]);
        if (parts[i] == null) {
          return null;
        }
      }
      boolean inexact = false;
      for (NumberLiteral part : parts) {
        inexact |= part instanceof NumberLiteral.Inexact;
      }
      if (inexact) {
        for (int i = 0; i < 4; i++) {
          parts[i] = toInexact(parts[i]);
        }
      }
      return new NumberLiteral.Quaternion(parts[0], parts[1], parts[2], parts[3]);
    }

    /** Whether a unit letter stands alone at {@code index}: followed by the end or a sign ("+inf.0" is no unit). */
    private boolean unitAt(int index) {
      return unitIndex(index) > 0
          && (index + 1 == end || text.charAt(index + 1) == '+' || text.charAt(index + 1) == '-');
    }

    /** 1, 2, 3 for the unit letters i, j, k at {@code index}, else -1. */
    private int unitIndex(int index) {
      return switch (lower(index)) {
        case 'i' -> 1;
        case 'j' -> 2;
        case 'k' -> 3;
        default -> -1;
      };
    }

    private NumberLiteral zero() {
      return new NumberLiteral.Exact(BigInteger.ZERO, BigInteger.ONE);
    }

    private NumberLiteral unit(char sign) {
      return new NumberLiteral.Exact(sign == '-' ? BigInteger.ONE.negate() : BigInteger.ONE, BigInteger.ONE);
    }

    private char lower(int index) {
      return Character.toLowerCase(text.charAt(index));
    }

    /** Applies the exactness prefix to a real result. */
    private NumberLiteral finish(NumberLiteral value) {
      if (exactness == 'e') {
        return toExact(value);
      }
      if (exactness == 'i') {
        return toInexact(value);
      }
      return value;
    }

    private NumberLiteral rectangular(NumberLiteral real, NumberLiteral imaginary) {
      real = finish(real);
      imaginary = finish(imaginary);
      if (real == null || imaginary == null) {
        return null;
      }
      if (imaginary instanceof NumberLiteral.Exact exact && exact.numerator().signum() == 0) {
        return real;
      }
      if (real instanceof NumberLiteral.Inexact || imaginary instanceof NumberLiteral.Inexact) {
        return new NumberLiteral.Complex(toInexact(real), toInexact(imaginary));
      }
      return new NumberLiteral.Complex(real, imaginary);
    }

    private NumberLiteral polar(NumberLiteral magnitude, NumberLiteral angle) {
      if (angle instanceof NumberLiteral.Exact exact && exact.numerator().signum() == 0) {
        return finish(magnitude);
      }
      double m = ((NumberLiteral.Inexact) toInexact(magnitude)).value();
      double a = ((NumberLiteral.Inexact) toInexact(angle)).value();
      NumberLiteral re = new NumberLiteral.Inexact(m * Math.cos(a));
      NumberLiteral im = new NumberLiteral.Inexact(m * Math.sin(a));
      if (exactness == 'e') {
        return rectangular(re, im);
      }
      return new NumberLiteral.Complex(re, im);
    }

    /** Reads {@code [sign] ureal} or {@code sign inf.0 / nan.0}; null when there is none. */
    private NumberLiteral real() {
      boolean negative = false;
      boolean signed = false;
      char c = text.charAt(pos);
      if (c == '+' || c == '-') {
        negative = c == '-';
        signed = true;
        pos++;
      }
      if (signed && pos + 5 <= end && text.charAt(pos + 3) == '.' && text.charAt(pos + 4) == '0') {
        String word = text.substring(pos, pos + 3).toLowerCase();
        if (word.equals("inf") || word.equals("nan")) {
          pos += 5;
          double value = word.equals("inf") ? Double.POSITIVE_INFINITY : Double.NaN;
          return new NumberLiteral.Inexact(negative ? -value : value);
        }
      }
      int start = pos;
      int digits = digits();
      if (pos < end && text.charAt(pos) == '/') {
        if (digits == 0) {
          return null;
        }
        BigInteger numerator = new BigInteger(text.substring(start, pos), radix);
        pos++;
        int denominatorStart = pos;
        if (digits() == 0) {
          return null;
        }
        BigInteger denominator = new BigInteger(text.substring(denominatorStart, pos), radix);
        if (denominator.signum() == 0) {
          // An exact division by zero has no value; "#i1/0" could, but R7RS leaves it an error.
          return null;
        }
        return exact(negative ? numerator.negate() : numerator, denominator);
      }
      boolean decimal = false;
      int fraction = 0;
      if (pos < end && text.charAt(pos) == '.') {
        if (radix != 10) {
          return null;
        }
        decimal = true;
        pos++;
        fraction = digits();
      }
      if (digits + fraction == 0) {
        return null;
      }
      int mantissaEnd = pos;
      int exponent = 0;
      if (radix == 10 && pos < end && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
        int save = pos;
        pos++;
        boolean exponentNegative = false;
        if (pos < end && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
          exponentNegative = text.charAt(pos) == '-';
          pos++;
        }
        int exponentStart = pos;
        if (digits() == 0) {
          pos = save;
        } else {
          decimal = true;
          String exponentText = text.substring(exponentStart, pos);
          exponent = exponentText.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(exponentText);
          if (exponentNegative) {
            exponent = -exponent;
          }
        }
      }
      if (!decimal) {
        BigInteger value = new BigInteger(text.substring(start, pos), radix);
        return new NumberLiteral.Exact(negative ? value.negate() : value, BigInteger.ONE);
      }
      if (exactness == 'e') {
        if (Math.abs((long) exponent) > MAX_EXACT_EXPONENT) {
          return null;
        }
        BigDecimal mantissa = new BigDecimal(text.substring(start, mantissaEnd));
        BigDecimal value = mantissa.scaleByPowerOfTen(exponent);
        if (negative) {
          value = value.negate();
        }
        return fromBigDecimal(value);
      }
      double value = Double.parseDouble(text.substring(start, pos));
      return new NumberLiteral.Inexact(negative ? -value : value);
    }

    /** Consumes digits of the radix and returns how many there were. */
    private int digits() {
      int start = pos;
      while (pos < end && Character.digit(text.charAt(pos), radix) >= 0 && text.charAt(pos) < 128) {
        pos++;
      }
      return pos - start;
    }
  }

  private static NumberLiteral fromBigDecimal(BigDecimal value) {
    if (value.scale() <= 0) {
      return new NumberLiteral.Exact(value.toBigIntegerExact(), BigInteger.ONE);
    }
    return exact(value.unscaledValue(), BigInteger.TEN.pow(value.scale()));
  }

  static NumberLiteral toExact(NumberLiteral value) {
    if (value instanceof NumberLiteral.Inexact inexact) {
      double d = inexact.value();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        return null;
      }
      return fromBigDecimal(new BigDecimal(d));
    }
    if (value instanceof NumberLiteral.Complex complex) {
      NumberLiteral re = toExact(complex.real());
      NumberLiteral im = toExact(complex.imaginary());
      if (re == null || im == null) {
        return null;
      }
      if (im instanceof NumberLiteral.Exact e && e.numerator().signum() == 0) {
        return re;
      }
      return new NumberLiteral.Complex(re, im);
    }
    if (value instanceof NumberLiteral.Quaternion q) {
      NumberLiteral r = toExact(q.real());
      NumberLiteral i = toExact(q.imaginary());
      NumberLiteral j = toExact(q.jmag());
      NumberLiteral k = toExact(q.kmag());
      return r == null || i == null || j == null || k == null ? null : new NumberLiteral.Quaternion(r, i, j, k);
    }
    return value;
  }

  static NumberLiteral toInexact(NumberLiteral value) {
    if (value instanceof NumberLiteral.Exact exact) {
      return new NumberLiteral.Inexact(toDouble(exact.numerator(), exact.denominator()));
    }
    if (value instanceof NumberLiteral.Complex complex) {
      return new NumberLiteral.Complex(toInexact(complex.real()), toInexact(complex.imaginary()));
    }
    if (value instanceof NumberLiteral.Quaternion q) {
      return new NumberLiteral.Quaternion(toInexact(q.real()), toInexact(q.imaginary()), toInexact(q.jmag()),
          toInexact(q.kmag()));
    }
    return value;
  }
}
