package kopi.syntax;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Kawa's regular expression literal {@code #/pattern/flags}, which reads as a
 * {@code java.util.regex.Pattern}. Inside the slashes {@code \/} stands for a slash and every other
 * character, backslashes included, is the pattern's own text ({@code #/\d+/} is the pattern
 * {@code \d+}). The flags are {@code i} (case-insensitive), {@code m} (multi-line), {@code s} (dot
 * matches newlines) and {@code x} (comments and whitespace).
 */
public final class RegexLiteral {
  private RegexLiteral() {}

  /** The pattern text of a well-formed token. */
  public static String source(String token) {
    int close = token.lastIndexOf('/');
    String body = token.substring(2, Math.max(2, close));
    return body.replace("\\/", "/");
  }

  /** The {@code Pattern} flags of a well-formed token. */
  public static int flags(String token) {
    int flags = 0;
    for (char c : token.substring(token.lastIndexOf('/') + 1).toCharArray()) {
      flags |= flag(c);
    }
    return flags;
  }

  private static int flag(char c) {
    return switch (c) {
      case 'i' -> Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
      case 'm' -> Pattern.MULTILINE;
      case 's' -> Pattern.DOTALL;
      case 'x' -> Pattern.COMMENTS;
      default -> -1;
    };
  }

  /** What is wrong with a terminated token, or null. */
  static String problem(String token) {
    for (char c : token.substring(token.lastIndexOf('/') + 1).toCharArray()) {
      if (flag(c) < 0) {
        return "unknown regular expression flag '" + c + "', expected i, m, s or x";
      }
    }
    try {
      Pattern.compile(source(token), flags(token));
      return null;
    } catch (PatternSyntaxException e) {
      return "bad regular expression: " + e.getDescription();
    }
  }

  /** The pattern a token denotes, or null when it is malformed. */
  public static Pattern compile(String token) {
    if (problem(token) != null) {
      return null;
    }
    return Pattern.compile(source(token), flags(token));
  }
}
