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
  private final DiagnosticsProvider quick;
  private final DiagnosticsProvider provider;
  private final EvaluationDiagnostics evaluation = new EvaluationDiagnostics();

  /**
   * {@code quick} answers at once (the reader's), {@code provider} gives every diagnostic and may
   * take a while (expansion); pass the same provider twice when there is only one phase.
   */
  DiagnosticsHandler(DiagnosticsProvider quick, DiagnosticsProvider provider) {
    this.quick = quick;
    this.provider = provider;
  }

  /** True when the full diagnostics come later than the quick ones and must be published again. */
  boolean hasSlowPhase() {
    return quick != provider;
  }

  /** The quick diagnostics in LSP terms, published on every change before the slow ones. */
  List<Diagnostic> quickDiagnostics(SourceDocument document, CancelChecker cancel) {
    return convert(document, quick.diagnostics(document, cancel::checkCanceled));
  }

  @Override
  public DocumentDiagnosticReport handle(SourceDocument document, DocumentDiagnosticParams params,
      CancelChecker cancel) {
    return new DocumentDiagnosticReport(new RelatedFullDocumentDiagnosticReport(diagnostics(document, cancel)));
  }

  /** The errors of evaluations, merged into this handler's answers. */
  EvaluationDiagnostics evaluation() {
    return evaluation;
  }

  /**
   * The document's diagnostics in LSP terms: the provider's, then the errors of evaluations that
   * the provider does not already report at the same place.
   */
  List<Diagnostic> diagnostics(SourceDocument document, CancelChecker cancel) {
    return convert(document, provider.diagnostics(document, cancel::checkCanceled));
  }

  /**
   * At most this many diagnostics of a document go to the editor; the last one shown then says how
   * many more there are. A text of 100,000 unclosed parentheses would otherwise send 100,000.
   */
  static final int MAX_DIAGNOSTICS = 1_000;

  private List<Diagnostic> convert(SourceDocument document, List<kopi.syntax.Diagnostic> found) {
    LineIndex lines = document.lines();
    List<Diagnostic> result = new ArrayList<>();
    for (kopi.syntax.Diagnostic one : found) {
      if (result.size() == MAX_DIAGNOSTICS) {
        Diagnostic last = result.get(MAX_DIAGNOSTICS - 1);
        last.setMessage(last.getMessage().getLeft() + " (and " + (found.size() - MAX_DIAGNOSTICS)
            + " more diagnostics not shown)");
        break;
      }
      // Control characters from the source (a NUL, a newline inside a quoted name) are escaped
      // as the command line escapes them, so every client shows the message on one line.
      Diagnostic diagnostic = new Diagnostic(Positions.range(lines, one.start(), one.end()),
          kopi.syntax.Diagnostic.escapeControls(one.message()), severity(one.severity()), "kopi", one.code());
      result.add(diagnostic);
    }
    int own = result.size();
    for (Diagnostic evaluated : evaluation.diagnostics(document)) {
      boolean duplicate = result.subList(0, own).stream()
          .anyMatch(known -> known.getRange().equals(evaluated.getRange())
              && known.getMessage().equals(evaluated.getMessage()));
      if (!duplicate) {
        result.add(evaluated);
      }
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
