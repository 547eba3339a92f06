package kopi.server;

import java.util.List;
import kopi.ide.GotoDefinition;
import kopi.ide.SourceDocument;
import kopi.ide.TextRange;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** {@code textDocument/definition}: the binding occurrence of the identifier under the cursor. */
final class DefinitionHandler
    implements RequestHandler<DefinitionParams, Either<List<? extends Location>, List<? extends LocationLink>>> {

  @Override
  public Either<List<? extends Location>, List<? extends LocationLink>> handle(SourceDocument document,
      DefinitionParams params, CancelChecker cancel) {
    // These answers must be exact, so they wait for this text's analysis; a cancelled request
    // stops it between top-level forms (the next caller starts it again).
    document.analysis(cancel::checkCanceled);
    TextRange range = GotoDefinition.at(document, Positions.offset(document.lines(), params.getPosition()));
    List<Location> locations = range == null ? List.of()
        : List.of(new Location(document.uri(), Positions.range(document.lines(), range.start(), range.end())));
    return Either.forLeft(locations);
  }
}
