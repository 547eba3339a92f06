package kopi.syntax;

/**
 * Splits text into tokens one at a time, in one of two modes chosen by the parser: data mode (the
 * ordinary Scheme lexical syntax) and body mode (the text inside an extended literal's braces).
 * The lexer keeps no state between calls apart from bookkeeping for incremental reparsing, so the
 * parser can re-lex a position in another mode when its context changes.
 *
 * <p>The lexer never fails: text it cannot classify becomes an {@link SyntaxKind#ERROR} token, and
 * {@link TokenChecker} later explains what is wrong with it. It never allocates per character.
 */
final class Lexer {
  /** The SRFI 4 tags with literals {@code #TAG(...)} other than {@code u8} (a bytevector). */
  static final java.util.List<String> UNIFORM_TAGS = java.util.List.of("s8", "u16", "s16", "u32", "s32", "u64", "s64",
      "f32", "f64");

  private static final boolean[] DELIMITER = new boolean[128];

  static {
    for (char c : " \t\n\r\f\u000b()[]{}\";|".toCharArray()) {
      DELIMITER[c] = true;
    }
  }

  private final String text;
  /**
   * The characters of {@code text}: reading a large file runs largely in the interpreter and C1,
   * where an array access costs a fraction of {@code String.charAt} (a call, a coder test and a
   * bounds check).
   */
  private final char[] chars;
  private final int length;

  /** End offset of the token returned by the last call. */
  int tokenEnd;
  /** Whether the last token is a string, {@code |identifier|} or block comment missing its closer. */
  boolean unterminated;
  /**
   * The largest offset whose character (or the end of text, at {@code length}) influenced any
   * token since the last {@link #resetExamined}. Incremental reparsing uses it to know which
   * top-level forms an edit can change.
   */
  int maxExamined = -1;

  Lexer(String text) {
    this.text = text;
    this.chars = text.toCharArray();
    this.length = text.length();
  }

  String text() {
    return text;
  }

  int length() {
    return length;
  }

  void resetExamined() {
    maxExamined = -1;
  }

  /** The character a UTF-8 byte-order mark decodes to. */
  static final char BYTE_ORDER_MARK = '\uFEFF';

  static boolean isDelimiter(char c) {
    return c < 128 ? DELIMITER[c] : Character.isWhitespace(c);
  }

