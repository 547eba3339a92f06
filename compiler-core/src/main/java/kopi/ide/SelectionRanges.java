package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Expanding selection: from the token under the cursor to the forms that enclose it. For a list the
 * contents between the brackets come before the whole list, so that one step selects the elements
 * and the next adds the brackets.
 */
public final class SelectionRanges {
  private SelectionRanges() {}

  /**
   * The ranges around {@code offset}, innermost first, each strictly larger than the one before; the
   * last is the whole document. A cursor just after a word (as when the user stops typing) selects
   * that word rather than the space or bracket after it.
   */
  public static List<TextRange> at(SourceDocument document, int offset) {
    SyntaxNode root = document.parse().syntax();
    List<TextRange> ranges = new ArrayList<>();
    SyntaxNode token = tokenNear(root, Math.max(0, Math.min(offset, root.end())));
    if (token == null) {
      add(ranges, new TextRange(0, root.end()));
      return ranges;
    }
    if (token.kind() != SyntaxKind.WHITESPACE) {
      add(ranges, new TextRange(token.start(), token.end()));
    }
    for (SyntaxNode node = token.parent(); node != null; node = node.parent()) {
      TextRange inner = contents(node);
      if (inner != null) {
        add(ranges, inner);
      }
      add(ranges, new TextRange(node.start(), node.end()));
    }
    return ranges;
  }

  private static SyntaxNode tokenNear(SyntaxNode root, int offset) {
    SyntaxNode token = root.tokenAt(offset);
    if (offset > 0 && (token == null || token.start() == offset)
        && (token == null || isGap(token.kind()))) {
      SyntaxNode before = root.tokenAt(offset - 1);
      if (before != null && !isGap(before.kind())) {
        return before;
      }
    }
    return token;
  }

  /** Tokens that a cursor at their start more likely means to leave than to select. */
  private static boolean isGap(SyntaxKind kind) {
    return kind == SyntaxKind.WHITESPACE || kind == SyntaxKind.CLOSE_PAREN || kind == SyntaxKind.CLOSE_BRACKET
        || kind == SyntaxKind.CLOSE_BRACE;
  }

  /** The range from the first to the last non-trivia element inside a bracketed node, or null. */
  private static TextRange contents(SyntaxNode node) {
    if (node.kind() != SyntaxKind.LIST && node.kind() != SyntaxKind.VECTOR && node.kind() != SyntaxKind.BYTEVECTOR
        && node.kind() != SyntaxKind.UVECTOR
        && node.kind() != SyntaxKind.BRACKET_LIST) {
      return null;
    }
    List<SyntaxNode> elements = new ArrayList<>();
    for (SyntaxNode child : node.significantChildren()) {
      if (!isBracket(child.kind())) {
        elements.add(child);
      }
    }
    if (elements.isEmpty()) {
      return null;
    }
    return new TextRange(elements.get(0).start(), elements.get(elements.size() - 1).end());
  }

  private static boolean isBracket(SyntaxKind kind) {
    return kind == SyntaxKind.OPEN_PAREN || kind == SyntaxKind.CLOSE_PAREN || kind == SyntaxKind.OPEN_BRACKET
        || kind == SyntaxKind.CLOSE_BRACKET || kind == SyntaxKind.VECTOR_OPEN || kind == SyntaxKind.BYTEVECTOR_OPEN
        || kind == SyntaxKind.UVECTOR_OPEN;
  }

  private static void add(List<TextRange> ranges, TextRange range) {
    if (ranges.isEmpty()) {
      ranges.add(range);
      return;
    }
    TextRange last = ranges.get(ranges.size() - 1);
    if (range.contains(last) && !range.equals(last)) {
      ranges.add(range);
    }
  }
}
