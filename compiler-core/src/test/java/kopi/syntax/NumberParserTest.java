package kopi.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NumberParserTest {

  private static String show(String text) {
    NumberLiteral value = NumberParser.parse(text, 10);
    return value == null ? "null" : WritingBuilder.numberText(value);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "0|0", "42|42", "-17|-17", "+5|5", "007|7",
      "123456789012345678901234567890|123456789012345678901234567890",
      "1/2|1/2", "6/4|3/2", "-6/4|-3/2", "0/5|0", "10/5|2",
      "#x10|16", "#xff|255", "#XFF|255", "#b101|5", "#o17|15", "#d99|99", "#x-1A|-26", "#xa/c|5/6",
      "1.5|1.5", ".5|0.5", "5.|5.0", "-0.25|-0.25", "1e3|1000.0", "1E3|1000.0", "1.5e-3|0.0015", "2e+2|200.0",
      "1e400|+inf.0", "-1e400|-inf.0", "1e-400|0.0",
      "#e1.5|3/2", "#e1e3|1000", "#e-0.125|-1/8", "#e1.2e-2|3/250", "#e5|5",
      "#i1/3|0.3333333333333333", "#i5|5.0", "#i-1/2|-0.5",
      "#x#e10|16", "#e#x10|16", "#i#x10|16.0",
      "+inf.0|+inf.0", "-inf.0|-inf.0", "+nan.0|+nan.0", "-nan.0|+nan.0", "+INF.0|+inf.0",
      "1+2i|1+2i", "1-2i|1-2i", "+i|0+1i", "-i|0-1i", "-2.5i|0.0-2.5i", "3+i|3+1i", "1/2+3/4i|1/2+3/4i",
      "1.5+2i|1.5+2.0i", "+inf.0i|0.0+inf.0i", "1-inf.0i|1.0-inf.0i", "1+0i|1", "#e1.5+2.5i|3/2+5/2i",
      "1@0|1", "#i1@0|1.0",
      "1+2i+3j+4k|1+2i+3j+4k", "3j|0+0i+3j+0k", "-k|0+0i+0j-1k", "+i+j|0+1i+1j+0k", "1-j|1+0i-1j+0k",
      "1.5+2k|1.5+0.0i+0.0j+2.0k", "#x1+ai+bj+ck|1+10i+11j+12k", "#e1.5+2.5j|3/2+0i+5/2j+0k",
      "+inf.0j|0.0+0.0i+inf.0j+0.0k",
  })
  void parses(String text, String expected) {
    assertEquals(expected, show(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "", "+", "-", ".", "...", "a", "1a", "1/", "/2", "1/0", "1//2", "1.2.3", "1e", "1e+", "--1", "+-1",
      "#x1.5", "#b2", "#o8", "#xg", "#e#e1", "#x#x1", "#q1", "#e+inf.0", "#e+nan.0", "1+2", "1+2x", "1+2j+3j",
      "1+2k+3j", "3i", "+inf.0x", "i", "1i",
      "1@", "@1", "1@2@3", "inf.0", "+inf.1", "1d5", "1f", "0x10", "Infinity", "NaN", "1_000", "#", "#x",
      "1+2i+3i", "١٢",
  })
  void rejects(String text) {
    assertNull(NumberParser.parse(text, 10), text);
  }

  @Test
  void decimalsAreCorrectlyRounded() {
    String[] samples = {"0.1", "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308", "9007199254740993",
        "0.30000000000000004", "123456789.123456789"};
    for (String sample : samples) {
      if (sample.contains(".") || sample.contains("e")) {
        NumberLiteral value = NumberParser.parse(sample, 10);
        assertEquals(Double.parseDouble(sample), ((NumberLiteral.Inexact) value).value(), sample);
      }
    }
    NumberLiteral big = NumberParser.parse("#i9007199254740993", 10);
    assertEquals(9007199254740992.0, ((NumberLiteral.Inexact) big).value());
  }

  @Test
  void polarGivesInexactComplex() {
    NumberLiteral value = NumberParser.parse("1@2", 10);
    NumberLiteral.Complex complex = assertInstanceOf(NumberLiteral.Complex.class, value);
    assertEquals(Math.cos(2), ((NumberLiteral.Inexact) complex.real()).value(), 0.0);
    assertEquals(Math.sin(2), ((NumberLiteral.Inexact) complex.imaginary()).value(), 0.0);
  }

  @Test
  void defaultRadixIsUsedWithoutPrefix() {
    assertEquals(new NumberLiteral.Exact(BigInteger.valueOf(255), BigInteger.ONE), NumberParser.parse("ff", 16));
    assertEquals(new NumberLiteral.Exact(BigInteger.valueOf(10), BigInteger.ONE), NumberParser.parse("#d10", 16));
    assertNull(NumberParser.parse("1.5", 16));
    assertEquals(new NumberLiteral.Exact(BigInteger.valueOf(5), BigInteger.ONE), NumberLiteral.parse("101", 2));
  }

  @Test
  void exactResultsAreNormalised() {
    NumberLiteral.Exact value = (NumberLiteral.Exact) NumberParser.parse("-12/-8", 10);
    assertNull(value);
    NumberLiteral.Exact half = (NumberLiteral.Exact) NumberParser.parse("#e-0.50", 10);
    assertEquals(BigInteger.valueOf(-1), half.numerator());
    assertEquals(BigInteger.TWO, half.denominator());
    assertTrue(((NumberLiteral.Exact) NumberParser.parse("#e1e50", 10)).numerator().equals(BigInteger.TEN.pow(50)));
  }
}
