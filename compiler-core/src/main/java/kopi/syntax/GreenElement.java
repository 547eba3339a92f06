package kopi.syntax;

/**
 * An immutable element of the green tree: a {@link GreenToken} or a {@link GreenNode}. Green
 * elements know their kind and width but not their position, so an unchanged top-level form can be
 * shared between the trees of successive edits.
 */
public sealed interface GreenElement permits GreenNode, GreenToken {
  SyntaxKind kind();

  /** The length of the element's text in UTF-16 code units. */
  int width();

  /** Appends the element's text, which is the concatenation of its tokens' text. */
  void appendText(StringBuilder out);

  default String text() {
    StringBuilder out = new StringBuilder(width());
    appendText(out);
    return out.toString();
  }
}
