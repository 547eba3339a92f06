package kopi.syntax;

/**
 * A stable text snapshot of a syntax tree, one line per node or token: indentation by depth, kind,
 * range {@code start..end}, and for tokens the text in double quotes with {@code \n \r \t \" \\}
 * and other control characters escaped. The fixture corpus stores these as {@code .tree} files.
 */
public final class TreeDump {
  private TreeDump() {}

  public static String dump(ParseResult result) {
    return dump(result.syntax());
  }

  public static String dump(SyntaxNode node) {
    StringBuilder out = new StringBuilder();
    dump(node.green(), node.start(), 0, out);
    return out.toString();
  }

  private static void dump(GreenElement element, int start, int depth, StringBuilder out) {
    for (int i = 0; i < depth; i++) {
      out.append("  ");
    }
    out.append(element.kind()).append(' ').append(start).append("..").append(start + element.width());
    if (element instanceof GreenToken token) {
      out.append(' ');
      appendQuoted(token.text(), out);
      out.append('\n');
      return;
    }
    out.append('\n');
    GreenNode node = (GreenNode) element;
    int offset = start;
    for (int i = 0; i < node.childCount(); i++) {
      GreenElement child = node.child(i);
      dump(child, offset, depth + 1, out);
      offset += child.width();
    }
  }

  /** Appends {@code text} in double quotes with escapes, so every dump line is one line. */
  static void appendQuoted(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)
              || Character.isSurrogate(c) && !validSurrogate(text, i)) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static boolean validSurrogate(String text, int i) {
    char c = text.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
    }
    return i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
  }
}
