package kopi.syntax;

import java.util.Random;

/** Random inputs for the property tests: raw characters, and Scheme-like text built from fragments. */
final class RandomText {
  private static final String[] FRAGMENTS = {
      "(", ")", "(", ")", "[", "]", "{", "}", " ", " ", "\n", "\n", "\t", "\r\n", "foo", "bar", "x", "define", "lambda",
      "1", "42", "-3.5e2", "1/2", "#x1F", "#e1.5", "+inf.0", "1+2i", "+i", "\"", "\"str\"", "\\", "\\\"", "\\x41;", "|",
      "|a b|", ";", "; comment\n", "#|", "|#", "#;", "#", "#\\", "#\\a", "#\\space", "#\\x3bb", "#\\foo", "#t", "#f",
      "#true", "#(", "#u8(", "'", "`", ",", ",@", ".", " . ", "#0=", "#0#", "#!fold-case", "#!eof", "#!optional",
      "#!bogus", "&", "&tag{", "&{", "&`{", "&sh{", "&tag[", "&[", "&|", "&-", "&lt;", "&#65;", "&#x41;", "::",
      "::int", "x::int", "name:", "obj:method", "a[", "λ", "\uD83D\uDE00", "\uD800", "\u0000", "#e", "#x", "1e400",
  };

  private RandomText() {}

  static String schemeLike(Random random, int pieces) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < pieces; i++) {
      out.append(FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
    }
    return out.toString();
  }

  static String rawChars(Random random, int length) {
    StringBuilder out = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      int pick = random.nextInt(10);
      if (pick < 6) {
        out.append((char) (32 + random.nextInt(95)));
      } else if (pick < 8) {
        out.append("()[]{}\"|#;&\\'`,.@:\n"
            .charAt(random.nextInt(19)));
      } else {
        out.append((char) random.nextInt(0x10000));
      }
    }
    return out.toString();
  }

  /** Text from raw bytes decoded as Latin-1, so every byte value appears as a character. */
  static String rawBytes(Random random, int length) {
    byte[] bytes = new byte[length];
    random.nextBytes(bytes);
    return new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
  }
}
