package kopi.syntax;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Walks a syntax tree and builds data through a {@link DatumBuilder}, following Kawa 3.1.1's
 * reading of its extensions:
 *
 * <ul>
 *   <li>{@code 'x} is {@code (quote x)}; likewise quasiquote, unquote, unquote-splicing, and
 *       Kawa's {@code @x}, which is {@code ($splice$ x)};
 *   <li>{@code x ::int} is three data {@code x}, {@code ::}, {@code int};
 *   <li>{@code [a b]} is {@code ($bracket-list$ a b)} and {@code v[i]} is {@code ($bracket-apply$ v i)};
 *   <li>{@code a:b} is one symbol; {@code name:} is a keyword; {@code (f x):name} and
 *       {@code "abc":name} are {@code ($lookup$ (f x) (quasiquote name))};
 *   <li>{@code &tag{text &[e] more}} is {@code ($construct$:tag "text " $<<$ e $>>$ " more")},
 *       {@code &tag[a b]{body}} is {@code ($construct$:tag a b $>>$ "body")}, {@code &{...}} has
 *       the head {@code $string$}, named entities read as symbols {@code $entity$:lt} and numeric
 *       ones as the character inside the text, and {@code &|} margins are stripped (SRFI 109).
 * </ul>
 *
 * <p>Datum comments are skipped, {@code #!fold-case} is honoured, and datum labels go through
 * {@link DatumBuilder#placeholder} and {@link DatumBuilder#patch} only when a label refers to
 * itself. Diagnostics of the parse come back with the data, plus undefined labels.
 *
 * @param <T> the datum type
 */
public final class DatumReader<T> {

  /** Data read from a whole text, and every diagnostic (parse and reader), sorted by start. */
  public record Result<T>(List<T> data, List<Diagnostic> diagnostics) {}

  /**
   * The outcome of reading one datum from the front of a buffer (for the runtime's {@code read}).
   *
   * @param datum       the datum, or null at end of file, when more text is needed, or when the
   *                    text is malformed (then {@code diagnostics} says why)
   * @param eof         true when only trivia remained and the buffer is the end of the input
   * @param needsMore   true when the buffer ends inside a datum, or right after one that more text
   *                    could extend: append more text and call again, or pass {@code atEof}
   * @param end         the offset just past the datum: where the next read starts; the text past
   *                    it is not consumed
   * @param foldCase    the fold-case state after this datum, to pass to the next read
   * @param diagnostics problems in the text read
   */
  public record First<T>(T datum, boolean eof, boolean needsMore, int end, boolean foldCase,
      List<Diagnostic> diagnostics) {}

  private final DatumBuilder<T> builder;
  private boolean foldCase;
  private final Map<Integer, Object> labels = new HashMap<>();
  private final List<Diagnostic> diagnostics = new ArrayList<>();

  private static final Object UNSUPPORTED = new Object();

  private DatumReader(DatumBuilder<T> builder, boolean foldCase) {
    this.builder = builder;
    this.foldCase = foldCase;
  }

  /** Parses {@code text} and reads every top-level datum. */
  public static <T> Result<T> readAll(String text, DatumBuilder<T> builder) {
    return read(Parser.parse(text), builder);
  }

  /** Reads every top-level datum of a parse result, in order. */
  public static <T> Result<T> read(ParseResult parse, DatumBuilder<T> builder) {
    DatumReader<T> reader = new DatumReader<>(builder, false);
    List<T> data = new ArrayList<>();
    for (int i = 0; i < parse.unitCount(); i++) {
      T datum = reader.topLevel(parse.unit(i).element(), parse.unitStart(i));
      if (datum != null) {
        data.add(datum);
      }
    }
    List<Diagnostic> all = new ArrayList<>(parse.diagnostics());
    all.addAll(reader.diagnostics);
    all.sort(Diagnostic.BY_START);
    return new Result<>(Collections.unmodifiableList(data), Collections.unmodifiableList(all));
  }

  /**
   * Reads one top-level form (a cursor from {@link ParseResult#topLevelForms}) with the given
   * fold-case state; returns null when the form holds no datum (a datum comment, an error).
   */
  public static <T> T readForm(SyntaxNode form, boolean foldCase, DatumBuilder<T> builder) {
    return new DatumReader<>(builder, foldCase).topLevel(form.green(), form.start());
  }

  /**
   * Reads the first datum of {@code text} at or after {@code start}, parsing no further than that
   * datum. {@code atEof} says whether {@code text} is all the input there will be; when it is false
   * and the datum could still continue, the result asks for more text instead of guessing.
   */
  public static <T> First<T> readFirst(String text, int start, boolean atEof, boolean foldCase,
      DatumBuilder<T> builder) {
    Parser parser = new Parser(text);
    DatumReader<T> reader = new DatumReader<>(builder, foldCase);
    List<Diagnostic> problems = new ArrayList<>();
    int pos = start;
    while (pos < text.length()) {
      Unit unit = parser.parseUnit(pos);
      boolean reachesEnd = pos + unit.examined() >= text.length();
      if (!atEof && (unit.incomplete() || reachesEnd)) {
        return new First<>(null, false, true, start, foldCase, List.of());
      }
      for (int j = 0; j < unit.diagnostics().length; j++) {
        Diagnostic diagnostic = unit.diagnostics()[j].shifted(pos);
        problems.add(unit.lineOf()[j] < 0 ? diagnostic : withLine(diagnostic, text, pos + unit.lineOf()[j]));
      }
      T datum = reader.topLevel(unit.element(), pos);
      pos += unit.width();
      SyntaxKind kind = unit.element().kind();
      if (datum != null || !(kind.isTrivia() || kind == SyntaxKind.DATUM_COMMENT)) {
        problems.addAll(reader.diagnostics);
        return new First<>(datum, false, false, pos, reader.foldCase, problems);
      }
    }
    if (!atEof) {
      return new First<>(null, false, true, start, foldCase, List.of());
    }
    return new First<>(null, true, false, pos, reader.foldCase, problems);
  }

  private static Diagnostic withLine(Diagnostic diagnostic, String text, int lineOffset) {
    int line = new LineIndex(text).line(lineOffset) + 1;
    return new Diagnostic(diagnostic.code(), diagnostic.severity(), diagnostic.start(), diagnostic.end(),
        diagnostic.message().replace(Unit.LINE_PLACEHOLDER, Integer.toString(line)), diagnostic.phase());
  }

  // ---------------------------------------------------------------------------------------------

  private T topLevel(GreenElement element, int start) {
    labels.clear();
    return datum(element, start);
  }

  /** The datum of an element, or null when it has none (trivia, a datum comment, an error). */
  private T datum(GreenElement element, int start) {
    int end = start + element.width();
    if (element instanceof GreenToken token) {
      return token(token, start, end);
    }
    GreenNode node = (GreenNode) element;
    switch (node.kind()) {
      case LIST:
        return list(node, start, end);
      case BRACKET_LIST: {
        List<T> items = new ArrayList<>();
        items.add(builder.symbol("$bracket-list$", start, start + 1));
        elements(node, start, items);
        return builder.list(items, null, start, end);
      }
      case BRACKET_APPLY: {
        List<T> items = new ArrayList<>();
        GreenElement head = node.child(0);
        int argumentsStart = start + head.width();
        items.add(builder.symbol("$bracket-apply$", argumentsStart, argumentsStart + 1));
        T headDatum = datum(head, start);
        if (headDatum != null) {
          items.add(headDatum);
        }
        elements((GreenNode) node.child(1), argumentsStart, items);
        return builder.list(items, null, start, end);
      }
      case VECTOR: {
        List<T> items = new ArrayList<>();
        elements(node, start, items);
        return builder.vector(items, start, end);
      }
      case BYTEVECTOR:
        return bytevector(node, start, end);
      case UVECTOR:
        return uniformVector(node, start, end);
      case ABBREVIATION:
        return abbreviation(node, start, end);
      case ARRAY:
        return array(node, start, end);
      case DATUM_COMMENT:
        return null;
      case LABELED:
        return labeled(node, start, end);
      case EXT_LITERAL:
        return extendedLiteral(node, start, end);
      default:
        return null;
    }
  }

  private T token(GreenToken token, int start, int end) {
    String text = token.text();
    switch (token.kind()) {
      case IDENTIFIER:
        if (text.startsWith("|")) {
          return builder.symbol(TokenChecker.decodeDelimited(text), start, end);
        }
        return builder.symbol(fold(text), start, end);
      case COLON_COLON:
        return builder.symbol("::", start, end);
      case KEYWORD:
        return builder.keyword(fold(text.substring(0, text.length() - 1)), start, end);
      case BOOLEAN:
        return builder.bool(Character.toLowerCase(text.charAt(1)) == 't', start, end);
      case NUMBER: {
        NumberLiteral value = NumberParser.parse(text, 10);
        return value == null ? null : builder.number(value, start, end);
      }
      case CHARACTER: {
        int code = TokenChecker.decodeCharacter(text);
        return code < 0 ? null : builder.character(code, start, end);
      }
      case STRING:
        return builder.string(TokenChecker.decodeDelimited(text), start, end);
      case SPECIAL:
        return builder.special(text.substring(2), start, end);
      case REGEX:
        return RegexLiteral.compile(text) == null ? null : builder.regex(text, start, end);
      case DIRECTIVE:
        foldCase = text.equals("#!fold-case");
        return null;
      case LABEL_REFERENCE: {
        int label = labelNumber(text);
        Object value = labels.get(label);
        if (value == null) {
          diagnostics.add(Diagnostic.error(Phase.READ, "read.undefined-label", start, end,
              "undefined datum label " + text + ", expected a preceding #" + label + "="));
          return null;
        }
        if (value == UNSUPPORTED) {
          return null;
        }
        @SuppressWarnings("unchecked")
        T datum = (T) value;
        return datum;
      }
      default:
        return null;
    }
  }

  private String fold(String name) {
    return foldCase ? name.toLowerCase(Locale.ROOT) : name;
  }

  /** Adds the data of a node's children, skipping its delimiters, to {@code out}. */
  private void elements(GreenNode node, int start, List<T> out) {
    int offset = start;
    for (int i = 0; i < node.childCount(); i++) {
      GreenElement child = node.child(i);
      if (i > 0 || child instanceof GreenNode) {
        T datum = datum(child, offset);
        if (datum != null) {
          out.add(datum);
          if (lookup(node, i, offset, out)) {
            offset += child.width();
            child = node.child(++i);
          }
        }
      }
      offset += child.width();
    }
  }

  /**
   * Kawa's colon right after a list, a string or another literal: {@code (f x):name} and
   * {@code "abc":name} read as
   * {@code ($lookup$ (f x) (quasiquote name))}, and {@code (a):b:c} as a lookup in a lookup. When
   * child {@code i} of {@code node} (at {@code offset}, its datum the last of {@code out}) is followed
   * at once by such a {@code :name} identifier, replaces that datum with the lookup and returns true,
   * the identifier consumed.
   */
  private boolean lookup(GreenNode node, int i, int offset, List<T> out) {
    GreenElement child = node.child(i);
    boolean receiver = child instanceof GreenNode ? child.kind() != SyntaxKind.DATUM_COMMENT
        : child.kind() == SyntaxKind.STRING;
    if (!receiver || i + 1 >= node.childCount()
        || !(node.child(i + 1) instanceof GreenToken next) || next.kind() != SyntaxKind.IDENTIFIER) {
      return false;
    }
    String text = next.text();
    if (text.length() < 2 || text.charAt(0) != ':' || text.charAt(1) == ':' || text.endsWith(":")
        || text.contains("::")) {
      return false;
    }
    int start = offset;
    T datum = out.get(out.size() - 1);
    int partStart = offset + child.width() + 1;
    for (String part : text.substring(1).split(":")) {
      int partEnd = partStart + part.length();
      List<T> quoted = new ArrayList<>(2);
      quoted.add(builder.symbol("quasiquote", partStart - 1, partStart));
      quoted.add(builder.symbol(fold(part), partStart, partEnd));
      List<T> items = new ArrayList<>(3);
      items.add(builder.symbol("$lookup$", partStart - 1, partStart));
      items.add(datum);
      items.add(builder.list(quoted, null, partStart - 1, partEnd));
      datum = builder.list(items, null, start, partEnd);
      partStart = partEnd + 1;
    }
    out.set(out.size() - 1, datum);
    return true;
  }

  private T list(GreenNode node, int start, int end) {
    List<T> items = new ArrayList<>();
    T tail = null;
    boolean afterDot = false;
    int offset = start;
    for (int i = 0; i < node.childCount(); i++) {
      GreenElement child = node.child(i);
      if (child.kind() == SyntaxKind.DOT) {
        afterDot = !items.isEmpty();
      } else if (i > 0) {
        T datum = datum(child, offset);
        if (datum != null) {
          if (afterDot && tail == null) {
            tail = datum;
          } else if (!afterDot) {
            items.add(datum);
            if (lookup(node, i, offset, items)) {
              offset += child.width();
              child = node.child(++i);
            }
          }
        }
      }
      offset += child.width();
    }
    return builder.list(items, tail, start, end);
  }

  private T bytevector(GreenNode node, int start, int end) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int i = 0; i < node.childCount(); i++) {
      if (node.child(i) instanceof GreenToken token && token.kind() == SyntaxKind.NUMBER
          && NumberParser.parse(token.text(), 10) instanceof NumberLiteral.Exact exact
          && exact.denominator().equals(java.math.BigInteger.ONE)
          && exact.numerator().signum() >= 0 && exact.numerator().bitLength() <= 8) {
        bytes.write(exact.numerator().intValue());
      }
    }
    return builder.bytevector(bytes.toByteArray(), start, end);
  }

  private T uniformVector(GreenNode node, int start, int end) {
    String opener = ((GreenToken) node.child(0)).text();
    String tag = opener.substring(1, opener.length() - 1).toLowerCase(java.util.Locale.ROOT);
    List<NumberLiteral> elements = new ArrayList<>();
    for (int i = 0; i < node.childCount(); i++) {
      if (node.child(i) instanceof GreenToken token && token.kind() == SyntaxKind.NUMBER) {
        NumberLiteral value = NumberParser.parse(token.text(), 10);
        if (value instanceof NumberLiteral.Exact || value instanceof NumberLiteral.Inexact) {
          elements.add(value);
        }
      }
    }
    return builder.uniformVector(tag, elements, start, end);
  }

  /** {@code #RANKa contents}: the builder checks that the contents have the rank's shape. */
  private T array(GreenNode node, int start, int end) {
    GreenElement prefix = node.child(0);
    ArrayPrefix bounds = ArrayPrefix.parse(((GreenToken) prefix).text());
    if (bounds == null) {
      return null;
    }
    T datum = null;
    int offset = start + prefix.width();
    for (int i = 1; i < node.childCount() && datum == null; i++) {
      datum = datum(node.child(i), offset);
      offset += node.child(i).width();
    }
    return datum == null ? null : builder.array(bounds, datum, start, end);
  }

  private T abbreviation(GreenNode node, int start, int end) {
    GreenElement prefix = node.child(0);
    String name = switch (prefix.kind()) {
      case QUOTE -> "quote";
      case QUASIQUOTE -> "quasiquote";
      case UNQUOTE -> "unquote";
      case SPLICE -> "$splice$";
      case SYNTAX_QUOTE -> "syntax";
      case QUASISYNTAX -> "quasisyntax";
      case UNSYNTAX -> "unsyntax";
      case UNSYNTAX_SPLICING -> "unsyntax-splicing";
      default -> "unquote-splicing";
    };
    T datum = null;
    int offset = start + prefix.width();
    for (int i = 1; i < node.childCount() && datum == null; i++) {
      datum = datum(node.child(i), offset);
      offset += node.child(i).width();
    }
    if (datum == null) {
      return null;
    }
    List<T> items = new ArrayList<>(2);
    items.add(builder.symbol(name, start, start + prefix.width()));
    items.add(datum);
    return builder.list(items, null, start, end);
  }

  private T labeled(GreenNode node, int start, int end) {
    GreenToken definition = (GreenToken) node.child(0);
    int label = labelNumber(definition.text());
    int innerStart = start + definition.width();
    GreenElement inner = null;
    int offset = innerStart;
    for (int i = 1; i < node.childCount(); i++) {
      if (!node.child(i).kind().isTrivia() && node.child(i).kind() != SyntaxKind.DATUM_COMMENT) {
        inner = node.child(i);
        break;
      }
      offset += node.child(i).width();
    }
    if (inner == null) {
      return null;
    }
    if (!refersTo(inner, "#" + label + "#")) {
      T datum = datum(inner, offset);
      if (datum != null) {
        datum = builder.labelled(datum);
      }
      labels.put(label, datum);
      return datum;
    }
    T placeholder;
    try {
      placeholder = builder.placeholder(label, start, end);
    } catch (UnsupportedOperationException unsupported) {
      diagnostics.add(Diagnostic.error(Phase.READ, "read.unsupported-label", start, innerStart,
          "datum label " + definition.text() + " refers to itself, which is not supported here"));
      labels.put(label, UNSUPPORTED);
      T datum = datum(inner, offset);
      labels.put(label, datum);
      return datum;
    }
    labels.put(label, placeholder);
    T datum = datum(inner, offset);
    if (datum == null) {
      return null;
    }
    if (datum == placeholder) {
      // #0=#0# names nothing: there is no datum for the references to stand for.
      diagnostics.add(Diagnostic.error(Phase.READ, "read.self-only-label", start, end,
          "datum label " + definition.text() + " refers only to itself, expected a datum around #" + label + "#"));
      labels.put(label, UNSUPPORTED);
      return null;
    }
    datum = builder.patch(placeholder, datum);
    labels.put(label, datum);
    return datum;
  }

  private static boolean refersTo(GreenElement element, String reference) {
    if (element instanceof GreenToken token) {
      return token.kind() == SyntaxKind.LABEL_REFERENCE && token.text().equals(reference);
    }
    GreenNode node = (GreenNode) element;
    for (int i = 0; i < node.childCount(); i++) {
      if (refersTo(node.child(i), reference)) {
        return true;
      }
    }
    return false;
  }

  private static int labelNumber(String text) {
    String digits = text.substring(1, text.length() - 1);
    return digits.length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(digits);
  }

  // ---------------------------------------------------------------------------------------------
  // Extended literals (SRFI 108/109 as Kawa reads them).

  private T extendedLiteral(GreenNode node, int start, int end) {
    GreenToken open = (GreenToken) node.child(0);
    String openText = open.text();
    String tag = openText.substring(1, openText.length() - 1);
    String head;
    if (open.kind() == SyntaxKind.EXT_OPEN && tag.isEmpty()) {
      head = "$string$";
    } else {
      head = "$construct$:" + tag;
    }
    List<T> items = new ArrayList<>();
    items.add(builder.symbol(head, start, start + open.width()));
    int offset = start + open.width();
    int i = 1;
    if (open.kind() == SyntaxKind.EXT_OPEN_ARGS) {
      for (; i < node.childCount(); i++) {
        GreenElement child = node.child(i);
        if (child.kind() == SyntaxKind.CLOSE_BRACKET) {
          items.add(builder.symbol("$>>$", offset, offset + 1));
          offset += child.width();
          i++;
          break;
        }
        T datum = datum(child, offset);
        if (datum != null) {
          items.add(datum);
        }
        offset += child.width();
      }
      if (i < node.childCount() && node.child(i).kind() == SyntaxKind.OPEN_BRACE) {
        offset += node.child(i).width();
        i++;
      }
    }
    new BodyReader(items).read(node, i, offset);
    return builder.list(items, null, start, end);
  }

  /** Turns the children of a literal body into text strings, entities and enclosed expressions. */
  private final class BodyReader {
    private final List<T> items;
    private final StringBuilder text = new StringBuilder();
    private int textStart = -1;
    private int textEnd;
    private boolean flushedAny;

    BodyReader(List<T> items) {
      this.items = items;
    }

    void read(GreenNode node, int from, int offset) {
      int depth = 0;
      for (int i = from; i < node.childCount(); i++) {
        GreenElement child = node.child(i);
        int childEnd = offset + child.width();
        switch (child.kind()) {
          case EXT_TEXT:
            append(TokenChecker.normaliseLineEndings(child.text()), offset, childEnd);
            break;
          case OPEN_BRACE:
            depth++;
            append("{", offset, childEnd);
            break;
          case CLOSE_BRACE:
            if (depth-- > 0) {
              append("}", offset, childEnd);
            }
            break;
          case EXT_ENTITY: {
            String entity = child.text();
            if (entity.startsWith("&~")) {
              // A bare format directive (&~%): the same form as &~%[] with no values.
              flush();
              items.add(builder.list(List.of(builder.symbol("$construct$:" + entity.substring(1), offset, childEnd),
                  builder.symbol("$>>$", childEnd, childEnd)), null, offset, childEnd));
            } else if (entity.startsWith("&#")) {
              int code = TokenChecker.decodeNumericEntity(entity);
              if (code >= 0) {
                append(new String(Character.toChars(code)), offset, childEnd);
              }
            } else {
              flush();
              items.add(builder.symbol("$entity$:" + entity.substring(1, entity.length() - 1), offset, childEnd));
            }
            break;
          }
          case EXT_MARGIN:
            margin();
            break;
          case EXT_ESCAPE:
            flush();
            escape((GreenNode) child, offset, childEnd);
            break;
          case EXT_LITERAL: {
            flush();
            T nested = datum(child, offset);
            if (nested != null) {
              items.add(nested);
            }
            break;
          }
          default:
            // Line continuations vanish; error tokens were already reported.
            break;
        }
        offset = childEnd;
      }
      flush();
    }

    private void append(String piece, int start, int end) {
      if (textStart < 0) {
        textStart = start;
      }
      text.append(piece);
      textEnd = end;
    }

    private void flush() {
      if (text.length() > 0) {
        items.add(builder.string(text.toString(), textStart, textEnd));
        flushedAny = true;
      }
      text.setLength(0);
      textStart = -1;
    }

    /**
     * Strips the whitespace before a margin marker; when the body's first line held only
     * whitespace, that line and its line break go too (SRFI 109).
     */
    private void margin() {
      int length = text.length();
      while (length > 0 && (text.charAt(length - 1) == ' ' || text.charAt(length - 1) == '\t')) {
        length--;
      }
      text.setLength(length);
      if (!flushedAny && isBlankFirstLine()) {
        text.setLength(0);
      }
    }

    private boolean isBlankFirstLine() {
      int breaks = 0;
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '\n') {
          breaks++;
        } else if (c != ' ' && c != '\t' && c != '\r') {
          return false;
        }
      }
      return breaks == 1;
    }

    private void escape(GreenNode node, int start, int end) {
      items.add(builder.symbol("$<<$", start, start + 2));
      int offset = start;
      int closeStart = end;
      for (int i = 0; i < node.childCount(); i++) {
        GreenElement child = node.child(i);
        if (i > 0 && child.kind() == SyntaxKind.CLOSE_BRACKET && i == node.childCount() - 1) {
          closeStart = offset;
        } else if (i > 0) {
          T datum = datum(child, offset);
          if (datum != null) {
            items.add(datum);
          }
        }
        offset += child.width();
      }
      items.add(builder.symbol("$>>$", closeStart, end));
    }
  }
}
