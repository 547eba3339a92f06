package kopi.syntax;

import java.util.List;
import java.util.Locale;

/**
 * Decodes the text of atom tokens (strings, characters, {@code |identifiers|}, entities) and
 * explains malformed ones. The parser calls {@link #check} once per token to report diagnostics;
 * the datum reader calls the decoders, which are lenient and never report, so a broken token still
 * yields a best-effort value.
 */
final class TokenChecker {
  private static final String[] CHAR_NAMES = {
      "alarm", "backspace", "delete", "escape", "newline", "null", "return", "space", "tab",
      "nul", "linefeed", "page", "rubout", "altmode", "vtab"
  };
  private static final int[] CHAR_CODES = {7, 8, 127, 27, 10, 0, 13, 32, 9, 0, 10, 12, 127, 27, 11};

  private TokenChecker() {}

  /** Reports what is wrong with a token, if anything; {@code unterminated} comes from the lexer. */
  static void check(SyntaxKind kind, String text, int start, boolean unterminated, List<Diagnostic> out) {
    switch (kind) {
      case REGEX:
        if (unterminated) {
          out.add(error("read.unterminated-regex", start, start + text.length(),
              "unterminated regular expression: expected '/' before the end of the line"));
        } else {
          String problem = RegexLiteral.problem(text);
          if (problem != null) {
            out.add(error("read.bad-regex", start, start + text.length(), problem));
          }
        }
        break;
      case STRING:
        if (unterminated) {
          out.add(error("read.unterminated-string", start, start + text.length(),
              "unterminated string: expected '\"' before the end of the file"));
        }
        checkEscapes(text, start, '"', out);
        break;
      case IDENTIFIER:
        if (text.startsWith("|")) {
          if (unterminated) {
            out.add(error("read.unterminated-identifier", start, start + text.length(),
                "unterminated identifier: expected '|' before the end of the file"));
          }
          checkEscapes(text, start, '|', out);
        }
        break;
      case BLOCK_COMMENT:
        if (unterminated) {
          out.add(error("read.unterminated-comment", start, start + Math.min(2, text.length()),
              "unterminated block comment: expected '|#' before the end of the file"));
        }
        break;
      case CHARACTER:
        if (decodeCharacter(text) < 0) {
          // Hex digits after #\x make a numeric character whose value is out of range, not a name.
          String message = isHexCharacter(text)
              ? "expected a Unicode scalar value, got " + text
              : "unknown character name " + text;
          out.add(error("read.bad-character", start, start + text.length(), message));
        }
        break;
      case EXT_ENTITY:
        if (text.startsWith("&#") && decodeNumericEntity(text) < 0) {
          out.add(error("read.bad-entity", start, start + text.length(), "malformed character reference " + text));
        }
        break;
      case ERROR:
        out.add(explainError(text, start));
        break;
      default:
        break;
    }
  }

  private static Diagnostic explainError(String text, int start) {
    int end = start + text.length();
    if (text.startsWith("#!")) {
      return error("read.bad-directive", start, end, "unknown directive " + text
          + ", expected one of #!fold-case #!no-fold-case #!eof #!void #!default #!optional #!rest #!key #!if");
    }
    if (text.equals("#\\")) {
      return error("read.bad-character", start, end, "expected a character after #\\, got end of file");
    }
    if (text.startsWith("&")) {
      return error("read.bad-ampersand", start, end,
          "expected an entity, '&[', '&|', '&-' or an extended literal after '&', got " + describeNext(text));
    }
    if (text.length() >= 2 && "eixbodEIXBOD".indexOf(text.charAt(1)) >= 0) {
      return error("read.bad-number", start, end, "malformed number " + text);
    }
    if (text.matches("#[0-9]+[aA][-@:0-9]*")) {
      return error("read.bad-array", start, end, "malformed array prefix " + text
          + ", expected #RANKa, then @LOW and :LENGTH for every dimension or for none (#2a@1:2:3)");
    }
    if (text.length() >= 2 && Character.isDigit(text.charAt(1))) {
      return error("read.bad-label", start, end, "malformed datum label " + text + ", expected #N= or #N#");
    }
    if (text.equals("#")) {
      return error("read.bad-hash", start, end, "expected a character after '#', got end of file");
    }
    return error("read.bad-hash", start, end, "unknown # syntax " + text);
  }

  private static String describeNext(String text) {
    if (text.length() <= 1) {
      return "end of file";
    }
    return text.charAt(1) == ' ' || text.charAt(1) == '\t' ? "whitespace" : "'" + text.substring(1) + "'";
  }

