package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.DocumentHighlights;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/documentHighlight}: the binding under the cursor, its definition marked as a write. */
final class DocumentHighlightHandler implements RequestHandler<DocumentHighlightParams, List<DocumentHighlight>> {

  @Override
  public List<DocumentHighlight> handle(SourceDocument document, DocumentHighlightParams params,
      CancelChecker cancel) {
    // These answers must be exact, so they wait for this text's analysis; a cancelled request
    // stops it between top-level forms (the next caller starts it again).
    document.analysis(cancel::checkCanceled);
    List<DocumentHighlight> out = new ArrayList<>();
    for (DocumentHighlights.Highlight h : DocumentHighlights.at(document,
        Positions.offset(document.lines(), params.getPosition()))) {
      out.add(new DocumentHighlight(Positions.range(document.lines(), h.range().start(), h.range().end()),
          h.definition() ? DocumentHighlightKind.Write : DocumentHighlightKind.Read));
    }
    return out;
  }
}
