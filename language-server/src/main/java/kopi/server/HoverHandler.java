package kopi.server;

import kopi.ide.Hover;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/hover}: signature, doc comment and place of definition, as Markdown. */
final class HoverHandler implements RequestHandler<HoverParams, org.eclipse.lsp4j.Hover> {

  @Override
  public org.eclipse.lsp4j.Hover handle(SourceDocument document, HoverParams params, CancelChecker cancel) {
    Hover.Info info = Hover.at(document, Positions.offset(document.lines(), params.getPosition()));
    if (info == null) {
      return null;
    }
    return new org.eclipse.lsp4j.Hover(new MarkupContent(MarkupKind.MARKDOWN, info.markdown()),
        Positions.range(document.lines(), info.range().start(), info.range().end()));
  }
}
