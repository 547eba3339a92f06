package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.junit.jupiter.api.Test;

class EvaluationDiagnosticsTest {
  private static final String URI = "file:///w/a.scm";
  private static final String TEXT = "(define z 1)\n(car z)\n";

  private static EvaluationDiagnostics failedOnSecondForm() {
    EvaluationDiagnostics diagnostics = new EvaluationDiagnostics();
    diagnostics.evaluated(URI, TEXT, 13, 20,
        List.of(new EvaluationDiagnostics.Error(13, 20, "car: expected pair, got 1", null)));
    return diagnostics;
  }

  private static Range range(int line, int start, int end) {
    return new Range(new Position(line, start), new Position(line, end));
  }

  @Test
  void aBacktraceIsRelatedInformationThatMovesWithTheForm() {
    EvaluationDiagnostics diagnostics = new EvaluationDiagnostics();
    diagnostics.evaluated(URI, TEXT, 13, 20,
        List.of(new EvaluationDiagnostics.Error(13, 20, "car: expected pair, got 1",
            null, List.of(new EvaluationDiagnostics.Related(13, 20, "at top-level (a.scm:2)")))));
    Diagnostic shown = diagnostics.diagnostics(SourceDocument.of(URI, 2, ";; notes\n" + TEXT)).get(0);
    assertEquals(1, shown.getRelatedInformation().size());
    assertEquals("at top-level (a.scm:2)", shown.getRelatedInformation().get(0).getMessage());
    assertEquals(URI, shown.getRelatedInformation().get(0).getLocation().getUri());
    assertEquals(range(2, 0, 7), shown.getRelatedInformation().get(0).getLocation().getRange());
  }

  @Test
  void anErrorStaysAtItsFormAndMovesWithIt() {
    EvaluationDiagnostics diagnostics = failedOnSecondForm();
    List<Diagnostic> shown = diagnostics.diagnostics(SourceDocument.of(URI, 1, TEXT));
    assertEquals(1, shown.size());
    assertEquals(range(1, 0, 7), shown.get(0).getRange());
    assertEquals("kopi-eval", shown.get(0).getSource());
    // Lines inserted above carry the error along with its form.
    List<Diagnostic> moved = diagnostics.diagnostics(SourceDocument.of(URI, 2, ";; notes\n\n" + TEXT));
    assertEquals(range(3, 0, 7), moved.get(0).getRange());
  }

  @Test
  void editingTheFormOrEvaluatingItAgainRemovesTheError() {
    EvaluationDiagnostics diagnostics = failedOnSecondForm();
    assertEquals(List.of(), diagnostics.diagnostics(SourceDocument.of(URI, 2, "(define z 1)\n(cdr z)\n")));
    diagnostics.evaluated(URI, TEXT, 13, 20, List.of());
    assertEquals(List.of(), diagnostics.diagnostics(SourceDocument.of(URI, 3, TEXT)));
  }

  @Test
  void evaluatingAnotherFormKeepsTheErrorAndLoadingTheFileClearsIt() {
    EvaluationDiagnostics diagnostics = failedOnSecondForm();
    diagnostics.evaluated(URI, TEXT, 0, 12, List.of());
    assertEquals(1, diagnostics.diagnostics(SourceDocument.of(URI, 1, TEXT)).size());
    diagnostics.evaluated(URI, TEXT, 0, TEXT.length(), List.of());
    assertEquals(List.of(), diagnostics.diagnostics(SourceDocument.of(URI, 1, TEXT)));
  }
}
