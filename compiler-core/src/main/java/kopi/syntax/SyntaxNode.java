package kopi.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * A red cursor: a green element seen at a position in one tree, with its parent. Cursors are made
 * on demand and are cheap; two cursors are equal when they show the same green element at the
 * same offset. A cursor is a token when {@link #isToken()} holds, otherwise a node.
 */
public final class SyntaxNode {
  private final GreenElement green;
  private final SyntaxNode parent;
  private final int start;

  SyntaxNode(GreenElement green, SyntaxNode parent, int start) {
    this.green = green;
    this.parent = parent;
    this.start = start;
  }

  public SyntaxKind kind() {
    return green.kind();
  }

  public GreenElement green() {
    return green;
  }

  public boolean isToken() {
    return green instanceof GreenToken;
  }

  public int start() {
    return start;
  }

  public int end() {
    return start + green.width();
  }

  public String text() {
    return green.text();
  }

  /** The enclosing node, or null for the root. */
  public SyntaxNode parent() {
    return parent;
  }

  public List<SyntaxNode> children() {
    if (!(green instanceof GreenNode node)) {
      return List.of();
    }
    List<SyntaxNode> children = new ArrayList<>(node.childCount());
    int offset = start;
    for (int i = 0; i < node.childCount(); i++) {
      GreenElement child = node.child(i);
      children.add(new SyntaxNode(child, this, offset));
      offset += child.width();
    }
    return children;
  }

  /** Children that are not trivia: the elements of a list, the datum of a quote, and so on. */
  public List<SyntaxNode> significantChildren() {
    List<SyntaxNode> result = new ArrayList<>();
    for (SyntaxNode child : children()) {
      if (!child.kind().isTrivia()) {
        result.add(child);
      }
    }
    return result;
  }

  /**
   * The first {@code limit} children that are not trivia, found without visiting the rest: for a
   * caller that needs only the head of a form with thousands of elements.
   */
  public List<SyntaxNode> significantChildren(int limit) {
    List<SyntaxNode> result = new ArrayList<>(Math.min(limit, 8));
    if (!(green instanceof GreenNode node)) {
      return result;
    }
    int offset = start;
    for (int i = 0; i < node.childCount() && result.size() < limit; i++) {
      GreenElement child = node.child(i);
      if (!child.kind().isTrivia()) {
        result.add(new SyntaxNode(child, this, offset));
      }
      offset += child.width();
    }
    return result;
  }

  /**
   * The elements of a list ({@code (...)} or {@code [...]}) without its brackets, trivia and datum
   * comments, or null when this node is not a list.
   */
  public List<SyntaxNode> listElements() {
    if (kind() != SyntaxKind.LIST && kind() != SyntaxKind.BRACKET_LIST) {
      return null;
    }
    List<SyntaxNode> result = new ArrayList<>();
    for (SyntaxNode child : significantChildren()) {
      SyntaxKind kind = child.kind();
      if (kind != SyntaxKind.OPEN_PAREN && kind != SyntaxKind.CLOSE_PAREN && kind != SyntaxKind.OPEN_BRACKET
          && kind != SyntaxKind.CLOSE_BRACKET && kind != SyntaxKind.DATUM_COMMENT) {
        result.add(child);
      }
    }
    return result;
  }

  /**
   * The token containing {@code offset} ({@code start <= offset < end}); an offset equal to
   * {@link #end()} gives the last token. Null when this element is empty or the offset is outside it.
   */
  public SyntaxNode tokenAt(int offset) {
    if (offset < start || offset > end() || green.width() == 0) {
      return null;
    }
    if (offset == end()) {
      offset = end() - 1;
    }
    SyntaxNode current = this;
    while (current.green instanceof GreenNode node) {
      int index = node.childIndexAt(offset - current.start);
      if (index < 0) {
        return null;
      }
      current = new SyntaxNode(node.child(index), current, current.start + node.childOffset(index));
    }
    return current;
  }

  /** The innermost node (not token) whose range contains {@code offset}. */
  public SyntaxNode nodeAt(int offset) {
    SyntaxNode token = tokenAt(offset);
    if (token == null) {
      return null;
    }
    SyntaxNode node = token.parent;
    return node == null ? token : node;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SyntaxNode node && node.green == green && node.start == start;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(green) * 31 + start;
  }

  @Override
  public String toString() {
    return kind() + "@" + start + ".." + end();
  }
}
