package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class KawaUnsupportedTest {
  @Test
  void noNameInTheTableIsBoundByKopi() {
    Set<String> bound = new TreeSet<>(KawaUnsupported.names());
    bound.retainAll(StandardLibraries.everything());
    assertTrue(bound.isEmpty(), "implemented, so remove them from KawaUnsupported: " + bound);
  }

  @Test
  void theMessageSaysWhatTheNameIsInKawa() {
    assertEquals("unbound variable: regex-match (a Kawa (kawa regex) procedure that Kopi does not support yet)",
        KawaUnsupported.unboundMessage("regex-match"));
    assertEquals("unbound variable: factoral", KawaUnsupported.unboundMessage("factoral"));
    assertEquals("unbound variable: xcons (SRFI 1 has it: (import (srfi 1)))",
        KawaUnsupported.unboundMessage("xcons"));
  }
}
