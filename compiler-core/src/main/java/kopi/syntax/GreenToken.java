package kopi.syntax;

/** A leaf of the green tree: a kind and the exact source text it covers. */
public record GreenToken(SyntaxKind kind, String text) implements GreenElement {

  @Override
  public int width() {
    return text.length();
  }

  @Override
  public void appendText(StringBuilder out) {
    out.append(text);
  }

  @Override
  public String text() {
    return text;
  }
}
