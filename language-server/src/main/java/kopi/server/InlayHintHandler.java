package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.InlayHints;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintKind;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** {@code textDocument/inlayHint}: the certain types of untyped {@code let} bindings in the range. */
final class InlayHintHandler implements RequestHandler<InlayHintParams, List<InlayHint>> {

  @Override
  public List<InlayHint> handle(SourceDocument document, InlayHintParams params, CancelChecker cancel) {
    int start = Positions.offset(document.lines(), params.getRange().getStart());
    int end = Positions.offset(document.lines(), params.getRange().getEnd());
    List<InlayHint> hints = new ArrayList<>();
    for (InlayHints.Hint found : InlayHints.of(document, start, end)) {
      cancel.checkCanceled();
      InlayHint hint = new InlayHint(Positions.position(document.lines(), found.offset()),
          Either.forLeft(found.label()));
      hint.setKind(InlayHintKind.Type);
      hint.setPaddingLeft(true);
      hints.add(hint);
    }
    return hints;
  }
}
