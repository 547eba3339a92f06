package kopi.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kopi.ide.Rename;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * {@code textDocument/rename}: every occurrence of the binding under the cursor. A refused rename
 * (a builtin, standard syntax, a bad name) is a {@code RequestFailed} error whose message the editor
 * shows.
 */
final class RenameHandler implements RequestHandler<RenameParams, WorkspaceEdit> {

  @Override
  public WorkspaceEdit handle(SourceDocument document, RenameParams params, CancelChecker cancel) {
    // These answers must be exact, so they wait for this text's analysis; a cancelled request
    // stops it between top-level forms (the next caller starts it again).
    document.analysis(cancel::checkCanceled);
    Rename.Result result = Rename.rename(document, Positions.offset(document.lines(), params.getPosition()),
        params.getNewName());
    if (result.isRefused()) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed, result.error(), null));
    }
    List<TextEdit> edits = new ArrayList<>();
    for (kopi.ide.TextEdit edit : result.edits()) {
      edits.add(new TextEdit(Positions.range(document.lines(), edit.start(), edit.end()), edit.newText()));
    }
    return new WorkspaceEdit(Map.of(document.uri(), edits));
  }
}
