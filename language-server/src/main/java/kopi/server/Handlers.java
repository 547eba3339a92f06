package kopi.server;

import java.util.List;
import kopi.ide.DiagnosticsProvider;
import org.eclipse.lsp4j.DocumentDiagnosticParams;
import org.eclipse.lsp4j.DocumentDiagnosticReport;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.SelectionRange;
import org.eclipse.lsp4j.SelectionRangeParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SemanticTokensRangeParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/**
 * The handler of each document request, one class per feature. A new feature adds a component
 * here, a capability in {@link KopiLanguageServer#capabilities} and one delegating method in
 * {@link KopiTextDocumentService}. Tests replace a component to inject failures.
 *
 * @param diagnostics        pulled and pushed diagnostics
 * @param foldingRange       folding regions
 * @param selectionRange     expanding selection
 * @param documentSymbol     the outline
 * @param formatting         whole-document formatting
 * @param rangeFormatting    formatting of a selection
 * @param semanticTokens     highlighting of the whole document
 * @param semanticTokensRange highlighting of a range
 */
public record Handlers(
    DiagnosticsHandler diagnostics,
    RequestHandler<FoldingRangeRequestParams, List<FoldingRange>> foldingRange,
    RequestHandler<SelectionRangeParams, List<SelectionRange>> selectionRange,
    RequestHandler<DocumentSymbolParams, List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol,
    RequestHandler<DocumentFormattingParams, List<TextEdit>> formatting,
    RequestHandler<DocumentRangeFormattingParams, List<TextEdit>> rangeFormatting,
    RequestHandler<SemanticTokensParams, SemanticTokens> semanticTokens,
    RequestHandler<SemanticTokensRangeParams, SemanticTokens> semanticTokensRange) {

  /** The features of this version, with diagnostics from {@code provider}. */
  public static Handlers standard(DiagnosticsProvider provider) {
    return new Handlers(new DiagnosticsHandler(provider), new FoldingRangeHandler(), new SelectionRangeHandler(),
        new DocumentSymbolHandler(), new FormattingHandler(), new RangeFormattingHandler(),
        new SemanticTokensHandler(), new SemanticTokensRangeHandler());
  }

  /** The standard features with the reader's diagnostics. */
  public static Handlers standard() {
    return standard(DiagnosticsProvider.reader());
  }

  public Handlers withDocumentSymbol(
      RequestHandler<DocumentSymbolParams, List<Either<SymbolInformation, DocumentSymbol>>> replacement) {
    return new Handlers(diagnostics, foldingRange, selectionRange, replacement, formatting, rangeFormatting,
        semanticTokens, semanticTokensRange);
  }
}
