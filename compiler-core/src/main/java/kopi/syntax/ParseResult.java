package kopi.syntax;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The result of parsing one text: the lossless tree and its diagnostics. Immutable; {@link #edit}
 * returns a new result that shares every untouched top-level form with this one.
 */
public final class ParseResult {
  private final String text;
  private final Unit[] units;
  private final int[] starts;
  private final GreenNode root;
  private List<Diagnostic> diagnostics;

  ParseResult(String text, Unit[] units) {
    this.text = text;
    this.units = units;
    this.starts = new int[units.length];
    GreenElement[] children = new GreenElement[units.length];
    int offset = 0;
    for (int i = 0; i < units.length; i++) {
      starts[i] = offset;
      children[i] = units[i].element();
      offset += units[i].width();
    }
    this.root = new GreenNode(SyntaxKind.ROOT, children);
  }

  public String text() {
    return text;
  }

  /** The green root; its children are the top-level data and the top-level trivia, in order. */
  public GreenNode root() {
    return root;
  }

  /** A red cursor on the root, from which positions and parents are available. */
  public SyntaxNode syntax() {
    return new SyntaxNode(root, null, 0);
  }

  /** All reader diagnostics, sorted by start offset. */
  public List<Diagnostic> diagnostics() {
    List<Diagnostic> result = diagnostics;
    if (result == null) {
      result = computeDiagnostics();
      diagnostics = result;
    }
    return result;
  }

  /** The top-level data (root children other than trivia), as red cursors. */
  public List<SyntaxNode> topLevelForms() {
    SyntaxNode rootCursor = syntax();
    List<SyntaxNode> forms = new ArrayList<>();
    for (int i = 0; i < units.length; i++) {
      if (!units[i].element().kind().isTrivia()) {
        forms.add(new SyntaxNode(units[i].element(), rootCursor, starts[i]));
      }
    }
    return forms;
  }

  /** False when the text ends inside an unclosed list, string, block comment or extended literal. */
  public boolean isComplete() {
    for (Unit unit : units) {
      if (unit.incomplete()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Replaces {@code oldLength} characters at {@code offset} with {@code newText} and reparses
   * incrementally. Lexing restarts at the first top-level unit whose text,
   * or the lookahead that decided its extent, reaches the edit; it stops as soon as a new unit ends
   * where an old unit after the edit began, and from there the old units are reused as they are.
   * The result equals {@code Parser.parse} of the new text, node for node.
   */
  public ParseResult edit(int offset, int oldLength, String newText) {
    if (offset < 0 || oldLength < 0 || offset + oldLength > text.length()) {
      throw new IndexOutOfBoundsException(
          "edit " + offset + "+" + oldLength + " outside text of length " + text.length());
    }
    String updated = text.substring(0, offset) + newText + text.substring(offset + oldLength);
    int delta = newText.length() - oldLength;
    int oldEditEnd = offset + oldLength;
    int newEditEnd = offset + newText.length();

    int first = 0;
    while (first < units.length && starts[first] + units[first].examined() < offset) {
      first++;
    }
    // Later units that look past the edit (an unterminated string scans to the end of the text)
    // are reparsed too, because everything from `first` up to resynchronisation is reparsed.
    List<Unit> result = new ArrayList<>(units.length + 4);
    result.addAll(Arrays.asList(units).subList(0, first));
    int pos = first < units.length ? starts[first] : text.length();
    Parser parser = new Parser(updated);
    while (pos < updated.length()) {
      Unit unit = parser.parseUnit(pos);
      result.add(unit);
      pos += unit.width();
      if (pos >= newEditEnd) {
        int oldPos = pos - delta;
        // The unit at offset 0 is never reused elsewhere: "#!/..." lexes as a comment only there.
        if (oldPos >= oldEditEnd && oldPos > 0) {
          int match = Arrays.binarySearch(starts, oldPos);
          if (match >= 0) {
            result.addAll(Arrays.asList(units).subList(match, units.length));
            break;
          }
        }
      }
    }
    return new ParseResult(updated, result.toArray(new Unit[0]));
  }

  private List<Diagnostic> computeDiagnostics() {
    List<Diagnostic> all = new ArrayList<>();
    LineIndex lines = null;
    for (int i = 0; i < units.length; i++) {
      Unit unit = units[i];
      for (int j = 0; j < unit.diagnostics().length; j++) {
        Diagnostic diagnostic = unit.diagnostics()[j].shifted(starts[i]);
        int lineOffset = unit.lineOf()[j];
        if (lineOffset >= 0) {
          if (lines == null) {
            lines = new LineIndex(text);
          }
          String line = Integer.toString(lines.line(starts[i] + lineOffset) + 1);
          diagnostic = new Diagnostic(diagnostic.code(), diagnostic.severity(), diagnostic.start(), diagnostic.end(),
              diagnostic.message().replace(Unit.LINE_PLACEHOLDER, line), diagnostic.phase());
        }
        all.add(diagnostic);
      }
    }
    all.sort(Diagnostic.BY_START);
    return Collections.unmodifiableList(all);
  }

  /** Start offset of each unit, for the datum reader. */
  int unitCount() {
    return units.length;
  }

  int unitStart(int index) {
    return starts[index];
  }

  Unit unit(int index) {
    return units[index];
  }
}
