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
    bound.retainAll(StandardLibraries.everything(kopi.expand.forms.Forms.LIBRARY));
    assertTrue(bound.isEmpty(), "implemented, so remove them from KawaUnsupported: " + bound);
  }

  @Test
  void theMessageSaysWhatTheNameIsInKawa() {
    assertEquals(
        "unbound variable: load-relative (a Kawa load procedure, outside a top-level (load-relative \"file\"), that Kopi does not support yet)",
        KawaUnsupported.unboundMessage("load-relative"));
    assertEquals("unbound variable: regex-match ((kawa regex) has it: (import (kawa regex)))",
        KawaUnsupported.unboundMessage("regex-match"));
    assertEquals("unbound variable: factoral", KawaUnsupported.unboundMessage("factoral"));
    assertEquals("unbound variable: xcons (SRFI 1 has it: (import (srfi 1)))",
        KawaUnsupported.unboundMessage("xcons"));
  }
}
