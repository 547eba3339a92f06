package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.TreeSet;
import kopi.runtime.Features;
import org.junit.jupiter.api.Test;

class StandardLibrariesTest {
  /** The tables' word splitting agrees with {@link Character#isWhitespace} on every char. */
  @Test
  void whitespaceIsCharacterIsWhitespace() {
    for (int c = 0; c <= Character.MAX_VALUE; c++) {
      assertEquals(Character.isWhitespace((char) c), StandardLibraries.isWhitespace((char) c), "char " + c);
    }
  }

  /**
   * {@code (features)} names every SRFI that {@code (import (srfi N))} accepts, and beyond those
   * only the default environment's SRFI 0 ({@code cond-expand}) and SRFI 30 (nested comments).
   */
  @Test
  void featuresNameTheImportableSrfis() {
    Set<String> expected = new TreeSet<>(Set.of("srfi-0", "srfi-30"));
    for (int number : StandardLibraries.srfis()) {
      expected.add("srfi-" + number);
    }
    Set<String> listed = new TreeSet<>();
    for (String feature : Features.all()) {
      if (feature.startsWith("srfi-")) {
        listed.add(feature);
      }
    }
    assertEquals(expected, listed);
  }
}
