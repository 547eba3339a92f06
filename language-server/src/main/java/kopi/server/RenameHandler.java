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
 * {@code textDocument/rename}: every occurrence of the binding under the cursor, in the workspace's
 * other files too for a library's global ({@link Rename}). A refused rename
 * (a builtin, standard syntax, a bad name) is a {@code RequestFailed} error whose message the editor
 * shows.
 */
final class RenameHandler implements RequestHandler<RenameParams, WorkspaceEdit> {

  @Override
  public WorkspaceEdit handle(SourceDocument document, RenameParams params, CancelChecker cancel) {
    return handle(document, params, List.of(), cancel);
  }

  /** The rename, with {@code others} the workspace's other files. */
  public WorkspaceEdit handle(SourceDocument document, RenameParams params, List<SourceDocument> others,
      CancelChecker cancel) {
    // These answers must be exact, so they wait for this text's analysis; a cancelled request
    // stops it between top-level forms (the next caller starts it again).
    Rename.Result result = Rename.rename(document, Positions.offset(document.lines(), params.getPosition()),
        params.getNewName(), others, cancel::checkCanceled);
    if (result.isRefused()) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed, result.error(), null));
    }
    Map<String, List<TextEdit>> changes = new java.util.LinkedHashMap<>();
    changes.put(document.uri(), edits(document, result.edits()));
    for (Map.Entry<String, List<kopi.ide.TextEdit>> file : result.elsewhere().entrySet()) {
      SourceDocument other = others.stream().filter(d -> d.uri().equals(file.getKey())).findFirst().orElseThrow();
      changes.put(file.getKey(), edits(other, file.getValue()));
    }
    return new WorkspaceEdit(changes);
  }

  private static List<TextEdit> edits(SourceDocument document, List<kopi.ide.TextEdit> edits) {
    List<TextEdit> out = new ArrayList<>();
    for (kopi.ide.TextEdit edit : edits) {
      out.add(new TextEdit(Positions.range(document.lines(), edit.start(), edit.end()), edit.newText()));
    }
    return out;
  }
}
