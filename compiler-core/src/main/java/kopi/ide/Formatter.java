package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.LineIndex;
import kopi.syntax.SyntaxKind;
import kopi.syntax.SyntaxNode;

/**
 * Re-indents Scheme code the conventional Lisp way and removes trailing whitespace. It only ever
 * changes whitespace at the start and at the end of lines, so the tokens, the comments and the
 * blank lines stay as they are, and formatting formatted code changes nothing.
 *
 * <p>The rules: a top-level line starts at column 0; inside a form whose head is a special form
 * that takes a body ({@code define}, {@code lambda}, {@code let}, {@code when}, ...) lines are
 * indented two columns past the opening parenthesis; inside a call whose first argument is on the
 * head's line, lines align with that argument; otherwise they align with the first element. Lines
 * that begin inside a string, a block comment or an extended literal are left untouched, because
 * their leading spaces are part of the text.
 */
public final class Formatter {
  private Formatter() {}

  /** The formatted text of the whole document. */
  public static String format(SourceDocument document) {
    return TextEdit.apply(document.text(), edits(document, 0, document.text().length()));
  }

  /**
   * The edits that format every line touching {@code [start, end]}; lines outside keep their
   * indentation, and the lines inside are indented relative to them as they stand. A range that
   * ends at the very start of a line does not include that line.
   */
  public static List<TextEdit> edits(SourceDocument document, int start, int end) {
    return edits(document, start, end, Cancellation.NONE);
  }

  /**
   * Like {@link #edits(SourceDocument, int, int)}, giving up with
   * {@link java.util.concurrent.CancellationException} once {@code cancellation} says so (it is
   * asked every {@link #CHECK_EVERY} lines). The time grows linearly with the number of lines.
   */
  public static List<TextEdit> edits(SourceDocument document, int start, int end, Cancellation cancellation) {
    return new Run(document, cancellation).edits(start, end);
  }

  /** How many lines are formatted between two questions to the cancellation. */
  static final int CHECK_EVERY = 512;

  /** The state of one formatting pass: the new indentation of the lines already visited. */
  private static final class Run {
    private final String text;
    private final LineIndex lines;
    private final SyntaxNode root;
    private final int[] delta;
    private final Cancellation cancellation;

    Run(SourceDocument document, Cancellation cancellation) {
      this.cancellation = cancellation;
      this.text = document.text();
      this.lines = document.lines();
      this.root = document.parse().syntax();
      this.delta = new int[lines.lineCount()];
    }

    List<TextEdit> edits(int start, int end) {
      List<TextEdit> edits = new ArrayList<>();
      int firstLine = lines.line(start);
      int lastLine = lines.line(end);
      if (lastLine > firstLine && lines.lineStart(lastLine) == end) {
        lastLine--;
      }
      for (int line = 0; line <= lastLine && line < delta.length; line++) {
        if (line % CHECK_EVERY == 0) {
          cancellation.check();
        }
        formatLine(line, line >= firstLine, edits);
      }
      return edits;
    }

    private void formatLine(int line, boolean inRange, List<TextEdit> edits) {
      int lineStart = lines.lineStart(line);
      int contentEnd = contentEnd(line);
      if (lineStart == contentEnd) {
        return;
      }
      SyntaxNode first = root.tokenAt(lineStart);
      if (first == null || (first.start() < lineStart && first.kind() != SyntaxKind.WHITESPACE)
          || insideExtendedLiteral(first) || glued(first, lineStart)) {
        // The line begins inside a string, a block comment or literal text: its spaces are content.
        if (inRange) {
          trimTrailing(lineStart, contentEnd, edits);
        }
        return;
      }
      int indentEnd = lineStart;
      while (indentEnd < contentEnd && (text.charAt(indentEnd) == ' ' || text.charAt(indentEnd) == '\t')) {
        indentEnd++;
      }
      if (indentEnd == contentEnd) {
        if (inRange) {
          edits.add(new TextEdit(lineStart, contentEnd, ""));
        }
        return;
      }
      SyntaxNode token = root.tokenAt(indentEnd);
      if (token == null || token.kind() == SyntaxKind.WHITESPACE || isApplyArguments(token)) {
        // Unusual whitespace such as a form feed starts the line, or the line starts the
        // {@code [args]} of {@code datum[args]}, which only reads so with nothing before it.
        return;
      }
      if (!inRange) {
        return;
      }
      int wanted = indentation(token, indentEnd, indentEnd - lineStart);
      delta[line] = wanted - (indentEnd - lineStart);
      if (delta[line] != 0 || text.substring(lineStart, indentEnd).indexOf('\t') >= 0) {
        edits.add(new TextEdit(lineStart, indentEnd, " ".repeat(wanted)));
      }
      trimTrailing(indentEnd, contentEnd, edits);
    }

