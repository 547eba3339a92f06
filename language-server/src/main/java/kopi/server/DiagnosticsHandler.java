package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.DiagnosticsProvider;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentDiagnosticParams;
import org.eclipse.lsp4j.DocumentDiagnosticReport;
import org.eclipse.lsp4j.RelatedFullDocumentDiagnosticReport;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/**
 * Diagnostics, pulled ({@code textDocument/diagnostic}) or pushed by the
 * {@link DiagnosticsPublisher}: both ask the same {@link DiagnosticsProvider} and convert here.
 */
final class DiagnosticsHandler implements RequestHandler<DocumentDiagnosticParams, DocumentDiagnosticReport> {
  private final DiagnosticsProvider provider;

  DiagnosticsHandler(DiagnosticsProvider provider) {
    this.provider = provider;
  }

  @Override
  public DocumentDiagnosticReport handle(SourceDocument document, DocumentDiagnosticParams params, CancelChecker cancel) {
    return new DocumentDiagnosticReport(new RelatedFullDocumentDiagnosticReport(diagnostics(document, cancel)));
  }

  /** The document's diagnostics in LSP terms. */
  List<Diagnostic> diagnostics(SourceDocument document, CancelChecker cancel) {
    LineIndex lines = document.lines();
    List<Diagnostic> result = new ArrayList<>();
    for (kopi.syntax.Diagnostic found : provider.diagnostics(document, cancel::checkCanceled)) {
      Diagnostic diagnostic = new Diagnostic(Positions.range(lines, found.start(), found.end()), found.message(),
          severity(found.severity()), "kopi", found.code());
      result.add(diagnostic);
    }
    return result;
  }

  private static DiagnosticSeverity severity(kopi.syntax.Severity severity) {
    return switch (severity) {
      case ERROR -> DiagnosticSeverity.Error;
      case WARNING -> DiagnosticSeverity.Warning;
      case INFO -> DiagnosticSeverity.Information;
      case HINT -> DiagnosticSeverity.Hint;
    };
  }
}
