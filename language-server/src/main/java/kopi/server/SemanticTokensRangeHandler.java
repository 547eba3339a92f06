package kopi.server;

import kopi.ide.SemanticTokens;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.SemanticTokensRangeParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/semanticTokens/range}: the tokens of the visible part of a large file. */
final class SemanticTokensRangeHandler
    implements RequestHandler<SemanticTokensRangeParams, org.eclipse.lsp4j.SemanticTokens> {

  @Override
  public org.eclipse.lsp4j.SemanticTokens handle(SourceDocument document, SemanticTokensRangeParams params,
      CancelChecker cancel) {
    int start = Positions.offset(document.lines(), params.getRange().getStart());
    int end = Math.max(start, Positions.offset(document.lines(), params.getRange().getEnd()));
    return SemanticTokensHandler.encode(document, SemanticTokens.in(document, start, end));
  }
}
