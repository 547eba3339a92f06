package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.DocumentLinks;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/**
 * {@code textDocument/documentLink}: the file names of {@code include}, {@code load} and
 * {@code require}, and the names of imported libraries defined in files beside the document
 * ({@link DocumentLinks}), each linked to its file.
 */
final class DocumentLinkHandler implements RequestHandler<DocumentLinkParams, List<DocumentLink>> {

  @Override
  public List<DocumentLink> handle(SourceDocument document, DocumentLinkParams params, CancelChecker cancel) {
    List<DocumentLink> out = new ArrayList<>();
    for (DocumentLinks.Link link : DocumentLinks.of(document)) {
      cancel.checkCanceled();
      out.add(new DocumentLink(Positions.range(document.lines(), link.range().start(), link.range().end()),
          link.target().toUri().toString()));
    }
    return out;
  }
}
