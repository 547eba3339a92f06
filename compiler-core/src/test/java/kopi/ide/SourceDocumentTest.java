package kopi.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kopi.syntax.Diagnostic;
import kopi.syntax.Parser;
import kopi.syntax.Phase;
import kopi.syntax.Severity;
import org.junit.jupiter.api.Test;

class SourceDocumentTest {

  @Test
  void editsReparseToTheSameTreeAsAFullParse() {
    SourceDocument document = SourceDocument.of("u", 1, "(define x 1)\n(display x)\n");
    SourceDocument edited = document.edit(2, 10, 1, "42");
    assertEquals("(define x 42)\n(display x)\n", edited.text());
    assertEquals(2, edited.version());
    assertEquals(Parser.parse(edited.text()).root(), edited.parse().root());
    assertEquals(1, edited.lines().line(edited.text().indexOf("(display")));
  }

  @Test
  void theReaderProviderReportsReaderDiagnostics() {
    SourceDocument document = SourceDocument.of("u", 1, "(display 1");
    List<Diagnostic> diagnostics = DiagnosticsProvider.reader().diagnostics(document, Cancellation.NONE);
    assertEquals(1, diagnostics.size());
    assertEquals(Phase.READ, diagnostics.get(0).phase());
  }

  @Test
  void combinedProvidersMergeInOffsetOrder() {
    Diagnostic late = Diagnostic.warning(Phase.ANALYZE, "test.late", 5, 6, "late");
    Diagnostic early = new Diagnostic("test.early", Severity.INFO, 0, 1, "early", Phase.EXPAND);
    DiagnosticsProvider combined = DiagnosticsProvider.combine(List.of(
        (document, cancellation) -> List.of(late), (document, cancellation) -> List.of(early)));
    assertEquals(List.of(early, late), combined.diagnostics(SourceDocument.of("u", 1, "(a b c)"), Cancellation.NONE));
  }
}
