package kopi.server;

import java.util.ArrayList;
import java.util.List;
import kopi.ide.FoldingRanges;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeKind;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;

/** {@code textDocument/foldingRange}: multi-line forms and comments, by line. */
final class FoldingRangeHandler implements RequestHandler<FoldingRangeRequestParams, List<FoldingRange>> {

  @Override
  public List<FoldingRange> handle(SourceDocument document, FoldingRangeRequestParams params, CancelChecker cancel) {
    LineIndex lines = document.lines();
    List<FoldingRange> result = new ArrayList<>();
    for (FoldingRanges.Region region : FoldingRanges.of(document)) {
      int startLine = lines.line(region.range().start());
      int endLine = lines.line(region.range().end() - 1);
      if (endLine > startLine) {
        FoldingRange range = new FoldingRange(startLine, endLine);
        if (region.kind() == FoldingRanges.Kind.COMMENT) {
          range.setKind(FoldingRangeKind.Comment);
        }
        result.add(range);
      }
    }
    return result;
  }
}
