package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.Formatter;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/formatting}: re-indents the whole document. */
final class FormattingHandler implements RequestHandler<DocumentFormattingParams, List<TextEdit>> {

  @Override
  public List<TextEdit> handle(SourceDocument document, DocumentFormattingParams params, CancelChecker cancel) {
    return convert(document, Formatter.edits(document, 0, document.text().length(), cancel::checkCanceled), cancel);
  }

  /** Converts editor-neutral edits, all relative to the unedited document, to LSP edits. */
  static List<TextEdit> convert(SourceDocument document, List<kopi.ide.TextEdit> edits, CancelChecker cancel) {
    LineIndex lines = document.lines();
    List<TextEdit> result = new ArrayList<>(edits.size());
    for (kopi.ide.TextEdit edit : edits) {
      if (result.size() % 4096 == 0) {
        cancel.checkCanceled();
      }
      result.add(new TextEdit(Positions.range(lines, edit.start(), edit.end()), edit.newText()));
    }
    return result;
  }
}
