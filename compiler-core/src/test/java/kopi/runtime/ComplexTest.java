package kopi.runtime;

import static kopi.runtime.Scheme.call;
import static kopi.runtime.Scheme.errorOf;
import static kopi.runtime.Scheme.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kopi.syntax.NumberLiteral;
import org.junit.jupiter.api.Test;

/** Complex numbers (R7RS 6.2.6): representation, arithmetic, predicates and printing. */
class ComplexTest {
  /** The runtime value of a number literal, as the reader and string->number produce it. */
  private static Object n(String text) {
    NumberLiteral literal = NumberLiteral.parse(text, 10);
    if (literal == null) {
      throw new AssertionError("not a number: " + text);
    }
    return Num.fromLiteral(literal);
  }

  private static String w(String name, Object... args) {
    return write(call(name, args));
  }

  @Test
  void literalsNormaliseAndPrint() {
    assertEquals("1+2i", write(n("1+2i")));
    assertEquals("1.5-2.5i", write(n("1.5-2.5i")));
    assertEquals("+i", write(n("+i")));
    assertEquals("-i", write(n("-i")));
    assertEquals("+2i", write(n("+2i")));
    assertEquals("1/2-3/4i", write(n("1/2-3/4i")));
    assertEquals("1.0+2.0i", write(n("1+2.0i")));
    // An exact zero imaginary part gives a real; an inexact one keeps the number complex.
    assertEquals(1L, n("1+0i"));
    assertEquals("1.0+0.0i", write(n("1+0.0i")));
    assertEquals("+inf.0+nan.0i", write(n("+inf.0+nan.0i")));
    assertEquals("-1.0-0.0i", write(n("-1.0-0.0i")));
    // Polar: an exact zero angle keeps the magnitude exact.
    assertEquals(2L, n("2@0"));
    assertEquals("-0.4161468365471424+0.9092974268256817i", write(n("1@2")));
  }

  @Test
  void printedComplexNumbersReadBackEqv() {
    for (String text : new String[] {"1+2i", "-i", "0.0+1.0i", "1.0E21-3.5E-7i", "1/3+2/7i", "-0.0-0.0i",
        "+inf.0-inf.0i", "12345678901234567890123+i"}) {
      Object value = n(text);
      assertEquals(value, n(write(value)), text);
    }
  }

  @Test
  void predicatesFollowR7rs() {
    assertEquals(true, call("complex?", n("3+4i")));
    assertEquals(true, call("complex?", 3L));
    assertEquals(true, call("real?", 3L));
    assertEquals(true, call("real?", n("-2.5+0i")));
    assertEquals(false, call("real?", n("-2.5+0.0i")));
    assertEquals(false, call("real?", n("1+2i")));
    assertEquals(true, call("integer?", n("3+0i")));
    assertEquals(false, call("rational?", n("1+2i")));
    assertEquals(false, call("integer?", n("1.0+0.0i")));
    assertEquals(true, call("exact?", n("1+2i")));
    assertEquals(true, call("inexact?", n("1.0+2i")));
    assertEquals(true, call("zero?", n("0.0+0.0i")));
    assertEquals(false, call("zero?", n("+i")));
    assertEquals(true, call("nan?", n("1+nan.0i")));
    assertEquals(true, call("infinite?", n("1-inf.0i")));
    assertEquals(false, call("finite?", n("1-inf.0i")));
    assertEquals(true, call("number?", n("1@1")));
    assertEquals("positive?: expected real number, got 1+2i", errorOf(() -> call("positive?", n("1+2i"))));
    assertEquals("<: expected real number, got +i", errorOf(() -> call("<", 1L, n("+i"))));
    assertEquals("floor: expected real number, got +i", errorOf(() -> call("floor", n("+i"))));
  }

