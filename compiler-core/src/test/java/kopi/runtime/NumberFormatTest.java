package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;
import kopi.syntax.NumberLiteral;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Flonum printing: shortest digits that read back to the same bits, in Kawa's layout. */
class NumberFormatTest {
  @Test
  void printsKnownValuesShortest() {
    // Java 17's Double.toString gives 2.82879384806159008E17 and 4.9E-324 here (JDK-4511638).
    assertEquals("2.82879384806159E17", NumberFormat.flonum(2.82879384806159E17));
    assertEquals("5.0E-324", NumberFormat.flonum(Double.MIN_VALUE));
    assertEquals("1.7976931348623157E308", NumberFormat.flonum(Double.MAX_VALUE));
    assertEquals("0.002", NumberFormat.flonum(0.002));
    assertEquals("1.0E-4", NumberFormat.flonum(1e-4));
    assertEquals("1.0E7", NumberFormat.flonum(1e7));
    assertEquals("9999999.0", NumberFormat.flonum(9999999.0));
    assertEquals("0.1", NumberFormat.flonum(0.1));
    assertEquals("-0.0", NumberFormat.flonum(-0.0));
    assertEquals("1.0E23", NumberFormat.flonum(1e23));
    assertEquals("+nan.0", NumberFormat.flonum(Double.NaN));
    assertEquals("-inf.0", NumberFormat.flonum(Double.NEGATIVE_INFINITY));
  }

  /**
   * Random bit patterns: the printed text reads back (through the reader's number parser) to the
   * same bits, and no decimal with one significant digit fewer reads back to the same double
   * ({@link #shorterDecimalExists}, independent of the printer). 10,000 here; the slow run checks
   * 100,000 more ({@link #manyMoreRandomDoubles}).
   */
  @Test
  void randomDoublesRoundTripWithTheFewestDigits() {
    checkRandomDoubles(20240517L, 10_000);
  }

  /** 100,000 more random bit patterns, in the slow tests' run (the printer takes about 20 µs each). */
  @Test
  @Tag("slow")
  void manyMoreRandomDoubles() {
    checkRandomDoubles(20251206L, 100_000);
  }

  private static void checkRandomDoubles(long seed, int count) {
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < count; i++) {
      double d = Double.longBitsToDouble(random.nextLong());
      if (!Double.isFinite(d) || d == 0) {
        continue;
      }
      String text = NumberFormat.flonum(d);
      Object back = Num.fromLiteral(NumberLiteral.parse(text, 10));
      assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits((Double) back), text);
      assertFalse(shorterDecimalExists(Math.abs(d), significantDigits(text)), () -> text + " is not shortest");
    }
  }

  @Test
  void powersOfTwoAndSubnormalsAreShortest() {
    for (int e = -1074; e <= 1023; e++) {
      double d = Math.scalb(1.0, e);
      String text = NumberFormat.flonum(d);
      assertEquals(d, Double.parseDouble(text), text);
      assertFalse(shorterDecimalExists(d, significantDigits(text)), () -> text + " is not shortest");
    }
  }

  private static int significantDigits(String text) {
    String mantissa = text.replace("-", "").split("E")[0].replace(".", "");
    mantissa = mantissa.replaceFirst("^0+", "").replaceFirst("0+$", "");
    return Math.max(1, mantissa.length());
  }

  /**
   * Whether a decimal with fewer than {@code digits} significant digits reads back as {@code d > 0}.
   * The decimals that read back as {@code d} form an interval around its exact value, so if one of
   * {@code digits - 1} significant digits does (a shorter one is one of those with trailing zeros),
   * the nearest such decimal below or above the exact value does: the check rounds the exact value
   * both ways and reads each back with the JDK's correctly rounded parser, which is independent of
   * the printer under test.
   */
  private static boolean shorterDecimalExists(double d, int digits) {
    if (digits <= 1) {
      return false;
    }
    BigDecimal exact = new BigDecimal(d);
    MathContext down = new MathContext(digits - 1, RoundingMode.FLOOR);
    MathContext up = new MathContext(digits - 1, RoundingMode.CEILING);
    return Double.parseDouble(exact.round(down).toString()) == d || Double.parseDouble(exact.round(up).toString()) == d;
  }

  @Test
  void theIndependentCheckFindsAKnownTooLongOutput() {
    // Sanity check of the checker itself: the JDK's 18-digit text for this value is not shortest.
    assertEquals("2.82879384806159008E17", Double.toString(2.82879384806159E17));
    assertEquals(true, shorterDecimalExists(2.82879384806159E17, 18));
    assertEquals(false, shorterDecimalExists(2.82879384806159E17, 15));
  }
}