  private static void checkEscapes(String text, int start, char delimiter, List<Diagnostic> out) {
    int last = text.length();
    if (last >= 2 && text.charAt(last - 1) == delimiter) {
      last--;
    }
    for (int i = 1; i < last; i++) {
      if (text.charAt(i) != '\\') {
        continue;
      }
      int escapeStart = i;
      if (i + 1 >= text.length()) {
        break;
      }
      char c = text.charAt(i + 1);
      if (c == 'x' || c == 'X') {
        // The escape's extent is the run of letters and digits after \x, plus the ';' that
        // should end it: \x41 and \xZZ; are labelled whole, and the text after a missing ';' is not.
        int digitsEnd = i + 2;
        while (digitsEnd < last && Character.isLetterOrDigit(text.charAt(digitsEnd))) {
          digitsEnd++;
        }
        boolean closed = digitsEnd < last && text.charAt(digitsEnd) == ';';
        int code = closed ? parseHex(text, i + 2, digitsEnd) : -1;
        int end = closed ? digitsEnd + 1 : digitsEnd;
        if (code < 0) {
          out.add(error("read.bad-escape", start + escapeStart, start + end,
              "malformed hex escape " + text.substring(escapeStart, end) + ", expected \\xHEX;"));
        }
        i = end - 1;
        continue;
      }
      if (c == 'u') {
        // Kawa's backslash-u escape: exactly four hex digits naming a UTF-16 unit; a surrogate must come as
        // a high and a low half, two escapes in a row.
        int unit = unicodeEscape(text, i, last);
        int end = Math.min(i + 6, last);
        String problem = null;
        if (unit < 0) {
          problem = "malformed escape " + text.substring(escapeStart, end) + ", expected \\u and four hex digits";
        } else if (Character.isHighSurrogate((char) unit)) {
          int low = unicodeEscape(text, i + 6, last);
          if (low >= 0 && Character.isLowSurrogate((char) low)) {
            end = i + 12;
          } else {
            problem = "unpaired surrogate " + text.substring(escapeStart, end) + " in a \\u escape";
          }
        } else if (Character.isLowSurrogate((char) unit)) {
          problem = "unpaired surrogate " + text.substring(escapeStart, end) + " in a \\u escape";
        }
        if (problem != null) {
          out.add(error("read.bad-escape", start + escapeStart, start + end, problem));
        }
        i = end - 1;
        continue;
      }
      if (SIMPLE_ESCAPES.indexOf(c) >= 0) {
        i++;
        continue;
      }
      int octalEnd = octalEnd(text, i + 1, last);
      if (octalEnd > i + 1) {
        i = octalEnd - 1;
        continue;
      }
      int after = skipLineContinuation(text, i + 1);
      if (after >= 0) {
        i = after - 1;
        continue;
      }
      out.add(error("read.bad-escape", start + escapeStart, start + i + 2,
          "unknown escape \\" + c + " in " + (delimiter == '"' ? "string" : "identifier")));
      i++;
    }
  }

