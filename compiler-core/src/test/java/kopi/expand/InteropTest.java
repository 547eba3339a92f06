package kopi.expand;

import static kopi.expand.ExpandTesting.dump;
import static kopi.expand.ExpandTesting.singleError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class InteropTest {

  @Test
  void staticCallBecomesTheInternalBuiltinWithNamesAsConstants() {
    String core = dump("(java.lang.Math:max 3 9)");
    assertTrue(core.contains("%java-static"), core);
    assertTrue(core.contains("\"java.lang.Math\"") && core.contains("\"max\""), core);
  }

  @Test
  void variableBeforeTheColonIsTheReceiver() {
    String core = dump("(define s \"abc\") (s:length)");
    assertTrue(core.contains("%java-invoke"), core);
    assertTrue(core.contains("\"length\""), core);
  }

  @Test
  void literalFollowedByAdjacentMethodIsACall() {
    String core = dump("(\"abc\":toUpperCase)");
    assertTrue(core.contains("%java-invoke") && core.contains("\"toUpperCase\""), core);
  }

  @Test
  void classInOperatorPositionConstructs() {
    assertTrue(dump("(java.util.ArrayList 1 2)").contains("%java-new"));
    assertTrue(dump("(define-alias L java.util.ArrayList) (L)").contains("\"java.util.ArrayList\""));
  }

  @Test
  void unknownMethodSuggestsTheClosestName() {
    singleError("(java.lang.Math:maxx 3 9)", "unknown method java.lang.Math:maxx, did you mean max?", "maxx");
  }

  @Test
  void unknownFieldSuggestsTheClosestName() {
    singleError("java.lang.Integer:MAX_VALU", "unknown field java.lang.Integer:MAX_VALU, did you mean MAX_VALUE?",
        "MAX_VALU");
  }

  @Test
  void unknownClassLabelsTheClassName() {
    singleError("(java.lang.Mathh:max 1 2)", "unknown class java.lang.Mathh", "java.lang.Mathh");
    singleError("(instance? 1 java.util.Lisst)", "unknown class java.util.Lisst", "java.util.Lisst");
  }

  @Test
  void farNamesAreNotSuggested() {
    singleError("(java.lang.Math:frobnicate 1)", "unknown method java.lang.Math:frobnicate", "frobnicate");
  }

  @Test
  void suggestionPicksTheClosest() {
    assertEquals(", did you mean length?", Interop.suggestion("lenght", List.of("length", "charAt")));
    assertEquals("", Interop.suggestion("xyz", List.of("length")));
  }
}
