package kopi.syntax;

import java.math.BigInteger;

/**
 * The value of a number literal, described with JDK types only so that {@code syntax} needs no
 * runtime classes. The runtime turns it into its own representation.
 * {@link #parse} implements the number grammar of R7RS 7.1.1 plus radix and exactness prefixes;
 * the lexer and the runtime's {@code string->number} both use it.
 */
public sealed interface NumberLiteral {

  /**
   * Parses {@code text} (prefixes allowed) with {@code defaultRadix} when there is no radix prefix.
   * Returns null when the text is not a number.
   */
  static NumberLiteral parse(String text, int defaultRadix) {
    return NumberParser.parse(text, defaultRadix);
  }

  /** An exact rational {@code numerator/denominator}, normalised, denominator positive. */
  record Exact(BigInteger numerator, BigInteger denominator) implements NumberLiteral {}

  /** An inexact real, including infinities and NaN. */
  record Inexact(double value) implements NumberLiteral {}

  /** A complex number with non-zero imaginary part, or an inexact one; parts are Exact or Inexact. */
  record Complex(NumberLiteral real, NumberLiteral imaginary) implements NumberLiteral {}

  /**
   * A Kawa quaternion {@code real+imaginary i+jmag j+kmag k} written with a j or k part; parts are
   * Exact or Inexact, all Inexact when one is (the runtime normalises zero j and k parts away).
   */
  record Quaternion(NumberLiteral real, NumberLiteral imaginary, NumberLiteral jmag, NumberLiteral kmag)
      implements NumberLiteral {}
}
