package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class StandardLibrariesTest {
  /** The tables' word splitting agrees with {@link Character#isWhitespace} on every char. */
  @Test
  void whitespaceIsCharacterIsWhitespace() {
    for (int c = 0; c <= Character.MAX_VALUE; c++) {
      assertEquals(Character.isWhitespace((char) c), StandardLibraries.isWhitespace((char) c), "char " + c);
    }
  }
}