  @Test
  void arithmeticStaysExactOnExactParts() {
    assertEquals("4+6i", w("+", n("1+2i"), n("3+4i")));
    assertEquals(4L, call("+", n("1+2i"), n("3-2i")));
    assertEquals("-2-2i", w("-", n("1+2i"), n("3+4i")));
    assertEquals("-5+10i", w("*", n("1+2i"), n("3+4i")));
    assertEquals(5L, call("*", n("1+2i"), n("1-2i")));
    assertEquals(-1L, call("*", n("+i"), n("+i")));
    assertEquals("11/25+2/25i", w("/", n("1+2i"), n("3+4i")));
    assertEquals("-i", w("/", n("+i")));
    assertEquals("1/2+i", w("/", n("1+2i"), 2L));
    assertEquals("-1-2i", w("-", n("1+2i")));
    assertEquals("2.5+2.0i", w("+", 1.5, n("1+2i")));
    assertEquals("0.44+0.08i", w("/", n("1.0+2.0i"), n("3.0+4.0i")));
    assertEquals("/: division by zero", errorOf(() -> call("/", n("1+2i"), 0L)));
    assertEquals(true, call("=", n("1+2i"), n("1.0+2.0i")));
    assertEquals(false, call("=", n("1+2i"), 1L));
    assertEquals(true, call("=", n("1.0+0.0i"), 1L));
    assertEquals(true, call("eqv?", n("1+2i"), n("1+2i")));
    assertEquals(false, call("eqv?", n("1+2i"), n("1.0+2.0i")));
    assertEquals(false, call("eqv?", n("0.0+1.0i"), n("-0.0+1.0i")));
  }

  @Test
  void partsAndConstructors() {
    assertEquals(3L, call("real-part", n("3+4i")));
    assertEquals(4L, call("imag-part", n("3+4i")));
    assertEquals(0L, call("imag-part", 2.5));
    assertEquals(2.5, call("real-part", 2.5));
    assertEquals(5L, call("magnitude", n("3+4i")));
    assertEquals(5L, call("magnitude", -5L));
    assertEquals(Math.sqrt(2), call("magnitude", n("1+i")));
    assertEquals(5.0, call("magnitude", n("3.0-4.0i")));
    assertEquals(Math.PI / 2, call("angle", n("+i")));
    assertEquals(Math.PI, call("angle", -1L));
    assertEquals(0L, call("angle", 7L));
    assertEquals("1+2i", w("make-rectangular", 1L, 2L));
    assertEquals(1L, call("make-rectangular", 1L, 0L));
    assertEquals("1.0+2.0i", w("make-rectangular", 1L, 2.0));
    assertEquals(3L, call("make-polar", 3L, 0L));
    Object polar = call("make-polar", 2L, 1L);
    assertEquals(2 * Math.cos(1), call("real-part", polar));
    assertEquals(2 * Math.sin(1), call("imag-part", polar));
    assertEquals("make-rectangular: expected real number, got +i",
        errorOf(() -> call("make-rectangular", n("+i"), 1L)));
  }

  @Test
  void exactnessConversions() {
    assertEquals("3/2+5/2i", w("exact", n("1.5+2.5i")));
    assertEquals("0.5+0.25i", w("inexact", n("1/2+1/4i")));
    assertEquals(1L, call("exact", n("1.0+0.0i")));
    assertEquals("exact: expected finite number, got +inf.0", errorOf(() -> call("exact", n("+inf.0+i"))));
  }

  @Test
  void squareRootsAreExactWhenTheyCanBe() {
    assertEquals("+2i", w("sqrt", -4L));
    assertEquals("+1/2i", w("sqrt", Num.div(-1L, 4L)));
    assertEquals("1+2i", w("sqrt", n("-3+4i")));
    assertEquals("1+i", w("sqrt", n("+2i")));
    assertEquals("0.0+1.4142135623730951i", w("sqrt", -2L));
    assertEquals("0.0+2.0i", w("sqrt", -4.0));
    assertEquals(4L, call("sqrt", 16L));
    Object root = call("sqrt", n("1.0+1.0i"));
    assertInstanceOf(Complex.class, root);
    assertEquals(1.0986841134678098, (Double) call("real-part", root), 1e-15);
    assertEquals(0.45508986056222733, (Double) call("imag-part", root), 1e-15);
  }

