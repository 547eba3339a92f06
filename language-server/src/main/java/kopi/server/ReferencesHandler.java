package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.References;
import kopi.ide.SourceDocument;
import kopi.ide.TextRange;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/references}: every occurrence of the binding under the cursor in this document. */
final class ReferencesHandler implements RequestHandler<ReferenceParams, List<Location>> {

  @Override
  public List<Location> handle(SourceDocument document, ReferenceParams params, CancelChecker cancel) {
    // These answers must be exact, so they wait for this text's analysis; a cancelled request
    // stops it between top-level forms (the next caller starts it again).
    document.analysis(cancel::checkCanceled);
    boolean declaration = params.getContext() == null || params.getContext().isIncludeDeclaration();
    List<Location> out = new ArrayList<>();
    for (TextRange range : References.at(document, Positions.offset(document.lines(), params.getPosition()),
        declaration)) {
      out.add(new Location(document.uri(), Positions.range(document.lines(), range.start(), range.end())));
    }
    return out;
  }
}
