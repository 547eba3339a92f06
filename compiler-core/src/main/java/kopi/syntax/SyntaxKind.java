package kopi.syntax;

import java.util.ArrayList;
import java.util.List;

/**
 * The kind of every token and node of the lossless syntax tree. Tokens are leaves that keep their
 * text; nodes group tokens and other nodes. Trivia (whitespace, comments, directives) are tokens
 * like any other so that the concatenated token text is always the input, byte for byte.
 */
public enum SyntaxKind {
  // Trivia tokens.
  WHITESPACE(Flags.TOKEN | Flags.TRIVIA),
  LINE_COMMENT(Flags.TOKEN | Flags.TRIVIA),
  BLOCK_COMMENT(Flags.TOKEN | Flags.TRIVIA),
  /** {@code #!fold-case} or {@code #!no-fold-case}; it changes how later identifiers read. */
  DIRECTIVE(Flags.TOKEN | Flags.TRIVIA),

  // Punctuation tokens.
  OPEN_PAREN(Flags.TOKEN),
  CLOSE_PAREN(Flags.TOKEN),
  OPEN_BRACKET(Flags.TOKEN),
  CLOSE_BRACKET(Flags.TOKEN),
  /** {@code #(} */
  VECTOR_OPEN(Flags.TOKEN),
  /** {@code #u8(} */
  BYTEVECTOR_OPEN(Flags.TOKEN),
  /** {@code #s8( #u16( #s16( #u32( #s32( #u64( #s64( #f32( #f64(}: a SRFI 4 vector's opener. */
  UVECTOR_OPEN(Flags.TOKEN),
  /** {@code {}, only meaningful inside an extended literal body. */
  OPEN_BRACE(Flags.TOKEN),
  /** {@code }}, only meaningful inside an extended literal body. */
  CLOSE_BRACE(Flags.TOKEN),
  QUOTE(Flags.TOKEN),
  QUASIQUOTE(Flags.TOKEN),
  UNQUOTE(Flags.TOKEN),
  /** Kawa's {@code @} before a datum: {@code @xs} reads as {@code ($splice$ xs)}. */
  SPLICE(Flags.TOKEN),
  UNQUOTE_SPLICING(Flags.TOKEN),
  /** {@code #'}, read as {@code (syntax datum)}. */
  SYNTAX_QUOTE(Flags.TOKEN),
  /** {@code #`}, read as {@code (quasisyntax datum)}. */
  QUASISYNTAX(Flags.TOKEN),
  /** {@code #,}, read as {@code (unsyntax datum)}. */
  UNSYNTAX(Flags.TOKEN),
  /** {@code #,@}, read as {@code (unsyntax-splicing datum)}. */
  UNSYNTAX_SPLICING(Flags.TOKEN),
  DOT(Flags.TOKEN),
  /** {@code #;}, which comments out the next datum. */
  DATUM_COMMENT_PREFIX(Flags.TOKEN),
  /** SRFI 163's {@code #2a} before an array's contents, with any bounds ({@code #2a@1:2:3}). */
  ARRAY_PREFIX(Flags.TOKEN),
  /** {@code #0=} */
  LABEL_DEFINITION(Flags.TOKEN),
  /** {@code #0#} */
  LABEL_REFERENCE(Flags.TOKEN),

  // Atom tokens.
  /** A symbol, including {@code |...|} and colon notation such as {@code obj:method}; see {@link #colonParts}. */
  IDENTIFIER(Flags.TOKEN),
  /** The type-specifier marker {@code ::}, read as the symbol {@code ::}. */
  COLON_COLON(Flags.TOKEN),
  /** A keyword {@code name:}. */
  KEYWORD(Flags.TOKEN),
  BOOLEAN(Flags.TOKEN),
  NUMBER(Flags.TOKEN),
  CHARACTER(Flags.TOKEN),
  STRING(Flags.TOKEN),
  /** Kawa's regular expression literal {@code #/a+b/} with optional flags ({@code #/a/i}); see {@link RegexLiteral}. */
  REGEX(Flags.TOKEN),
  /** {@code #!eof #!null #!void #!default #!optional #!rest #!key #!abstract #!if}. */
  SPECIAL(Flags.TOKEN),
  /** Text the lexer could not make sense of; a diagnostic always accompanies it. */
  ERROR(Flags.TOKEN),

