package kopi.syntax;

import java.util.Arrays;
import java.util.List;

/**
 * An inner node of the green tree. The children array is never exposed for writing, so nodes are
 * immutable and may be shared freely between trees. Equality is structural (kind and children),
 * which is what the incremental-reparse tests compare; identity tells whether a node was reused.
 */
public final class GreenNode implements GreenElement {
  private final SyntaxKind kind;
  private final int width;
  private final GreenElement[] children;
  private int hash;

  public GreenNode(SyntaxKind kind, GreenElement[] children) {
    this.kind = kind;
    this.children = children;
    int total = 0;
    for (GreenElement child : children) {
      total += child.width();
    }
    this.width = total;
  }

  @Override
  public SyntaxKind kind() {
    return kind;
  }

  @Override
  public int width() {
    return width;
  }

  public int childCount() {
    return children.length;
  }

  public GreenElement child(int index) {
    return children[index];
  }

  public List<GreenElement> children() {
    return List.of(children);
  }

  @Override
  public void appendText(StringBuilder out) {
    for (GreenElement child : children) {
      child.appendText(out);
    }
  }

  @Override
  public boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    return other instanceof GreenNode node
        && node.kind == kind
        && node.width == width
        && Arrays.equals(node.children, children);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = kind.hashCode() * 31 + Arrays.hashCode(children);
      hash = h;
    }
    return h;
  }

  @Override
  public String toString() {
    return kind + "@" + width;
  }
}
