package kopi.syntax;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the lossless tree from text. Parsing never fails: every input, valid or not, gives a tree
 * whose tokens concatenate to the input, plus diagnostics.
 *
 * <p>The root is a sequence of independent units (top-level data and top-level trivia), each parsed
 * from its own start with no state carried over, which is what makes incremental reparsing by
 * top-level form possible (see {@link ParseResult#edit}).
 *
 * <p><b>Recovery rule for missing closers.</b> A top-level datum is first parsed normally. If that
 * reaches the end of the text with lists or extended literals still open, the datum is parsed again
 * with one extra rule: a token that starts a datum at column 0 (right after a line break) ends every
 * open list of the datum, each reporting its missing closer. Well-formed code is never affected,
 * since the rule only applies to data that could not be closed anyway, and a forgotten parenthesis
 * in one definition leaves the next definition, written at column 0 as usual, intact.
 *
 * <p><b>Wrong closers.</b> A closer of the wrong kind ends the innermost list, with a diagnostic,
 * unless an enclosing construct expects it, in which case the innermost list is the one missing
 * its closer: {@code (a b]} is one list, and {@code (let ([x 1)) body)} closes the bracket early.
 */
public final class Parser {
  private static final Map<SyntaxKind, GreenToken> FIXED_TOKENS = new EnumMap<>(SyntaxKind.class);
  private static final GreenToken SPACE = new GreenToken(SyntaxKind.WHITESPACE, " ");
  private static final GreenToken NEWLINE = new GreenToken(SyntaxKind.WHITESPACE, "\n");

  static {
    fixed(SyntaxKind.OPEN_PAREN, "(");
    fixed(SyntaxKind.CLOSE_PAREN, ")");
    fixed(SyntaxKind.OPEN_BRACKET, "[");
    fixed(SyntaxKind.CLOSE_BRACKET, "]");
    fixed(SyntaxKind.OPEN_BRACE, "{");
    fixed(SyntaxKind.CLOSE_BRACE, "}");
    fixed(SyntaxKind.QUOTE, "'");
    fixed(SyntaxKind.QUASIQUOTE, "`");
    fixed(SyntaxKind.UNQUOTE, ",");
    fixed(SyntaxKind.UNQUOTE_SPLICING, ",@");
    fixed(SyntaxKind.SPLICE, "@");
    fixed(SyntaxKind.SYNTAX_QUOTE, "#'");
    fixed(SyntaxKind.QUASISYNTAX, "#`");
    fixed(SyntaxKind.UNSYNTAX, "#,");
    fixed(SyntaxKind.UNSYNTAX_SPLICING, "#,@");
    fixed(SyntaxKind.DOT, ".");
    fixed(SyntaxKind.VECTOR_OPEN, "#(");
    fixed(SyntaxKind.DATUM_COMMENT_PREFIX, "#;");
    fixed(SyntaxKind.COLON_COLON, "::");
    fixed(SyntaxKind.EXT_ESCAPE_OPEN, "&[");
    fixed(SyntaxKind.EXT_MARGIN, "&|");
  }

  private static void fixed(SyntaxKind kind, String text) {
    FIXED_TOKENS.put(kind, new GreenToken(kind, text));
  }

  private final String text;
  private final int length;
  private final Lexer lexer;

  // The current token, lexed lazily at pos in data or body mode.
  private int pos;
  private int peekedAt = -1;
  private boolean peekedBody;
  private SyntaxKind peekedKind;
  private int peekedEnd;
  private boolean peekedUnterminated;

  // Per-unit state.
  private int unitStart;
  private boolean recovery;
  private boolean hitEndOpen;
  private boolean sawUnterminated;
  private final List<Diagnostic> diagnostics = new ArrayList<>();
  private final List<Integer> lineOf = new ArrayList<>();
  /** Closers expected by the open constructs, innermost last: ')', ']' or '}'. */
  private char[] closers = new char[16];
  private int closerCount;

  Parser(String text) {
    this.text = text;
    this.length = text.length();
    this.lexer = new Lexer(text);
  }

  /** Parses a whole text. */
  public static ParseResult parse(String text) {
    Parser parser = new Parser(text);
    List<Unit> units = new ArrayList<>();
    int pos = 0;
    while (pos < text.length()) {
      Unit unit = parser.parseUnit(pos);
      units.add(unit);
      pos += unit.width();
    }
    return new ParseResult(text, units.toArray(new Unit[0]));
  }

  /**
   * Whether {@code text} is complete enough to evaluate: false when it ends inside an unclosed list,
   * string, {@code |identifier|}, block comment or extended literal. The REPL reads more lines
   * while this is false.
   */
  public static boolean isComplete(String text) {
    return parse(text).isComplete();
  }

  /** Parses the unit (a top-level datum or trivia token) that starts at {@code start}. */
  Unit parseUnit(int start) {
    GreenElement element = parseUnitOnce(start, false);
    int examined = lexer.maxExamined;
    boolean incomplete = hitEndOpen || sawUnterminated;
    if (hitEndOpen && element instanceof GreenNode) {
      element = parseUnitOnce(start, true);
      examined = Math.max(examined, lexer.maxExamined);
      incomplete = true;
    }
    int count = diagnostics.size();
    Diagnostic[] relative = new Diagnostic[count];
    int[] relativeLineOf = new int[count];
    for (int i = 0; i < count; i++) {
      relative[i] = diagnostics.get(i).shifted(-start);
      int line = lineOf.get(i);
      relativeLineOf[i] = line < 0 ? -1 : line - start;
    }
    return new Unit(element, Math.max(examined, start + element.width()) - start, relative, relativeLineOf, incomplete);
  }

  private GreenElement parseUnitOnce(int start, boolean withRecovery) {
    pos = start;
    unitStart = start;
    peekedAt = -1;
    recovery = withRecovery;
    hitEndOpen = false;
    sawUnterminated = false;
    closerCount = 0;
    diagnostics.clear();
    lineOf.clear();
    lexer.resetExamined();
    SyntaxKind kind = peek(false);
    if (kind.isTrivia()) {
      return bump();
    }
    switch (kind) {
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case CLOSE_BRACE: {
        int tokenStart = pos;
        GreenToken token = bump();
        error("read.unexpected-closer", tokenStart, pos, "unexpected '" + token.text() + "' with no matching opener");
        return token;
      }
      case DOT: {
        int tokenStart = pos;
        GreenToken token = bump();
        error("read.unexpected-dot", tokenStart, pos, "unexpected '.' outside a list");
        return token;
      }
      default:
        return datum();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Tokens.

  private SyntaxKind peek(boolean body) {
    if (peekedAt != pos || peekedBody != body) {
      peekedKind = body ? lexer.lexBody(pos) : lexer.lexData(pos);
      peekedEnd = lexer.tokenEnd;
      peekedUnterminated = lexer.unterminated;
      peekedAt = pos;
      peekedBody = body;
    }
    return peekedKind;
  }

  /** Consumes the peeked token, checking it for diagnostics. */
  private GreenToken bump() {
    SyntaxKind kind = peekedKind;
    int start = pos;
    int end = peekedEnd;
    GreenToken token = FIXED_TOKENS.get(kind);
    if (token == null) {
      if (kind == SyntaxKind.WHITESPACE && end == start + 1 && text.charAt(start) == ' ') {
        token = SPACE;
      } else if (kind == SyntaxKind.WHITESPACE && end == start + 1 && text.charAt(start) == '\n') {
        token = NEWLINE;
      } else {
        token = new GreenToken(kind, text.substring(start, end));
        if (peekedUnterminated) {
          sawUnterminated = true;
        }
        TokenChecker.check(kind, token.text(), start, peekedUnterminated, diagnostics);
        while (lineOf.size() < diagnostics.size()) {
          lineOf.add(-1);
        }
      }
    }
    pos = end;
    peekedAt = -1;
    return token;
  }

  /**
   * Reports an array literal whose contents are not {@code rank} levels of proper lists, each level's
   * lists of one length ({@code #2a((1 2) (3))} is not an array).
   */
  private void checkArrayShape(GreenNode array, int start) {
    String prefix = ((GreenToken) array.child(0)).text();
    ArrayPrefix bounds = ArrayPrefix.parse(prefix);
    int rank = bounds == null ? -1 : bounds.rank();
    GreenElement contents = null;
    for (int i = 1; i < array.childCount() && contents == null; i++) {
      GreenElement child = array.child(i);
      if (!child.kind().isTrivia() && child.kind() != SyntaxKind.DATUM_COMMENT) {
        contents = child;
      }
    }
    List<Integer> shape = contents == null || rank < 0 ? null : shape(contents, rank);
    if (contents != null && shape == null) {
      error("read.bad-array", start, pos, "expected the contents of a rank-" + rank
          + " array after " + prefix + ": lists nested " + rank + " deep, of equal lengths at each level");
    } else if (shape != null) {
      for (int k = 0; k < rank; k++) {
        if (bounds.lengths()[k] >= 0 && bounds.lengths()[k] != shape.get(k)
            && !(shape.get(k) == 0 && (k == 0 || shape.get(k - 1) == 0))) {
          error("read.bad-array", start, pos, "the contents of " + prefix + " have " + shape.get(k)
              + " elements in dimension " + (k + 1) + ", expected " + bounds.lengths()[k]);
          break;
        }
      }
    }
  }

  /** The lengths of {@code element}'s nested lists, {@code depth} levels, or null when they are ragged. */
  private static List<Integer> shape(GreenElement element, int depth) {
    if (depth == 0) {
      return List.of();
    }
    if (element.kind() != SyntaxKind.LIST) {
      return null;
    }
    GreenNode list = (GreenNode) element;
    List<Integer> inner = null;
    int count = 0;
    for (int i = 0; i < list.childCount(); i++) {
      GreenElement child = list.child(i);
      SyntaxKind kind = child.kind();
      if (kind.isTrivia() || kind == SyntaxKind.DATUM_COMMENT || kind == SyntaxKind.OPEN_PAREN
          || kind == SyntaxKind.CLOSE_PAREN) {
        continue;
      }
      if (kind == SyntaxKind.DOT) {
        return null;
      }
      List<Integer> sub = shape(child, depth - 1);
      if (sub == null || inner != null && !inner.equals(sub)) {
        return null;
      }
      inner = sub;
      count++;
    }
    List<Integer> out = new ArrayList<>();
    out.add(count);
    if (inner != null) {
      out.addAll(inner);
    } else if (depth > 1) {
      // An empty list at an outer level: the inner lengths are zero.
      for (int k = 1; k < depth; k++) {
        out.add(0);
      }
    }
    return out;
  }

  private void error(String code, int start, int end, String message) {
    diagnostics.add(Diagnostic.error(Phase.READ, code, start, end, message));
    lineOf.add(-1);
  }

  /** An error whose message names the line of {@code lineOffset} through {@link Unit#LINE_PLACEHOLDER}. */
  private void errorWithLine(String code, int start, int end, String message, int lineOffset) {
    diagnostics.add(Diagnostic.error(Phase.READ, code, start, end, message));
    lineOf.add(lineOffset);
  }

  private static boolean startsDatum(SyntaxKind kind) {
    if (kind == null || kind.isTrivia()) {
      return false;
    }
    switch (kind) {
      case CLOSE_PAREN:
      case CLOSE_BRACKET:
      case CLOSE_BRACE:
      case DOT:
        return false;
      default:
        return true;
    }
  }

  private static boolean isCloser(SyntaxKind kind) {
    return kind == SyntaxKind.CLOSE_PAREN || kind == SyntaxKind.CLOSE_BRACKET || kind == SyntaxKind.CLOSE_BRACE;
  }

  private static char closerChar(SyntaxKind kind) {
    switch (kind) {
      case CLOSE_PAREN:
        return ')';
      case CLOSE_BRACKET:
        return ']';
      default:
        return '}';
    }
  }

  private void pushCloser(char closer) {
    if (closerCount == closers.length) {
      closers = java.util.Arrays.copyOf(closers, closerCount * 2);
    }
    closers[closerCount++] = closer;
  }

  /** Whether an enclosing construct (not the innermost) waits for {@code closer}. */
  private boolean enclosingExpects(char closer) {
    for (int i = closerCount - 2; i >= 0; i--) {
      if (closers[i] == closer) {
        return true;
      }
    }
    return false;
  }

  /** The recovery rule: a datum starting right after a line break, other than the unit's first token. */
  private boolean atColumnZero() {
    if (!recovery || pos == unitStart || pos == 0) {
      return false;
    }
    char before = text.charAt(pos - 1);
    return before == '\n' || before == '\r';
  }

  // ---------------------------------------------------------------------------------------------
  // Data.

  /** Parses one datum; the current token must start one. */
  private GreenElement datum() {
    SyntaxKind kind = peek(false);
    GreenElement element;
    switch (kind) {
      case OPEN_PAREN:
        element = sequence(SyntaxKind.LIST, ')');
        break;
      case OPEN_BRACKET:
        element = sequence(SyntaxKind.BRACKET_LIST, ']');
        break;
      case VECTOR_OPEN:
        element = sequence(SyntaxKind.VECTOR, ')');
        break;
      case BYTEVECTOR_OPEN:
        element = sequence(SyntaxKind.BYTEVECTOR, ')');
        break;
      case UVECTOR_OPEN:
        element = sequence(SyntaxKind.UVECTOR, ')');
        break;
      case QUOTE:
      case QUASIQUOTE:
      case UNQUOTE:
      case UNQUOTE_SPLICING:
      case SPLICE:
      case SYNTAX_QUOTE:
      case QUASISYNTAX:
      case UNSYNTAX:
      case UNSYNTAX_SPLICING:
        return prefixed(SyntaxKind.ABBREVIATION);
      case DATUM_COMMENT_PREFIX:
        return prefixed(SyntaxKind.DATUM_COMMENT);
      case ARRAY_PREFIX: {
        int arrayStart = pos;
        GreenElement array = prefixed(SyntaxKind.ARRAY);
        checkArrayShape((GreenNode) array, arrayStart);
        return array;
      }
      case LABEL_DEFINITION:
        return prefixed(SyntaxKind.LABELED);
      case EXT_OPEN:
      case EXT_OPEN_ARGS:
        element = extendedLiteral();
        break;
      case OPEN_BRACE: {
        int braceStart = pos;
        element = bump();
        error("read.unexpected-brace", braceStart, pos, "unexpected '{' outside an extended literal, expected a datum");
        break;
      }
      default:
        element = bump();
        break;
    }
    // Kawa reads datum[args] written without space as ($bracket-apply$ datum args...).
    while (pos < length && text.charAt(pos) == '[') {
      lexer.maxExamined = Math.max(lexer.maxExamined, pos);
      peek(false);
      GreenElement arguments = sequence(SyntaxKind.BRACKET_LIST, ']');
      element = new GreenNode(SyntaxKind.BRACKET_APPLY, new GreenElement[] {element, arguments});
    }
    if (pos < length) {
      lexer.maxExamined = Math.max(lexer.maxExamined, pos);
    }
    return element;
  }

  /** A prefix token ({@code ' ` , ,@ #; #0=}), trivia, and the datum it applies to. */
  private GreenElement prefixed(SyntaxKind nodeKind) {
    int prefixStart = pos;
    List<GreenElement> children = new ArrayList<>(3);
    GreenToken prefix = bump();
    children.add(prefix);
    while (true) {
      SyntaxKind kind = peek(false);
      if (kind != null && kind.isTrivia()) {
        children.add(bump());
        continue;
      }
      if (startsDatum(kind) && !atColumnZero()) {
        GreenElement datum = datum();
        children.add(datum);
        if (datum.kind() == SyntaxKind.DATUM_COMMENT) {
          // A datum comment is intertoken space, so the prefix applies to the datum after it.
          continue;
        }
      } else {
        if (kind == null) {
          hitEndOpen = true;
        }
        error("read.missing-datum", prefixStart, prefixStart + prefix.width(),
            "expected a datum after " + prefix.text() + ", got " + describe(kind));
      }
      break;
    }
    return node(nodeKind, children);
  }

  /**
   * A list, bracket list, vector or bytevector: the opener, elements and trivia, then the closer.
   * Dotted tails are allowed in parenthesised lists only.
   */
  private GreenElement sequence(SyntaxKind nodeKind, char closer) {
    int openStart = pos;
    List<GreenElement> children = new ArrayList<>();
    GreenToken open = bump();
    children.add(open);
    pushCloser(closer);
    int elements = 0;
    int dotAt = -1;
    int afterDot = 0;
    while (true) {
      SyntaxKind kind = peek(false);
      if (kind == null) {
        hitEndOpen = true;
        missingCloser(closer, open, openStart);
        break;
      }
      if (kind.isTrivia()) {
        children.add(bump());
        continue;
      }
      if (atColumnZero() && !isCloser(kind)) {
        missingCloser(closer, open, openStart);
        break;
      }
      if (isCloser(kind)) {
        char found = closerChar(kind);
        if (found == closer) {
          children.add(bump());
          break;
        }
        if (enclosingExpects(found)) {
          missingCloser(closer, open, openStart);
          break;
        }
        // No enclosing construct wants this closer, so it is most likely a typo for ours: it ends
        // the list, and the forms after it stay outside.
        int strayStart = pos;
        children.add(bump());
        errorWithLine("read.unexpected-closer", strayStart, pos, "unexpected '" + found + "', expected '" + closer
            + "' to close '" + open.text() + "' opened at line " + Unit.LINE_PLACEHOLDER, openStart);
        break;
      }
      if (kind == SyntaxKind.DOT) {
        int dotStart = pos;
        children.add(bump());
        if (nodeKind != SyntaxKind.LIST) {
          error("read.unexpected-dot", dotStart, pos, "unexpected '.' in " + describeNode(nodeKind));
        } else if (elements == 0) {
          error("read.unexpected-dot", dotStart, pos, "expected a datum before '.', got '('");
        } else if (dotAt >= 0) {
          error("read.unexpected-dot", dotStart, pos, "unexpected second '.' in a list");
        } else {
          dotAt = dotStart;
        }
        continue;
      }
      int elementStart = pos;
      GreenElement element = datum();
      children.add(element);
      if (element.kind() == SyntaxKind.DATUM_COMMENT) {
        continue;
      }
      elements++;
      if (dotAt >= 0) {
        afterDot++;
        if (afterDot == 2) {
          error("read.bad-dotted-list", elementStart, pos,
              "expected ')' after the datum following '.', got another datum");
        }
      }
      if (nodeKind == SyntaxKind.BYTEVECTOR) {
        checkByte(element, elementStart);
      } else if (nodeKind == SyntaxKind.UVECTOR) {
        checkUniformElement(((GreenToken) children.get(0)).text(), element, elementStart);
      }
    }
    closerCount--;
    if (dotAt >= 0 && afterDot == 0) {
      error("read.bad-dotted-list", dotAt, dotAt + 1, "expected a datum after '.', got " + "'" + closer + "'");
    }
    return node(nodeKind, children);
  }

  private void missingCloser(char closer, GreenToken open, int openStart) {
    errorWithLine(closer == ')' || closer == ']' ? "read.unclosed-list" : "read.unclosed-literal",
        openStart, openStart + open.width(),
        "missing '" + closer + "' to close '" + open.text() + "' opened at line " + Unit.LINE_PLACEHOLDER, openStart);
  }

  /**
   * An element of {@code #TAG(...)}: for {@code f32}/{@code f64} a real number, otherwise an exact
   * integer in the range of the tag's width and signedness.
   */
  private void checkUniformElement(String opener, GreenElement element, int start) {
    String tag = opener.substring(1, opener.length() - 1);
    if (element instanceof GreenToken token && token.kind() == SyntaxKind.NUMBER) {
      NumberLiteral value = NumberParser.parse(token.text(), 10);
      if (tag.startsWith("f") && (value instanceof NumberLiteral.Exact || value instanceof NumberLiteral.Inexact)) {
        return;
      }
      int bits = Integer.parseInt(tag.substring(1));
      if (value instanceof NumberLiteral.Exact exact && exact.denominator().equals(java.math.BigInteger.ONE)
          && (tag.startsWith("s") ? exact.numerator().bitLength() < bits
              : exact.numerator().signum() >= 0 && exact.numerator().bitLength() <= bits)) {
        return;
      }
    }
    error("read.bad-uniform-element", start, start + element.width(), "expected "
        + (tag.startsWith("f") ? "a real number" : "an exact integer that fits " + tag) + " in #" + tag
        + "(...), got " + abbreviate(element));
  }

  private void checkByte(GreenElement element, int start) {
    if (element instanceof GreenToken token && token.kind() == SyntaxKind.NUMBER) {
      NumberLiteral value = NumberParser.parse(token.text(), 10);
      if (value instanceof NumberLiteral.Exact exact && exact.denominator().signum() > 0
          && exact.denominator().equals(java.math.BigInteger.ONE)
          && exact.numerator().signum() >= 0 && exact.numerator().bitLength() <= 8) {
        return;
      }
    }
    error("read.bad-bytevector-element", start, start + element.width(),
        "expected a byte (exact integer 0 to 255) in bytevector, got " + abbreviate(element));
  }

  /**
   * An extended literal: {@code &tag{body}}, {@code &{body}}, {@code &`{body}}, {@code &tag[args]}
   * or {@code &tag[args]{body}}.
   */
  private GreenElement extendedLiteral() {
    int openStart = pos;
    SyntaxKind kind = peekedKind;
    List<GreenElement> children = new ArrayList<>();
    GreenToken open = bump();
    children.add(open);
    if (kind == SyntaxKind.EXT_OPEN_ARGS) {
      boolean closed = dataUntil(children, ']', open, openStart);
      if (closed && pos < length && text.charAt(pos) == '{') {
        lexer.maxExamined = Math.max(lexer.maxExamined, pos);
        peek(true);
        GreenToken brace = bump();
        children.add(brace);
        body(children, brace, pos - 1);
      } else if (pos < length) {
        lexer.maxExamined = Math.max(lexer.maxExamined, pos);
      }
    } else {
      body(children, open, openStart);
    }
    return node(SyntaxKind.EXT_LITERAL, children);
  }

  /** Data and trivia up to {@code closer}; returns whether the closer was found. */
  private boolean dataUntil(List<GreenElement> children, char closer, GreenToken open, int openStart) {
    pushCloser(closer);
    try {
      while (true) {
        SyntaxKind kind = peek(false);
        if (kind == null) {
          hitEndOpen = true;
          missingCloser(closer, open, openStart);
          return false;
        }
        if (kind.isTrivia()) {
          children.add(bump());
          continue;
        }
        if (atColumnZero() && !isCloser(kind)) {
          missingCloser(closer, open, openStart);
          return false;
        }
        if (isCloser(kind)) {
          char found = closerChar(kind);
          if (found == closer) {
            children.add(bump());
            return true;
          }
          if (enclosingExpects(found)) {
            missingCloser(closer, open, openStart);
            return false;
          }
          // As in sequence(): a closer nobody else wants ends this construct.
          int strayStart = pos;
          children.add(bump());
          errorWithLine("read.unexpected-closer", strayStart, pos, "unexpected '" + found + "', expected '" + closer
              + "' to close '" + open.text() + "' opened at line " + Unit.LINE_PLACEHOLDER, openStart);
          return true;
        }
        if (kind == SyntaxKind.DOT) {
          int dotStart = pos;
          children.add(bump());
          error("read.unexpected-dot", dotStart, pos, "unexpected '.' in " + open.text() + "...]");
          continue;
        }
        children.add(datum());
      }
    } finally {
      closerCount--;
    }
  }

  /** The body of an extended literal, after its opening brace, through the matching '}'. */
  private void body(List<GreenElement> children, GreenToken open, int openStart) {
    pushCloser('}');
    int depth = 0;
    while (true) {
      SyntaxKind kind = peek(true);
      if (kind == null) {
        hitEndOpen = true;
        missingCloser('}', open, openStart);
        break;
      }
      switch (kind) {
        case OPEN_BRACE:
          depth++;
          children.add(bump());
          continue;
        case CLOSE_BRACE:
          children.add(bump());
          if (depth-- == 0) {
            closerCount--;
            return;
          }
          continue;
        case EXT_ESCAPE_OPEN: {
          int escapeStart = pos;
          List<GreenElement> escape = new ArrayList<>();
          GreenToken escapeOpen = bump();
          escape.add(escapeOpen);
          dataUntil(escape, ']', escapeOpen, escapeStart);
          children.add(node(SyntaxKind.EXT_ESCAPE, escape));
          continue;
        }
        case EXT_OPEN:
        case EXT_OPEN_ARGS:
          children.add(extendedLiteral());
          continue;
        case EXT_MARGIN:
          checkMargin();
          children.add(bump());
          continue;
        default:
          children.add(bump());
          continue;
      }
    }
    closerCount--;
  }

  /** A margin marker must be preceded on its line by whitespace only (SRFI 109). */
  private void checkMargin() {
    int i = pos - 1;
    while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i--;
    }
    if (i >= 0 && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
      error("read.bad-margin", pos, pos + 2, "expected only whitespace before '&|' on its line, got text");
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Helpers.

  private static GreenNode node(SyntaxKind kind, List<GreenElement> children) {
    return new GreenNode(kind, children.toArray(new GreenElement[0]));
  }

  private String describe(SyntaxKind kind) {
    if (kind == null) {
      return "end of file";
    }
    return "'" + text.substring(pos, Math.min(peekedEnd, pos + 20)) + "'";
  }

  private static String describeNode(SyntaxKind kind) {
    switch (kind) {
      case VECTOR:
        return "a vector";
      case BYTEVECTOR:
        return "a bytevector";
      case UVECTOR:
        return "a uniform vector";
      case BRACKET_LIST:
        return "a bracket list";
      default:
        return "a list";
    }
  }

  private static String abbreviate(GreenElement element) {
    String text = element.text();
    return text.length() > 30 ? text.substring(0, 27) + "..." : text;
  }
}
