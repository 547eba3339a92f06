package kopi.ide;

/** Where identifiers start and end in raw text, for features that look at what the user is typing. */
public final class Identifiers {
  private Identifiers() {}

  /** The start of the identifier that ends at {@code offset} ({@code offset} itself when there is none). */
  public static int startBefore(String text, int offset) {
    int start = offset;
    while (start > 0 && isIdentifierChar(text.charAt(start - 1))) {
      start--;
    }
    return start;
  }

  /** True when {@code name} can be written as a plain identifier, so a rename can insert it as is. */
  static boolean isPlainIdentifier(String name) {
    if (name.isEmpty() || name.charAt(0) == '#' || Character.isDigit(name.charAt(0))) {
      return false;
    }
    for (int i = 0; i < name.length(); i++) {
      if (!isIdentifierChar(name.charAt(i)) || name.charAt(i) == '|') {
        return false;
      }
    }
    return !name.equals(".");
  }

  static boolean isIdentifierChar(char c) {
    return !Character.isWhitespace(c) && "()[]{}\"';`,".indexOf(c) < 0;
  }
}
