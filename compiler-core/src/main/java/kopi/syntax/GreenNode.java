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

  /** Nodes with more children than this find the child at an offset by binary search. */
  private static final int LINEAR_SEARCH_LIMIT = 16;
  /** The end offset of each child relative to this node, made on first use for wide nodes. */
  private volatile int[] ends;

  /**
   * The index of the first child that ends after {@code offset} (relative to this node), so the one
   * covering it, skipping empty children; -1 when {@code offset} is outside this node. Logarithmic
   * for nodes with many children (a file of thousands of top-level forms), so that looking up the
   * token at an offset does not grow with the length of the file.
   */
  public int childIndexAt(int offset) {
    if (offset < 0 || offset >= width) {
      return -1;
    }
    if (children.length <= LINEAR_SEARCH_LIMIT) {
      int end = 0;
      for (int i = 0; i < children.length; i++) {
        end += children[i].width();
        if (offset < end) {
          return i;
        }
      }
      return -1;
    }
    int[] childEnds = childEnds();
    int low = 0;
    int high = childEnds.length - 1;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (childEnds[middle] > offset) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return low;
  }

  /** The offset of child {@code index} relative to this node. */
  public int childOffset(int index) {
    if (children.length <= LINEAR_SEARCH_LIMIT) {
      int start = 0;
      for (int i = 0; i < index; i++) {
        start += children[i].width();
      }
      return start;
    }
    return index == 0 ? 0 : childEnds()[index - 1];
  }

  private int[] childEnds() {
    int[] known = ends;
    if (known == null) {
      known = new int[children.length];
      int end = 0;
      for (int i = 0; i < children.length; i++) {
        end += children[i].width();
        known[i] = end;
      }
      ends = known;
    }
    return known;
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
