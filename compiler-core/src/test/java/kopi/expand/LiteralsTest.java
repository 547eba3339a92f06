package kopi.expand;

import static kopi.expand.ExpandTesting.dump;
import static kopi.expand.ExpandTesting.messages;
import static kopi.expand.ExpandTesting.program;
import static kopi.expand.ExpandTesting.singleError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LiteralsTest {

  @Test
  void markersAreCallsOfTheInternalBuiltinsSoTheyKeepTheirIdentity() {
    String core = dump("(define name 1) &{Hello &[name]!}");
    assertTrue(core.contains("%template-start") && core.contains("%template-end"), core);
    assertTrue(core.contains("$string$"), core);
  }

  @Test
  void standardEntityIsAConstantAndAUserEntityShadowsIt() {
    assertTrue(dump("&{a &lt; b}").contains("\"<\""), dump("&{a &lt; b}"));
    String core = dump("(define $entity$:lt \"LT\") &{a &lt; b}");
    assertFalse(core.contains("\"<\""), core);
  }

  @Test
  void literalsWorkWhateverTheProgramImports() {
    ExpandResult result = program("(import (scheme base)) &{x &[1]} &`{true}");
    assertEquals(List.of(), messages(result));
  }

  @Test
  void unknownConstructorIsAnUnboundVariableNeverJavaInterop() {
    singleError("&nosuch{x}", "unbound variable: $construct$:nosuch", "&nosuch{");
  }

  @Test
  void userProcedureNamedLikeAConstructorIsCalled() {
    String core = dump("(define ($construct$:tag . xs) xs) &tag{a}");
    assertFalse(core.contains("%java"), core);
  }

  @Test
  void unknownProcessKeywordsAreReportedWhereWritten() {
    singleError("(run-process foo: 1 \"true\")", "run-process: unknown keyword foo:", "foo:");
    singleError("&`[bar: 1]{true}", "&`: unknown keyword bar:", "bar:");
    assertEquals(List.of(), messages(program("(run-process in: \"x\" env-A: 1 PATH: \"/bin\" \"cat\")")));
  }

  @Test
  void laterPipelineStagesBecomeThunksButCommandsStayValues() {
    String core = dump("(pipe-process &`{ls} &`{sort} \"wc -l\")");
    assertEquals(1, count(core, "lambda"), core);
  }

  @Test
  void simpleConstructorDefinesTheConstructName() {
    String core = dump("(define-simple-constructor up string-upcase) &up{a}");
    assertTrue(core.contains("%simple-constructor"), core);
    assertTrue(core.contains("$construct$:up"), core);
  }

  private static int count(String text, String word) {
    int n = 0;
    for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
      n++;
    }
    return n;
  }
}
