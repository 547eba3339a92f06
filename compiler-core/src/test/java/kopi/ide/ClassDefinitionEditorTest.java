package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import kopi.syntax.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * {@code define-simple-class} in the editor: the class checks reach the diagnostics, and the
 * semantic model records the class name and field names (which are neither variables nor syntax)
 * without failing, so hover works on them.
 */
class ClassDefinitionEditorTest {
  private static final String PROGRAM = """
      (define-simple-class Counter (java.lang.Runnable)
        (n ::int init: 0)
        ((run) (set! n (+ n 1))))
      (define c (Counter))
      (c:run)
      """;

  @Test
  void aCleanClassHasNoDiagnostics() {
    List<Diagnostic> diagnostics = SemanticAnalysis.diagnosticsProvider()
        .diagnostics(SourceDocument.of("file:///c.scm", 1, PROGRAM), Cancellation.NONE);
    assertEquals(List.of(), diagnostics);
  }

  @Test
  void aWrongOverrideIsReportedOnItsReturnType() {
    String text = "(define-simple-class Bad (java.util.Comparator)\n  ((compare a b) ::String \"x\"))\n";
    List<Diagnostic> diagnostics = SemanticAnalysis.diagnosticsProvider()
        .diagnostics(SourceDocument.of("file:///b.scm", 1, text), Cancellation.NONE);
    assertEquals(1, diagnostics.size(), diagnostics::toString);
    assertEquals("String", text.substring(diagnostics.get(0).start(), diagnostics.get(0).end()));
    assertTrue(diagnostics.get(0).message().contains("must return int"), diagnostics.get(0).message());
  }

  @Test
  void hoverOnAFieldAndOnTheClassName() {
    int field = PROGRAM.indexOf("(+ n") + 3;
    Cursor onField = Cursor.of(PROGRAM.substring(0, field) + "$0" + PROGRAM.substring(field));
    assertNotNull(Hover.at(onField.document(), onField.offset()));
    int name = PROGRAM.indexOf("(Counter)") + 2;
    Cursor onClass = Cursor.of(PROGRAM.substring(0, name) + "$0" + PROGRAM.substring(name));
    assertNotNull(Hover.at(onClass.document(), onClass.offset()));
  }
}