    /** Removes spaces and tabs before the end of the line when they belong to a whitespace token. */
    private void trimTrailing(int from, int contentEnd, List<TextEdit> edits) {
      int trimmed = contentEnd;
      while (trimmed > from && (text.charAt(trimmed - 1) == ' ' || text.charAt(trimmed - 1) == '\t')) {
        SyntaxNode token = root.tokenAt(trimmed - 1);
        if (token == null || token.kind() != SyntaxKind.WHITESPACE) {
          break;
        }
        trimmed--;
      }
      if (trimmed < contentEnd) {
        edits.add(new TextEdit(trimmed, contentEnd, ""));
      }
    }

    /**
     * The column at which the line whose first token is {@code token} (at {@code offset}, now
     * indented by {@code current}) should start.
     */
    private int indentation(SyntaxNode token, int offset, int current) {
      SyntaxNode container = token.parent();
      // The innermost bracketed form that opens before the line; a line that opens a form itself
      // is indented as an element of the form around it.
      while (container != null && !(isContainer(container.kind()) && container.start() < offset)) {
        container = container.parent();
      }
      if (container == null) {
        // Outside any bracket: a top-level form starts at column 0. A line inside a top-level
        // form without brackets (after a quote or a datum comment) keeps its place, because the
        // reader's recovery for unclosed lists treats a datum at column 0 as a new definition.
        SyntaxNode topLevel = token;
        while (topLevel.parent() != null && topLevel.parent().parent() != null) {
          topLevel = topLevel.parent();
        }
        return topLevel.start() < offset ? current : 0;
      }
      // Only the opener and the first two elements before the line matter: looking no further keeps
      // a line inside a form of thousands of elements (a long quoted list) from costing their number.
      SyntaxNode opener = container.significantChildren(1).get(0);
      int base = newColumn(opener.start()) + opener.text().length();
      List<SyntaxNode> elements = firstElements(container, offset, 2);
      if (elements.isEmpty()) {
        return base;
      }
      SyntaxNode head = elements.get(0);
      if (container.kind() != SyntaxKind.LIST) {
        return newColumn(head.start());
      }
      if (head.kind() == SyntaxKind.IDENTIFIER && SpecialForms.isBodyForm(head.text())) {
        return base + 1;
      }
      if (head.kind() == SyntaxKind.IDENTIFIER && elements.size() > 1
          && lines.line(elements.get(1).start()) == lines.line(head.end())) {
        return newColumn(elements.get(1).start());
      }
      return newColumn(head.start());
    }

    /**
     * Up to {@code limit} elements of {@code container} (after its opener, skipping datum comments)
     * that start before {@code offset}; datum comments are few, so this visits few children.
     */
    private static List<SyntaxNode> firstElements(SyntaxNode container, int offset, int limit) {
      List<SyntaxNode> elements = new ArrayList<>(limit);
      for (int wanted = limit + 1;; wanted += limit) {
        List<SyntaxNode> children = container.significantChildren(wanted);
        elements.clear();
        for (SyntaxNode child : children.subList(1, children.size())) {
          if (child.start() >= offset || elements.size() == limit) {
            return elements;
          }
          if (child.kind() != SyntaxKind.DATUM_COMMENT) {
            elements.add(child);
          }
        }
        if (children.size() < wanted) {
          return elements;
        }
      }
    }

    /** The column {@code offset} has once the lines before it are re-indented. */
    private int newColumn(int offset) {
      return lines.column(offset) + delta[lines.line(offset)];
    }

    private int contentEnd(int line) {
      if (line + 1 >= lines.lineCount()) {
        return text.length();
      }
      int next = lines.lineStart(line + 1);
      if (text.charAt(next - 1) == '\n' && next - 2 >= lines.lineStart(line) && text.charAt(next - 2) == '\r') {
        return next - 2;
      }
      return next - 1;
    }

    private static boolean isContainer(SyntaxKind kind) {
      return kind == SyntaxKind.LIST || kind == SyntaxKind.VECTOR || kind == SyntaxKind.BYTEVECTOR
          || kind == SyntaxKind.UVECTOR
          || kind == SyntaxKind.BRACKET_LIST;
    }

    /**
     * True when the previous line's break belongs to a token such as the character {@code #\}
     * followed by a newline: whitespace added or removed here would touch that token, which can
     * change how the next token reads ({@code datum[args]} needs them adjacent).
     */
    private boolean glued(SyntaxNode first, int lineStart) {
      if (lineStart == 0 || first.start() != lineStart) {
        return false;
      }
      SyntaxNode before = root.tokenAt(lineStart - 1);
      return before != null && before.kind() != SyntaxKind.WHITESPACE;
    }

    private static boolean isApplyArguments(SyntaxNode token) {
      SyntaxNode list = token.parent();
      return token.kind() == SyntaxKind.OPEN_BRACKET && list != null && list.parent() != null
          && list.parent().kind() == SyntaxKind.BRACKET_APPLY;
    }

    private static boolean insideExtendedLiteral(SyntaxNode token) {
      for (SyntaxNode node = token.parent(); node != null; node = node.parent()) {
        if (node.kind() == SyntaxKind.EXT_LITERAL) {
          return true;
        }
      }
      return false;
    }
  }
}
