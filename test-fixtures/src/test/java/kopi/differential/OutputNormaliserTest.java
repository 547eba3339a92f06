package kopi.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The normalisation is narrow: flonum spellings meet, every other difference stays. */
class OutputNormaliserTest {
  private static void same(String kopi, String chez) {
    assertEquals(OutputNormaliser.normalise(chez), OutputNormaliser.normalise(kopi));
  }

  private static void different(String kopi, String chez) {
    assertNotEquals(OutputNormaliser.normalise(chez), OutputNormaliser.normalise(kopi));
  }

  @Test
  void flonumSpellingsMeet() {
    same("(1.0E21 1.0E7 1.23456789E7 1.5E-10 -0.0 0.1)", "(1e21 10000000.0 12345678.9 1.5e-10 -0.0 0.1)");
    same("\"1.0E21\"", "\"1e21\"");
    same("#(+inf.0 -inf.0 +nan.0 1.0)", "#(+inf.0 -inf.0 +nan.0 1.0)");
    same("7.7999999987E-310", "7.7999999987e-310|48");
  }

  @Test
  void everythingElseStays() {
    different("0.0", "0");
    different("1.0", "1");
    different("1/2", "0.5");
    different("0.30000000000000004", "0.3");
    different("-0.0", "0.0");
    different("#\\1", "#\\2");
    different("a1.5", "a1.50");
    different("\"ff\"", "\"FF\"");
    different("|a b|", "a\\x20;b");
    different("\"42|5\"", "\"42\"");
  }
}