  // Extended literal tokens (SRFI 108/109).
  /** {@code &tag{}, {@code &{}, or {@code &`{}: opens an extended literal body. */
  EXT_OPEN(Flags.TOKEN),
  /** {@code &tag[}: opens the bracketed arguments of an extended literal. */
  EXT_OPEN_ARGS(Flags.TOKEN),
  /** Literal text inside an extended literal body. */
  EXT_TEXT(Flags.TOKEN),
  /** {@code &lt;}, {@code &#65;}, {@code &#x41;}. */
  EXT_ENTITY(Flags.TOKEN),
  /** {@code &|}, the margin marker. */
  EXT_MARGIN(Flags.TOKEN),
  /** {@code &-} with the rest of its line: a line continuation. */
  EXT_CONTINUATION(Flags.TOKEN),
  /** {@code &[}, which opens enclosed expressions inside a body. */
  EXT_ESCAPE_OPEN(Flags.TOKEN),

  // Nodes.
  ROOT(0),
  LIST(0),
  /** {@code [a b c]}, read as {@code ($bracket-list$ a b c)}. */
  BRACKET_LIST(0),
  /** {@code datum[args]} without space, read as {@code ($bracket-apply$ datum args...)}. */
  BRACKET_APPLY(0),
  VECTOR(0),
  BYTEVECTOR(0),
  /** A SRFI 4 uniform vector literal other than a bytevector, {@code #f64(1.5 2)}. */
  UVECTOR(0),
  /** A quote, quasiquote, unquote, unquote-splicing or splice ({@code @}) prefix and its datum. */
  ABBREVIATION(0),
  /** {@code #2a((1 2) (3 4))}: an {@code ARRAY_PREFIX} and the nested lists of the elements. */
  ARRAY(0),
  /** {@code #;} and the datum it comments out. */
  DATUM_COMMENT(0),
  /** {@code #0=} and its datum. */
  LABELED(0),
  /** An extended literal {@code &tag[args]{body}} in any of its forms. */
  EXT_LITERAL(0),
  /** {@code &[ ... ]} inside an extended literal body. */
  EXT_ESCAPE(0);

  private final int flags;

  SyntaxKind(int flags) {
    this.flags = flags;
  }

  public boolean isToken() {
    return (flags & Flags.TOKEN) != 0;
  }

  public boolean isNode() {
    return !isToken();
  }

  /** Whitespace, comments and directives: tokens that carry no datum. */
  public boolean isTrivia() {
    return (flags & Flags.TRIVIA) != 0;
  }

  /**
   * Splits the text of an {@link #IDENTIFIER} written in colon notation into its parts:
   * {@code java.lang.Math:PI} gives {@code [java.lang.Math, PI]}, {@code obj:method} gives
   * {@code [obj, method]}. A name without interior colons, a leading or trailing colon, a name
   * made only of colons ({@code :::}), or a {@code |...|} identifier gives a one-element list.
   */
  public static List<String> colonParts(String identifierText) {
    List<String> parts = new ArrayList<>(2);
    if (identifierText.isEmpty() || identifierText.charAt(0) == '|' || identifierText.matches(":+")) {
      parts.add(identifierText);
      return parts;
    }
    int partStart = 0;
    for (int i = 1; i < identifierText.length() - 1; i++) {
      if (identifierText.charAt(i) == ':' && i > partStart) {
        parts.add(identifierText.substring(partStart, i));
        partStart = i + 1;
      }
    }
    parts.add(identifierText.substring(partStart));
    return parts;
  }

  private static final class Flags {
    static final int TOKEN = 1;
    static final int TRIVIA = 2;
  }
}
