package kopi.server;

import java.util.List;
import kopi.ide.DiagnosticsProvider;
import kopi.ide.SemanticAnalysis;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.WorkspaceEdit;
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
 * @param completion         names in scope at the cursor
 * @param hover              signature, doc and place of the identifier under the cursor
 * @param definition         go to definition
 * @param references         occurrences of a binding
 * @param documentHighlight  occurrences of a binding, for highlighting
 * @param signatureHelp      the called procedure's parameters
 * @param rename             scope-aware rename
 */
public record Handlers(
    DiagnosticsHandler diagnostics,
    RequestHandler<FoldingRangeRequestParams, List<FoldingRange>> foldingRange,
    RequestHandler<SelectionRangeParams, List<SelectionRange>> selectionRange,
    RequestHandler<DocumentSymbolParams, List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol,
    RequestHandler<DocumentFormattingParams, List<TextEdit>> formatting,
    RequestHandler<DocumentRangeFormattingParams, List<TextEdit>> rangeFormatting,
    RequestHandler<SemanticTokensParams, SemanticTokens> semanticTokens,
    RequestHandler<SemanticTokensRangeParams, SemanticTokens> semanticTokensRange,
    RequestHandler<CompletionParams, Either<List<CompletionItem>, CompletionList>> completion,
    RequestHandler<HoverParams, Hover> hover,
    RequestHandler<DefinitionParams, Either<List<? extends Location>, List<? extends LocationLink>>> definition,
    RequestHandler<ReferenceParams, List<Location>> references,
    RequestHandler<DocumentHighlightParams, List<DocumentHighlight>> documentHighlight,
    RequestHandler<SignatureHelpParams, SignatureHelp> signatureHelp,
    RequestHandler<RenameParams, WorkspaceEdit> rename) {

  /**
   * The features of this version, with diagnostics from {@code provider} only (published once per
   * change).
   */
  public static Handlers standard(DiagnosticsProvider provider) {
    return with(new DiagnosticsHandler(provider, provider));
  }

  /**
   * The standard features: the reader's diagnostics published at once, then with the expander's
   * when expansion is done.
   */
  public static Handlers standard() {
    DiagnosticsProvider reader = DiagnosticsProvider.reader();
    return with(new DiagnosticsHandler(
        DiagnosticsProvider.combine(List.of(reader, SemanticAnalysis.recentDiagnosticsProvider())),
        DiagnosticsProvider.combine(List.of(reader, SemanticAnalysis.diagnosticsProvider()))));
  }

  private static Handlers with(DiagnosticsHandler diagnostics) {
    return new Handlers(diagnostics, new FoldingRangeHandler(), new SelectionRangeHandler(),
        new DocumentSymbolHandler(), new FormattingHandler(), new RangeFormattingHandler(),
        new SemanticTokensHandler(), new SemanticTokensRangeHandler(), new CompletionHandler(), new HoverHandler(),
        new DefinitionHandler(), new ReferencesHandler(), new DocumentHighlightHandler(), new SignatureHelpHandler(),
        new RenameHandler());
  }

  public Handlers withDocumentSymbol(
      RequestHandler<DocumentSymbolParams, List<Either<SymbolInformation, DocumentSymbol>>> replacement) {
    return new Handlers(diagnostics, foldingRange, selectionRange, replacement, formatting, rangeFormatting,
        semanticTokens, semanticTokensRange, completion, hover, definition, references, documentHighlight,
        signatureHelp, rename);
  }
}
