package kopi.server;

import kopi.ide.Rename;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * {@code textDocument/prepareRename}: the range and name of the identifier a rename at the cursor
 * would change; a {@code RequestFailed} error saying why when nothing there can be renamed (a
 * builtin, standard syntax, a name from outside the document, no identifier), which the editor
 * shows instead of asking for a new name.
 */
final class PrepareRenameHandler implements
    RequestHandler<PrepareRenameParams, Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> {

  @Override
  public Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior> handle(SourceDocument document,
      PrepareRenameParams params, CancelChecker cancel) {
    // Exact like the rename itself: this text's own analysis.
    document.analysis(cancel::checkCanceled);
    Rename.Result result = Rename.prepare(document, Positions.offset(document.lines(), params.getPosition()));
    if (result.isRefused()) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed, result.error(), null));
    }
    kopi.ide.TextEdit target = result.edits().get(0);
    return Either3.forSecond(new PrepareRenameResult(Positions.range(document.lines(), target.start(), target.end()),
        document.text().substring(target.start(), target.end())));
  }
}
