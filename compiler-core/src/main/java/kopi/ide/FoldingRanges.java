package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.LineIndex;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Foldable regions: every form that spans several lines, every multi-line block comment or
 * string, and every run of two or more consecutive line comments.
 */
public final class FoldingRanges {
  private FoldingRanges() {}

  /** What a region holds, which editors use to fold comments on request. */
  public enum Kind {
    FORM,
    COMMENT
  }

  /**
   * One foldable region.
   *
   * @param range the text of the region, from its first to its last character
   * @param kind  a form or a comment
   */
  public record Region(TextRange range, Kind kind) {}

  /** The regions of {@code document}, in document order (outer regions before inner ones). */
  public static List<Region> of(SourceDocument document) {
    List<Region> regions = new ArrayList<>();
    LineIndex lines = document.lines();
    collect(document.parse().syntax(), lines, regions);
    return regions;
  }

  private static void collect(SyntaxNode node, LineIndex lines, List<Region> regions) {
    List<SyntaxNode> children = node.children();
    int commentRunStart = -1;
    int commentRunEnd = -1;
    int commentRunLines = 0;
    for (SyntaxNode child : children) {
      SyntaxKind kind = child.kind();
      if (kind == SyntaxKind.LINE_COMMENT) {
        // A run continues while only whitespace with at most one line break separates comments.
        if (commentRunStart >= 0 && lines.line(child.start()) == lines.line(commentRunEnd) + 1) {
          commentRunEnd = child.end();
          commentRunLines++;
        } else {
          addCommentRun(commentRunStart, commentRunEnd, commentRunLines, regions);
          commentRunStart = child.start();
          commentRunEnd = child.end();
          commentRunLines = 1;
        }
        continue;
      }
      if (kind != SyntaxKind.WHITESPACE) {
        addCommentRun(commentRunStart, commentRunEnd, commentRunLines, regions);
        commentRunStart = -1;
        commentRunLines = 0;
      }
      boolean multiLine = lines.line(child.start()) < lines.line(Math.max(child.start(), child.end() - 1));
      if (!multiLine) {
        continue;
      }
      if (kind == SyntaxKind.BLOCK_COMMENT || kind == SyntaxKind.DATUM_COMMENT) {
        regions.add(new Region(new TextRange(child.start(), child.end()), Kind.COMMENT));
      } else if (kind == SyntaxKind.STRING || (kind.isNode() && kind != SyntaxKind.ABBREVIATION
          && kind != SyntaxKind.LABELED)) {
        // A quote or label folds through the form it prefixes, so it adds no region of its own.
        regions.add(new Region(new TextRange(child.start(), child.end()), Kind.FORM));
      }
      if (!child.isToken() && kind != SyntaxKind.DATUM_COMMENT) {
        collect(child, lines, regions);
      }
    }
    addCommentRun(commentRunStart, commentRunEnd, commentRunLines, regions);
  }

  private static void addCommentRun(int start, int end, int lineCount, List<Region> regions) {
    if (start >= 0 && lineCount >= 2) {
      regions.add(new Region(new TextRange(start, end), Kind.COMMENT));
    }
  }
}
