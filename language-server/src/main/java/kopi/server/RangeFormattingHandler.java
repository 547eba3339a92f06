package kopi.server;

import java.util.List;
import kopi.ide.Formatter;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/rangeFormatting}: re-indents the lines of a selection. */
final class RangeFormattingHandler implements RequestHandler<DocumentRangeFormattingParams, List<TextEdit>> {

  @Override
  public List<TextEdit> handle(SourceDocument document, DocumentRangeFormattingParams params, CancelChecker cancel) {
    int start = Positions.offset(document.lines(), params.getRange().getStart());
    int end = Math.max(start, Positions.offset(document.lines(), params.getRange().getEnd()));
    return FormattingHandler.convert(document, Formatter.edits(document, start, end, cancel::checkCanceled), cancel);
  }
}
