package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.SelectionRanges;
import kopi.ide.SourceDocument;
import kopi.ide.TextRange;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.SelectionRange;
import org.eclipse.lsp4j.SelectionRangeParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/selectionRange}: for each position, the token and then the forms around it. */
final class SelectionRangeHandler implements RequestHandler<SelectionRangeParams, List<SelectionRange>> {

  @Override
  public List<SelectionRange> handle(SourceDocument document, SelectionRangeParams params, CancelChecker cancel) {
    LineIndex lines = document.lines();
    List<SelectionRange> result = new ArrayList<>();
    for (Position position : params.getPositions()) {
      List<TextRange> ranges = SelectionRanges.at(document, Positions.offset(lines, position));
      SelectionRange outer = null;
      for (int i = ranges.size() - 1; i >= 0; i--) {
        TextRange range = ranges.get(i);
        outer = new SelectionRange(Positions.range(lines, range.start(), range.end()), outer);
      }
      result.add(outer);
    }
    return result;
  }
}
