package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class NumTest {
  private static final BigInteger TWO_63 = BigInteger.ONE.shiftLeft(63);

  @Test
  void longOverflowPromotesToBigInteger() {
    assertEquals(TWO_63, Num.add(Long.MAX_VALUE, 1L));
    assertEquals(TWO_63.negate().subtract(BigInteger.ONE), Num.sub(Long.MIN_VALUE, 1L));
    assertEquals(TWO_63, Num.mul(Long.MIN_VALUE, -1L));
    assertEquals(TWO_63, Num.negate(Long.MIN_VALUE));
    assertEquals(TWO_63, Num.abs(Long.MIN_VALUE));
    assertEquals(TWO_63, Num.quotient("quotient", Long.MIN_VALUE, -1L));
    assertEquals(0L, Num.remainder("remainder", Long.MIN_VALUE, -1L));
    assertEquals(new BigInteger("85070591730234615847396907784232501249"),
        Num.mul(Long.MAX_VALUE, Long.MAX_VALUE));
  }

  @Test
  void exptOfExactZeroToANegativePowerNamesExpt() {
    assertEquals("expt: division by zero", errorOf(() -> call("expt", 0L, -1L)));
    assertEquals("expt: division by zero", errorOf(() -> call("expt", 0L, Num.mul(Long.MIN_VALUE, 2L))));
    assertEquals(0L, call("expt", 0L, 5L));
  }

  @Test
  void negationFlipsTheSignOfFlonumZero() {
    assertEquals("-0.0", write(call("-", 0.0)));
    assertEquals("0.0", write(call("-", -0.0)));
    assertEquals("-2.5", write(Num.negate(2.5)));
  }

  @Test
  void bigResultsThatFitAreNormalisedToLong() {
    Object big = Num.add(Long.MAX_VALUE, 1L);
    Object back = Num.sub(big, 1L);
    assertInstanceOf(Long.class, back);
    assertEquals(Long.MAX_VALUE, back);
    assertInstanceOf(Long.class, Num.div(Num.mul(big, 4L), big));
  }

  @Test
  void exactDivisionGivesNormalisedRationals() {
    assertEquals("3/2", write(Num.div(6L, 4L)));
    assertEquals(2L, Num.div(6L, 3L));
    assertEquals("-1/3", write(Num.div(1L, -3L)));
    assertEquals("1/2", write(Num.add(Num.div(1L, 3L), Num.div(1L, 6L))));
    assertEquals(1L, Num.add(Num.div(1L, 2L), Num.div(1L, 2L)));
    assertEquals("1/6", write(Num.mul(Num.div(1L, 2L), Num.div(1L, 3L))));
    assertEquals(0.5, Num.add(Num.div(1L, 4L), 0.25));
    assertEquals(true, Num.less(Num.div(1L, 3L), Num.div(1L, 2L)));
    assertEquals(3L, Num.numerator(Num.div(6L, 4L)));
    assertEquals(2L, Num.denominator(Num.div(6L, 4L)));
  }

  @Test
  void divisionByExactZeroIsAnError() {
    assertEquals("/: division by zero", errorOf(() -> Num.div(1L, 0L)));
    assertEquals("quotient: division by zero", errorOf(() -> call("quotient", 1L, 0L)));
    assertEquals("modulo: division by zero", errorOf(() -> call("modulo", 1L, 0L)));
    assertEquals(Double.POSITIVE_INFINITY, Num.div(1.0, 0L));
    assertEquals(Double.POSITIVE_INFINITY, Num.div(1L, 0.0));
  }

  @Test
  void exactOfAFlonumIsTheRationalItDenotes() {
    assertEquals("3602879701896397/36028797018963968", write(Num.exact(0.1)));
    assertEquals(1L, Num.exact(1.0));
    assertEquals("1/2", write(Num.exact(0.5)));
    assertEquals(new BigInteger("1000000000000000000000"), Num.exact(1e21));
    assertEquals("exact: expected finite number, got +inf.0",
        errorOf(() -> Num.exact(Double.POSITIVE_INFINITY)));
    assertEquals(0.1, Num.inexact(Num.exact(0.1)));
    assertEquals(1.0 / 3.0, Num.inexact(Num.div(1L, 3L)));
  }

  @Test
  void ratnumToDoubleIsCorrectlyRounded() {
    Object huge = Num.div(Num.add(Num.mul(TWO_63, TWO_63), 1L), 3L);
    assertEquals(new java.math.BigDecimal(Num.toBig(Num.mul(TWO_63, TWO_63))).doubleValue() / 3,
        Num.toDouble(huge), 0.0);
    assertEquals(1e-30, Num.toDouble(Num.div(1L, Num.normalize(BigInteger.TEN.pow(30)))));
  }

  @Test
  void roundGoesToEven() {
    assertEquals(2.0, Num.round(2.5));
    assertEquals(4.0, Num.round(3.5));
    assertEquals(-2.0, Num.round(-2.5));
    assertEquals(2L, Num.round(Num.div(5L, 2L)));
    assertEquals(4L, Num.round(Num.div(7L, 2L)));
    assertEquals(-4L, Num.round(Num.div(-7L, 2L)));
    assertEquals(1L, Num.round(Num.div(2L, 3L)));
    assertEquals(-1L, Num.floor(Num.div(-1L, 2L)));
    assertEquals(0L, Num.ceiling(Num.div(-1L, 2L)));
    assertEquals(0L, Num.truncate(Num.div(-1L, 2L)));
    assertEquals(-4.0, Num.floor(-3.5));
    assertEquals(-3.0, Num.truncate(-3.5));
  }

  @Test
  void integerDivisionFamilies() {
    assertEquals(-2L, call("quotient", -7L, 3L));
    assertEquals(-1L, call("remainder", -7L, 3L));
    assertEquals(2L, call("modulo", -7L, 3L));
    assertEquals(-2L, call("modulo", 7L, -3L));
    assertEquals(-3L, call("floor-quotient", -7L, 3L));
    assertEquals("-3 2", write(call("floor/", -7L, 3L)));
    assertEquals("-2 -1", write(call("truncate/", -7L, 3L)));
    assertEquals(1.0, call("modulo", 7.0, 2L));
    BigInteger big = TWO_63.multiply(BigInteger.TEN);
    assertEquals(2L, call("modulo", big.negate().add(BigInteger.ONE), 3L));
    assertEquals("modulo: expected integer, got 1.5", errorOf(() -> call("modulo", 1.5, 2L)));
  }

  @Test
  void gcdLcmAbsMinMax() {
    assertEquals(4L, call("gcd", 32L, -36L));
    assertEquals(0L, call("gcd"));
    assertEquals(288L, call("lcm", 32L, -36L));
    assertEquals(4.0, call("gcd", 32.0, 36L));
    assertEquals(7L, call("abs", -7L));
    assertEquals("1/2", write(call("abs", Num.div(-1L, 2L))));
    assertEquals(4.0, call("max", 3L, 4.0));
    assertEquals(3.0, call("min", 3L, 4.0));
    assertEquals(3L, call("min", 3L, 4L));
  }

  @Test
  void exptAndRoots() {
    assertEquals(new BigInteger("1267650600228229401496703205376"), call("expt", 2L, 100L));
    assertEquals("1/8", write(call("expt", 2L, -3L)));
    assertEquals("8/27", write(call("expt", Num.div(2L, 3L), 3L)));
    assertEquals(1L, call("expt", 0L, 0L));
    assertEquals(8.0, call("expt", 2.0, 3L));
    assertEquals(Math.sqrt(2), call("expt", 2L, 0.5));
    assertEquals(4L, call("sqrt", 16L));
    assertEquals("2/3", write(call("sqrt", Num.div(4L, 9L))));
    assertEquals(Math.sqrt(2), call("sqrt", 2L));
    assertEquals(4.0, call("sqrt", 16.0));
    assertEquals("4 1", write(call("exact-integer-sqrt", 17L)));
    assertEquals("+2i", write(call("sqrt", -4L)));
    assertEquals(1.0, call("exp", 0L));
    assertEquals(Math.E, call("exp", 1L));
    assertEquals(3.0, (Double) call("log", 8L, 2L), 1e-12);
    assertEquals(Math.atan2(1, 1), call("atan", 1L, 1L));
  }

  @Test
  void comparisonsAreExactAcrossExactness() {
    // 2^53 + 1 is not representable as a double; = must not be fooled by converting it.
    Object big = Num.add(9007199254740992L, 1L);
    assertEquals(false, Num.numEquals(big, 9007199254740992.0));
    assertEquals(true, Num.numEquals(9007199254740992L, 9007199254740992.0));
    assertEquals(true, Num.less(9007199254740992.0, big));
    assertEquals(false, Num.numEquals(Double.NaN, Double.NaN));
    assertEquals(false, Num.less(Double.NaN, 1L));
    assertEquals(false, Num.greater(Double.NaN, 1L));
    assertEquals(true, Num.numEquals(0.0, -0.0));
    assertEquals(true, call("<", 1L, 2L, 3L));
    assertEquals(false, call("<", 1L, 3L, 2L));
    assertEquals(true, call("=", 1L, 1.0, Num.div(2L, 2L)));
    assertEquals("<: expected number, got a", errorOf(() -> call("<", 1L, Symbol.intern("a"))));
  }

  @Test
  void predicates() {
    assertEquals(true, call("integer?", 2.0));
    assertEquals(false, call("integer?", 2.5));
    assertEquals(false, call("integer?", Double.POSITIVE_INFINITY));
    assertEquals(true, call("rational?", Num.div(1L, 2L)));
    assertEquals(false, call("rational?", Double.NaN));
    assertEquals(true, call("exact?", Num.div(1L, 2L)));
    assertEquals(true, call("inexact?", 0.5));
    assertEquals(true, call("exact-integer?", TWO_63));
    assertEquals(false, call("exact-integer?", 1.0));
    assertEquals(true, call("nan?", Double.NaN));
    assertEquals(true, call("infinite?", Double.NEGATIVE_INFINITY));
    assertEquals(false, call("finite?", Double.NaN));
    assertEquals(true, call("zero?", -0.0));
    assertEquals(true, call("negative?", Num.div(-1L, 2L)));
    assertEquals(true, call("odd?", TWO_63.add(BigInteger.ONE)));
    assertEquals(true, call("even?", 4.0));
    assertEquals(false, call("number?", "1"));
    assertEquals("exact?: expected number, got \"1\"", errorOf(() -> call("exact?", "1")));
  }

  @Test
  void numberToStringWithRadix() {
    assertEquals("ff", call("number->string", 255L, 16L));
    assertEquals("-101", call("number->string", -5L, 2L));
    assertEquals("1/11", call("number->string", Num.div(1L, 3L), 2L));
    assertEquals("8000000000000000", call("number->string", TWO_63, 16L));
    assertEquals("1.5", call("number->string", 1.5));
  }

  @Test
  void flonumsPrintShortestRoundTrip() {
    assertEquals("1.0", NumberFormat.flonum(1.0));
    assertEquals("100.0", NumberFormat.flonum(100.0));
    assertEquals("0.1", NumberFormat.flonum(0.1));
    assertEquals("0.30000000000000004", NumberFormat.flonum(0.1 + 0.2));
    assertEquals("123.456", NumberFormat.flonum(123.456));
    assertEquals("-0.0", NumberFormat.flonum(-0.0));
    assertEquals("1.0E21", NumberFormat.flonum(1e21));
    assertEquals("1.0E7", NumberFormat.flonum(1e7));
    assertEquals("9999999.0", NumberFormat.flonum(9999999.0));
    assertEquals("0.001", NumberFormat.flonum(1e-3));
    assertEquals("1.0E-4", NumberFormat.flonum(1e-4));
    assertEquals("1.2345678901E10", NumberFormat.flonum(12345678901.0));
    // Java 17 prints 2.82879384806159008E17 for this one: two digits more than needed.
    assertEquals("2.82879384806159E17", NumberFormat.flonum(2.82879384806159E17));
    assertEquals("+inf.0", NumberFormat.flonum(Double.POSITIVE_INFINITY));
    assertEquals("-inf.0", NumberFormat.flonum(Double.NEGATIVE_INFINITY));
    assertEquals("+nan.0", NumberFormat.flonum(Double.NaN));
    java.util.Random random = new java.util.Random(42);
    for (int i = 0; i < 2000; i++) {
      double d = Double.longBitsToDouble(random.nextLong());
      if (Double.isFinite(d)) {
        String text = NumberFormat.flonum(d);
        assertEquals(d, Double.parseDouble(text), text);
      }
    }
  }
}