  @Test
  void powersOverComplexNumbers() {
    assertEquals("+2i", w("expt", n("1+i"), 2L));
    assertEquals("-i", w("expt", n("+i"), 3L));
    assertEquals("-1/2i", w("expt", n("1+i"), -2L));
    assertEquals(1L, call("expt", n("+i"), 4L));
    Object r = call("expt", -1L, Num.div(1L, 2L));
    assertEquals(0.0, (Double) call("real-part", r), 1e-15);
    assertEquals(1.0, (Double) call("imag-part", r), 1e-15);
    Object p = call("expt", 2L, n("1+i"));
    assertEquals(1.5384778027279442, (Double) call("real-part", p), 1e-15);
    assertEquals(1.2779225526272695, (Double) call("imag-part", p), 1e-15);
    assertEquals(0L, call("expt", 0L, n("1+i")));
    assertEquals(1L, call("expt", n("1+i"), 0L));
  }

  @Test
  void transcendentalFunctionsOnComplexArguments() {
    assertComplex(Math.cos(1), Math.sin(1), call("exp", n("+i")));
    assertComplex(0.0, Math.PI, call("log", -1L));
    assertComplex(0.0, Math.PI / 2, call("log", n("+i")));
    assertComplex(1.2984575814159773, 0.6349639147847361, call("sin", n("1+i")));
    assertComplex(0.8337300251311491, -0.9888977057628651, call("cos", n("1+i")));
    assertComplex(0.27175258531951174, 1.0839233273386946, call("tan", n("1+i")));
    assertComplex(Math.PI / 2, -1.3169578969248166, call("asin", 2L));
    assertComplex(0.0, 1.3169578969248166, call("acos", 2L));
    assertComplex(-Math.PI / 2, 0.5493061443340549, call("atan", n("+2i")));
    assertComplex(1.0172219678978514, 0.4023594781085251, call("atan", n("1+i")));
    assertEquals(Math.asin(0.5), call("asin", 0.5));
    // exp and log are inverse on the principal branch.
    Object z = n("0.3-2.1i");
    assertComplex(0.3, -2.1, call("log", call("exp", z)));
    assertComplex(3.0, Math.PI / Math.log(2), call("log", -8L, 2L));
    assertEquals(2.0, (Double) call("log", 100L, 10L), 1e-15);
    assertEquals("atan: expected real number, got +i", errorOf(() -> call("atan", n("+i"), 1L)));
  }

  @Test
  void numberToStringWithRadix() {
    assertEquals("1+10i", call("number->string", n("1+2i"), 2L));
    assertEquals("-ff/2-i", call("number->string", n("-255/2-i"), 16L));
    assertEquals("3+4i", call("number->string", n("3+4i")));
    assertEquals("#f", write(call("string->number", "1+2", 10L)));
    assertEquals("1+15i", write(call("string->number", "#x1+fi")));
    assertEquals("1/2+i", write(call("string->number", "1/2+i", 8L)));
  }

  @Test
  void hashTablesFindComplexKeys() {
    assertEquals(n("1+2i").hashCode(), n("1+2i").hashCode());
    assertNotEquals(n("1+2i"), n("1.0+2.0i"));
    assertTrue(Num.isNumber(n("+i")));
    assertFalse(Num.isReal(n("+i")));
  }

  private static void assertComplex(double re, double im, Object z) {
    if (z instanceof Complex c) {
      assertEquals(re, c.realDouble(), 1e-14, () -> "real part of " + write(z));
      assertEquals(im, c.imagDouble(), 1e-14, () -> "imaginary part of " + write(z));
    } else {
      assertEquals(re, Num.toDouble(z), 1e-14);
      assertEquals(0.0, im, 1e-14, () -> "expected a complex result, got " + write(z));
    }
  }
}
