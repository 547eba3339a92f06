package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import org.junit.jupiter.api.Test;

/** The static type and arity checks reach the editor through the semantic analysis. */
class TypeDiagnosticsTest {

  @Test
  void argumentTypeMismatchIsAnAnalysisDiagnosticOnTheArgument() {
    String text = "(define (f (n ::int)) n)\n(f \"hello\")\n";
    List<Diagnostic> diagnostics = SemanticAnalysis.diagnosticsProvider()
        .diagnostics(SourceDocument.of("file:///t.scm", 1, text), Cancellation.NONE);
    assertEquals(1, diagnostics.size(), diagnostics::toString);
    Diagnostic d = diagnostics.get(0);
    assertEquals(Phase.ANALYZE, d.phase());
    assertEquals("f: argument 1 expects int, got string", d.message());
    assertEquals("\"hello\"", text.substring(d.start(), d.end()));
  }
}