  /**
   * If a line continuation ({@code \ <spaces> newline <spaces>}) starts at {@code pos}, the offset
   * just after it; otherwise -1.
   */
  private static int skipLineContinuation(String text, int pos) {
    int i = pos;
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    if (i >= text.length()) {
      return -1;
    }
    if (text.charAt(i) == '\r') {
      i++;
      if (i < text.length() && text.charAt(i) == '\n') {
        i++;
      }
    } else if (text.charAt(i) == '\n') {
      i++;
    } else {
      return -1;
    }
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  private static int parseHex(String text, int from, int to) {
    if (to <= from || to - from > 8) {
      return -1;
    }
    int value = 0;
    for (int i = from; i < to; i++) {
      int digit = hexDigit(text.charAt(i));
      if (digit < 0) {
        return -1;
      }
      value = value * 16 + digit;
    }
    return value <= Character.MAX_CODE_POINT && (value < 0xD800 || value > 0xDFFF) ? value : -1;
  }

  /** The contents of a string or {@code |identifier|} token with escapes applied; lenient. */
  static String decodeDelimited(String text) {
    char delimiter = text.charAt(0);
    int last = text.length();
    if (last >= 2 && text.charAt(last - 1) == delimiter && !escapedAt(text, last - 1)) {
      last--;
    }
    StringBuilder out = new StringBuilder(last);
    for (int i = 1; i < last; i++) {
      char c = text.charAt(i);
      if (c == '\r') {
        // R7RS: a line ending inside a string or |identifier| reads as one newline, so CRLF and
        // lone CR files give the same value as LF files (Kawa agrees).
        out.append('\n');
        if (i + 1 < last && text.charAt(i + 1) == '\n') {
          i++;
        }
        continue;
      }
      if (c != '\\' || i + 1 >= last) {
        out.append(c);
        continue;
      }
      char e = text.charAt(i + 1);
      switch (e) {
        case 'a' -> {
          out.append('\u0007');
          i++;
        }
        case 'b' -> {
          out.append('\b');
          i++;
        }
        case 't' -> {
          out.append('\t');
          i++;
        }
        case 'n' -> {
          out.append('\n');
          i++;
        }
        case 'r' -> {
          out.append('\r');
          i++;
        }
        case 'f' -> {
          out.append('\f');
          i++;
        }
        case 'v' -> {
          out.append('\u000b');
          i++;
        }
        case 'e' -> {
          out.append('\u001b');
          i++;
        }
        case '0', '1', '2', '3', '4', '5', '6', '7' -> {
          int end = octalEnd(text, i + 1, last);
          out.append((char) Integer.parseInt(text.substring(i + 1, end), 8));
          i = end - 1;
        }
        case 'u' -> {
          int unit = unicodeEscape(text, i, last);
          if (unit >= 0) {
            out.append((char) unit);
            i += 5;
          } else {
            out.append(e);
            i++;
          }
        }
        case 'x', 'X' -> {
          int semicolon = text.indexOf(';', i + 2);
          int code = semicolon < 0 || semicolon >= last ? -1 : parseHex(text, i + 2, semicolon);
          if (code >= 0) {
            out.appendCodePoint(code);
            i = semicolon;
          } else {
            out.append(e);
            i++;
          }
        }
        default -> {
          int after = skipLineContinuation(text, i + 1);
          if (after >= 0 && after <= last) {
            i = after - 1;
          } else {
            out.append(e);
            i++;
          }
        }
      }
    }
    return out.toString();
  }

  /**
   * The escapes of one letter after a backslash in a string or {@code |identifier|}: R7RS's, and
   * Kawa's form feed, vertical tab and escape ({@code \\f \\v \\e}, which Kawa's {@code write} uses).
   */
  private static final String SIMPLE_ESCAPES = "abtnrfve\"\\|";

  /**
   * The end of Kawa's octal escape whose digits start at {@code from} (one to three octal digits,
   * {@code \\101} is {@code A}), or {@code from} when there is none.
   */
  private static int octalEnd(String text, int from, int last) {
    int end = from;
    while (end < last && end < from + 3 && text.charAt(end) >= '0' && text.charAt(end) <= '7') {
      end++;
    }
    return end;
  }

  /** The UTF-16 unit of a {@code \\uXXXX} escape whose backslash is at {@code at}, or -1. */
  private static int unicodeEscape(String text, int at, int last) {
    if (at < 0 || at + 6 > last || text.charAt(at) != '\\' || text.charAt(at + 1) != 'u') {
      return -1;
    }
    int value = 0;
    for (int k = at + 2; k < at + 6; k++) {
      int digit = Character.digit(text.charAt(k), 16);
      if (digit < 0) {
        return -1;
      }
      value = value * 16 + digit;
    }
    return value;
  }

  private static boolean escapedAt(String text, int index) {
    int backslashes = 0;
    for (int i = index - 1; i > 0 && text.charAt(i) == '\\'; i--) {
      backslashes++;
    }
    return (backslashes & 1) == 1;
  }

  /** The code point of a {@code #\...} token, or -1 for an unknown name. */
  static int decodeCharacter(String text) {
    if (text.length() < 3) {
      return -1;
    }
    String body = text.substring(2);
    if (body.codePointCount(0, body.length()) == 1) {
      return body.codePointAt(0);
    }
    if ((body.charAt(0) == 'x' || body.charAt(0) == 'X') && body.length() > 1) {
      int code = parseHex(body, 1, body.length());
      if (code >= 0) {
        return code;
      }
    }
    String lower = body.toLowerCase(Locale.ROOT);
    for (int i = 0; i < CHAR_NAMES.length; i++) {
      if (CHAR_NAMES[i].equals(lower)) {
        return CHAR_CODES[i];
      }
    }
    return -1;
  }

  /** The value of an ASCII hexadecimal digit, or -1; other Unicode digits are not hex digits. */
  private static int hexDigit(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    return -1;
  }

  /** Whether a {@code #\...} token is {@code #\x} followed by hexadecimal digits only. */
  private static boolean isHexCharacter(String text) {
    if (text.length() < 4 || (text.charAt(2) != 'x' && text.charAt(2) != 'X')) {
      return false;
    }
    for (int i = 3; i < text.length(); i++) {
      if (hexDigit(text.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  /** Normalises line endings in extended-literal text the way {@link #decodeDelimited} does. */
  static String normaliseLineEndings(String text) {
    if (text.indexOf('\r') < 0) {
      return text;
    }
    return text.replace("\r\n", "\n").replace('\r', '\n');
  }

  /** The code point of {@code &#65;} or {@code &#x41;}, or -1 when malformed. */
  static int decodeNumericEntity(String text) {
    int end = text.length() - 1;
    if (text.length() < 4 || text.charAt(end) != ';') {
      return -1;
    }
    if (text.charAt(2) == 'x' || text.charAt(2) == 'X') {
      return parseHex(text, 3, end);
    }
    if (end - 2 > 7) {
      return -1;
    }
    int value = 0;
    for (int i = 2; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value <= Character.MAX_CODE_POINT && (value < 0xD800 || value > 0xDFFF) ? value : -1;
  }

  private static Diagnostic error(String code, int start, int end, String message) {
    return Diagnostic.error(Phase.READ, code, start, end, message);
  }
}