  static boolean isWhitespace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000b'
        || (c >= 128 && Character.isWhitespace(c));
  }

  /** Lexes the token at {@code pos} in data mode; returns null at the end of text. */
  SyntaxKind lexData(int pos) {
    unterminated = false;
    SyntaxKind kind = lexDataRaw(pos);
    // Maximal munch looks at the character just past the token.
    note(tokenEnd);
    return kind;
  }

  /** Lexes the token at {@code pos} in extended-literal body mode; returns null at the end of text. */
  SyntaxKind lexBody(int pos) {
    unterminated = false;
    SyntaxKind kind = lexBodyRaw(pos);
    note(tokenEnd);
    return kind;
  }

  private void note(int offset) {
    if (offset > maxExamined) {
      maxExamined = offset;
    }
  }

  private SyntaxKind lexDataRaw(int pos) {
    if (pos >= length) {
      tokenEnd = length;
      return null;
    }
    char c = chars[pos];
    switch (c) {
      case '(':
        return single(pos, SyntaxKind.OPEN_PAREN);
      case ')':
        return single(pos, SyntaxKind.CLOSE_PAREN);
      case '[':
        return single(pos, SyntaxKind.OPEN_BRACKET);
      case ']':
        return single(pos, SyntaxKind.CLOSE_BRACKET);
      case '{':
        return single(pos, SyntaxKind.OPEN_BRACE);
      case '}':
        return single(pos, SyntaxKind.CLOSE_BRACE);
      case '\'':
        return single(pos, SyntaxKind.QUOTE);
      case '`':
        return single(pos, SyntaxKind.QUASIQUOTE);
      case ',':
        if (pos + 1 < length && chars[pos + 1] == '@') {
          tokenEnd = pos + 2;
          return SyntaxKind.UNQUOTE_SPLICING;
        }
        return single(pos, SyntaxKind.UNQUOTE);
      case '@':
        // Kawa's splice prefix; an @ inside a symbol (a@b) is part of the symbol.
        return single(pos, SyntaxKind.SPLICE);
      case ';':
        return lineComment(pos);
      case '"':
        return delimited(pos, '"', SyntaxKind.STRING);
      case '|':
        return delimited(pos, '|', SyntaxKind.IDENTIFIER);
      case '#':
        if (pos == 0 && isShebang()) {
          // A script's "#!/usr/bin/env kopi" (or "#! ...") line, as in Kawa and SRFI 22; it is a
          // comment only at the very start of the text, elsewhere "#!/" is an unknown directive.
          return lineComment(pos);
        }
        return hash(pos);
      case '&':
        return ampersand(pos);
      default:
        break;
    }
    // A byte-order mark (U+FEFF) that an editor put at the start of the file is whitespace there.
    if (isWhitespace(c) || (pos == 0 && c == BYTE_ORDER_MARK)) {
      int end = pos + 1;
      while (end < length && isWhitespace(chars[end])) {
        end++;
      }
      tokenEnd = end;
      return SyntaxKind.WHITESPACE;
    }
    return atom(pos, runEnd(pos));
  }

  private boolean isShebang() {
    return length >= 3 && chars[0] == '#' && chars[1] == '!'
        && (chars[2] == '/' || chars[2] == ' ');
  }

  private SyntaxKind lineComment(int pos) {
    int end = pos + 1;
    while (end < length && chars[end] != '\n' && chars[end] != '\r') {
      end++;
    }
    tokenEnd = end;
    return SyntaxKind.LINE_COMMENT;
  }

  private SyntaxKind single(int pos, SyntaxKind kind) {
    tokenEnd = pos + 1;
    return kind;
  }

  /** The end of the run of non-delimiter characters starting at {@code pos}. */
  private int runEnd(int pos) {
    int end = pos;
    while (end < length && !isDelimiter(chars[end])) {
      end++;
    }
    return end;
  }

  /** Classifies a run of constituent characters: dot, number, keyword, {@code ::} or identifier. */
  private SyntaxKind atom(int pos, int end) {
    // Three or more colons alone are one symbol (R7RS's custom ellipsis example is :::); Kawa
    // reads them as colon notation, which means nothing useful and printed nothing.
    if (end - pos >= 3 && chars[pos] == ':' && allColons(pos, end)) {
      tokenEnd = end;
      return SyntaxKind.IDENTIFIER;
    }
    // A double colon always separates: x::int reads as x, ::, int, as in Kawa.
    int colons = -1;
    for (int i = pos; i + 1 < end; i++) {
      if (chars[i] == ':' && chars[i + 1] == ':') {
        colons = i;
        break;
      }
    }
    if (colons >= 0) {
      // The split depends on the second colon too, which lies past the token "x" in "x::int".
      note(colons + 1);
      if (colons == pos) {
        tokenEnd = pos + 2;
        return SyntaxKind.COLON_COLON;
      }
      end = colons;
    }
    tokenEnd = end;
    char first = chars[pos];
    if (end == pos + 1 && first == '.') {
      return SyntaxKind.DOT;
    }
    if ((first >= '0' && first <= '9') || first == '+' || first == '-' || first == '.') {
      if (NumberParser.parse(text.substring(pos, end), 10) != null) {
        return SyntaxKind.NUMBER;
      }
    }
    if (end - pos > 1 && chars[end - 1] == ':') {
      return SyntaxKind.KEYWORD;
    }
    return SyntaxKind.IDENTIFIER;
  }

  /**
   * True when the run is only colons. The answer depends on every character up to the first that
   * is not a colon (or the delimiter ending the run), even when the token is then only {@code ::},
   * so that much counts as examined for incremental relexing.
   */
  private boolean allColons(int pos, int end) {
    for (int i = pos; i < end; i++) {
      if (chars[i] != ':') {
        note(i);
        return false;
      }
    }
    note(end);
    return true;
  }

  /**
   * A string or {@code |identifier|}, which may span lines. When the closer is missing, the
   * language reads the token to the end of the file; for recovery the token stops at the end of
   * its first line instead, so the rest of the file (which holds no closer, or the token would
   * have ended there) still reads as code and keeps its structure and diagnostics. The
   * diagnostic says the closer is missing before the end of the file, which is true either way.
   * That decision depends on the whole rest of the text, which {@link #maxExamined} records.
   */
  private SyntaxKind delimited(int pos, char closer, SyntaxKind kind) {
    int i = pos + 1;
    while (i < length) {
      char c = chars[i];
      if (c == '\\') {
        i += 2;
      } else if (c == closer) {
        tokenEnd = i + 1;
        return kind;
      } else {
        i++;
      }
    }
    note(length);
    unterminated = true;
    int end = pos + 1;
    while (end < length && chars[end] != '\n' && chars[end] != '\r') {
      end++;
    }
    tokenEnd = end;
    return kind;
  }

  /** {@code #/pattern/flags}: up to the first '/' not escaped by a backslash, then the flag letters. */
  private SyntaxKind regex(int pos) {
    int i = pos + 2;
    while (i < length) {
      char c = chars[i];
      if (c == '\\') {
        i += 2;
      } else if (c == '/') {
        i++;
        while (i < length && Character.isLetter(chars[i])) {
          i++;
        }
        tokenEnd = i;
        return SyntaxKind.REGEX;
      } else if (c == '\n' || c == '\r') {
        break;
      } else {
        i++;
      }
    }
    note(Math.min(i, length));
    unterminated = true;
    tokenEnd = Math.min(i, length);
    return SyntaxKind.REGEX;
  }

  private SyntaxKind hash(int pos) {
    if (pos + 1 >= length) {
      tokenEnd = length;
      return SyntaxKind.ERROR;
    }
    char c = chars[pos + 1];
    switch (c) {
      case '(':
        tokenEnd = pos + 2;
        return SyntaxKind.VECTOR_OPEN;
      case '\'':
        tokenEnd = pos + 2;
        return SyntaxKind.SYNTAX_QUOTE;
      case '`':
        tokenEnd = pos + 2;
        return SyntaxKind.QUASISYNTAX;
      case ',':
        if (pos + 2 < length && chars[pos + 2] == '@') {
          tokenEnd = pos + 3;
          return SyntaxKind.UNSYNTAX_SPLICING;
        }
        tokenEnd = pos + 2;
        return SyntaxKind.UNSYNTAX;
      case ';':
        tokenEnd = pos + 2;
        return SyntaxKind.DATUM_COMMENT_PREFIX;
      case '|':
        return blockComment(pos);
      case '\\':
        return character(pos);
      case '/':
        return regex(pos);
      case '!': {
        int end = runEnd(pos + 2);
        tokenEnd = end;
        String name = text.substring(pos + 2, end);
        switch (name) {
          case "fold-case":
          case "no-fold-case":
            return SyntaxKind.DIRECTIVE;
          case "eof":
          case "null":
          case "void":
          case "default":
          case "optional":
          case "rest":
          case "key":
          case "abstract":
          case "if":
            return SyntaxKind.SPECIAL;
          default:
            return SyntaxKind.ERROR;
        }
      }
      default:
        break;
    }
    if (c == 'u' || c == 'U') {
      if (text.startsWith("8(", pos + 2)) {
        tokenEnd = pos + 4;
        return SyntaxKind.BYTEVECTOR_OPEN;
      }
    }
    for (String tag : UNIFORM_TAGS) {
      if (text.startsWith(tag, pos + 1) && text.startsWith("(", pos + 1 + tag.length())) {
        tokenEnd = pos + 2 + tag.length();
        return SyntaxKind.UVECTOR_OPEN;
      }
    }
    if (c >= '0' && c <= '9') {
      int end = pos + 1;
      while (end < length && chars[end] >= '0' && chars[end] <= '9') {
        end++;
      }
      if (end < length && (chars[end] == '=' || chars[end] == '#')) {
        tokenEnd = end + 1;
        return chars[end] == '=' ? SyntaxKind.LABEL_DEFINITION : SyntaxKind.LABEL_REFERENCE;
      }
      if (end < length && (chars[end] == 'a' || chars[end] == 'A')
          && (end + 1 >= length || !Character.isLetter(chars[end + 1]))) {
        // SRFI 163's #RANKa, with bounds such as @1:2 for each dimension, before the array's
        // contents: #2a((1 2) (3 4)), #0a 5, #2a@1:2:2((1 2) (3 4)).
        int prefixEnd = end + 1;
        if (prefixEnd < length && (chars[prefixEnd] == '@' || chars[prefixEnd] == ':')) {
          while (prefixEnd < length && "@:-0123456789".indexOf(chars[prefixEnd]) >= 0) {
            prefixEnd++;
          }
        }
        tokenEnd = prefixEnd;
        return ArrayPrefix.parse(text.substring(pos, prefixEnd)) == null ? SyntaxKind.ERROR : SyntaxKind.ARRAY_PREFIX;
      }
      tokenEnd = Math.max(runEnd(pos + 1), pos + 2);
      return SyntaxKind.ERROR;
    }
    int end = runEnd(pos + 1);
    tokenEnd = Math.max(end, pos + 2);
    if (end == pos + 1) {
      // '#' directly followed by a delimiter such as '"': take just the two characters.
      return SyntaxKind.ERROR;
    }
    switch (Character.toLowerCase(c)) {
      case 't':
      case 'f': {
        String word = text.substring(pos, end);
        // Case-insensitive, as in Kawa and most Schemes: #T and #False are booleans.
        String lower = word.toLowerCase(java.util.Locale.ROOT);
        boolean known = lower.equals("#t") || lower.equals("#f") || lower.equals("#true") || lower.equals("#false");
        return known ? SyntaxKind.BOOLEAN : SyntaxKind.ERROR;
      }
      case 'e':
      case 'i':
      case 'x':
      case 'b':
      case 'o':
      case 'd':
        return NumberParser.parse(text.substring(pos, end), 10) != null ? SyntaxKind.NUMBER : SyntaxKind.ERROR;
      default:
        return SyntaxKind.ERROR;
    }
  }

  private SyntaxKind blockComment(int pos) {
    int depth = 1;
    int i = pos + 2;
    while (i < length) {
      char c = chars[i];
      if (c == '|' && i + 1 < length && chars[i + 1] == '#') {
        i += 2;
        if (--depth == 0) {
          tokenEnd = i;
          return SyntaxKind.BLOCK_COMMENT;
        }
      } else if (c == '#' && i + 1 < length && chars[i + 1] == '|') {
        i += 2;
        depth++;
      } else {
        i++;
      }
    }
    unterminated = true;
    tokenEnd = length;
    return SyntaxKind.BLOCK_COMMENT;
  }

  private SyntaxKind character(int pos) {
    int first = pos + 2;
    if (first >= length) {
      tokenEnd = length;
      return SyntaxKind.ERROR;
    }
    int end = first + Character.charCount(text.codePointAt(first));
    if (!isDelimiter(chars[first])) {
      end = Math.max(end, runEnd(first));
    }
    tokenEnd = end;
    return SyntaxKind.CHARACTER;
  }

  /** {@code &tag{}, {@code &tag[}, {@code &{} and {@code &`{} open extended literals; other text is a symbol. */
  private SyntaxKind ampersand(int pos) {
    if (pos + 1 < length) {
      char c = chars[pos + 1];
      if (c == '{') {
        tokenEnd = pos + 2;
        return SyntaxKind.EXT_OPEN;
      }
      if (c == '[') {
        tokenEnd = pos + 2;
        return SyntaxKind.EXT_OPEN_ARGS;
      }
      if (c == '`' && pos + 2 < length && chars[pos + 2] == '{') {
        tokenEnd = pos + 3;
        return SyntaxKind.EXT_OPEN;
      }
    }
    int end = runEnd(pos + 1);
    // Whether a brace or bracket follows the run decides the token, even when the token itself
    // stops earlier (at a "::" inside the run).
    note(end);
    if (end > pos + 1 && end < length) {
      char after = chars[end];
      if (after == '{') {
        tokenEnd = end + 1;
        return SyntaxKind.EXT_OPEN;
      }
      if (after == '[') {
        tokenEnd = end + 1;
        return SyntaxKind.EXT_OPEN_ARGS;
      }
    }
    return atom(pos, Math.max(end, pos + 1));
  }

  private SyntaxKind lexBodyRaw(int pos) {
    if (pos >= length) {
      tokenEnd = length;
      return null;
    }
    char c = chars[pos];
    if (c == '{') {
      return single(pos, SyntaxKind.OPEN_BRACE);
    }
    if (c == '}') {
      return single(pos, SyntaxKind.CLOSE_BRACE);
    }
    if (c != '&') {
      int end = pos + 1;
      while (end < length) {
        char d = chars[end];
        if (d == '&' || d == '{' || d == '}') {
          break;
        }
        end++;
      }
      tokenEnd = end;
      return SyntaxKind.EXT_TEXT;
    }
    if (pos + 1 >= length) {
      tokenEnd = length;
      return SyntaxKind.ERROR;
    }
    char next = chars[pos + 1];
    switch (next) {
      case '[':
        tokenEnd = pos + 2;
        return SyntaxKind.EXT_ESCAPE_OPEN;
      case '|':
        tokenEnd = pos + 2;
        return SyntaxKind.EXT_MARGIN;
      case '#':
        if (pos + 2 < length && chars[pos + 2] == '|') {
          // &#|...|# is a comment inside a literal body (it nests, as #|...|# does).
          return blockComment(pos + 1);
        }
        break;
      case '-': {
        int end = pos + 2;
        while (end < length && (chars[end] == ' ' || chars[end] == '\t')) {
          end++;
        }
        if (end < length && chars[end] == '\r') {
          end++;
        }
        if (end < length && chars[end] == '\n') {
          end++;
        }
        tokenEnd = end;
        return SyntaxKind.EXT_CONTINUATION;
      }
      default:
        break;
    }
    int end = runEnd(pos + 1);
    if (end > pos + 1 && end < length && chars[end] == ';') {
      tokenEnd = end + 1;
      return SyntaxKind.EXT_ENTITY;
    }
    if (next == '~') {
      int directiveEnd = formatDirectiveEnd(pos + 1);
      if (directiveEnd > 0 && (directiveEnd >= length || "[{".indexOf(chars[directiveEnd]) < 0)) {
        // A format directive that takes no value (&~% or &~~), written without brackets as Kawa
        // allows: an entity-like token the datum reader turns into ($construct$:~% $>>$).
        note(directiveEnd);
        tokenEnd = directiveEnd;
        return SyntaxKind.EXT_ENTITY;
      }
    }
    SyntaxKind kind = ampersand(pos);
    if (kind == SyntaxKind.EXT_OPEN || kind == SyntaxKind.EXT_OPEN_ARGS) {
      return kind;
    }
    // The error token covers the run after '&', so that the message can name what was found.
    boolean blank = chars[pos + 1] == ' ' || chars[pos + 1] == '\t';
    tokenEnd = blank ? pos + 2 : Math.max(pos + 1, Math.min(end, pos + 1 + 20));
    return SyntaxKind.ERROR;
  }

  /**
   * The end of the format directive starting at the tilde at {@code pos} ({@code ~5,'0d}: numbers,
   * {@code 'c}, {@code v}, {@code #}, commas, {@code :} and {@code @}, then the directive letter), or
   * -1 when the text ends (or the body goes on) first.
   */
  private int formatDirectiveEnd(int pos) {
    int i = pos + 1;
    while (i < length) {
      char c = chars[i];
      if (c == '\'') {
        i += 2;
      } else if (Character.isDigit(c) || c == ',' || c == '+' || c == '-' || c == 'v' || c == 'V' || c == '#'
          || c == ':' || c == '@') {
        i++;
      } else {
        break;
      }
    }
    // Braces, brackets and whitespace belong to the body, never to a directive.
    return i < length && "{}[] \t\r\n".indexOf(chars[i]) < 0 ? i + 1 : -1;
  }
}
