package kopi.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds where the top-level forms of REPL input begin and end, and whether the input is complete
 * or the user is still typing a form. It knows only the lexical structure of the dialect (lists,
 * strings, {@code |symbols|}, characters, comments, prefixes such as {@code '} and
 * {@code #;}); everything else is left to the real reader, which reports errors when the form is
 * evaluated. A stray closing parenthesis is a form of its own, so the reader can report it rather
 * than the REPL waiting forever.
 *
 * <p>The REPL needs a yes-or-no answer after every line, long before the text is worth parsing
 * into a tree, and it needs the form boundaries to evaluate and print each form of a line such as
 * {@code (define a 1) (+ a 1)} in turn.
 */
public final class FormScanner {

  /**
   * The shape of some input.
   *
   * @param complete whether every form is finished (no open list, string, comment or prefix)
   * @param forms    the offsets {@code [start, end)} of each finished top-level form, comments excluded
   */
  public record Scan(boolean complete, List<Form> forms) {
    public Scan {
      forms = List.copyOf(forms);
    }
  }

  /** One top-level form: offsets {@code [start, end)} into the scanned text. */
  public record Form(int start, int end) {}

  private final String text;
  private int position;

  private FormScanner(String text) {
    this.text = text;
  }

  public static Scan scan(String text) {
    return new FormScanner(text).scanAll();
  }

  /** True when {@code text} holds only finished forms, comments and whitespace. */
  public static boolean isComplete(String text) {
    return scan(text).complete();
  }

  // The rest is a small recursive descent over characters. Reaching the end of the text inside a
  // construct throws Incomplete, which unwinds to scanAll.

  private static final class Incomplete extends RuntimeException {
    Incomplete() {
      super(null, null, false, false);
    }
  }

  private Scan scanAll() {
    List<Form> forms = new ArrayList<>();
    try {
      while (true) {
        skipAtmosphere();
        if (position >= text.length()) {
          return new Scan(true, forms);
        }
        int start = position;
        if (isCloser(text.charAt(position))) {
          position++;
        } else {
          datum();
        }
        forms.add(new Form(start, position));
      }
    } catch (Incomplete incomplete) {
      return new Scan(false, forms);
    }
  }

  /** Skips whitespace, line comments, nested block comments and {@code #;} datum comments. */
  private void skipAtmosphere() {
    while (position < text.length()) {
      char c = text.charAt(position);
      if (Character.isWhitespace(c)) {
        position++;
      } else if (c == ';') {
        while (position < text.length() && text.charAt(position) != '\n') {
          position++;
        }
      } else if (c == '#' && peek(1) == '|') {
        blockComment();
      } else if (c == '#' && peek(1) == ';') {
        position += 2;
        skipAtmosphere();
        requireMore();
        datum();
      } else {
        return;
      }
    }
  }

  private void blockComment() {
    int depth = 0;
    do {
      requireMore();
      if (text.startsWith("#|", position)) {
        depth++;
        position += 2;
      } else if (text.startsWith("|#", position)) {
        depth--;
        position += 2;
      } else {
        position++;
      }
    } while (depth > 0);
  }

  /** Consumes one datum starting at {@code position}, which is not atmosphere nor the end. */
  private void datum() {
    char c = text.charAt(position);
    if (isOpener(c)) {
      position++;
      listRest();
    } else if (c == '"') {
      position++;
      delimited('"');
    } else if (c == '\'' || c == '`') {
      position++;
      prefixed();
    } else if (c == ',') {
      position += peek(1) == '@' ? 2 : 1;
      prefixed();
    } else if (c == '#') {
      hashDatum();
    } else if (isCloser(c)) {
      // A closer inside a prefix, as in '), belongs to the enclosing list; the reader reports it.
      return;
    } else {
      atom();
    }
  }

  private void hashDatum() {
    char next = peek(1);
    if (next == '(') {
      position += 2;
      listRest();
    } else if (text.startsWith("#u8(", position)) {
      position += 4;
      listRest();
    } else if (next == '\\') {
      position += 2;
      requireMore();
      // The first character is taken literally, even a parenthesis or a space: #\( #\space.
      position += Character.charCount(text.codePointAt(position));
      atom();
    } else if (next == '\'' || next == '`' || next == ',') {
      position += next == ',' && peek(2) == '@' ? 3 : 2;
      prefixed();
    } else if (Character.isDigit(next)) {
      // A datum label: #0=datum defines it, #0# refers to it.
      int end = position + 1;
      while (end < text.length() && Character.isDigit(text.charAt(end))) {
        end++;
      }
      if (end < text.length() && text.charAt(end) == '=') {
        position = end + 1;
        prefixed();
      } else {
        atom();
      }
    } else {
      atom();
    }
  }

  /** After a prefix such as {@code '}, the datum it applies to must follow. */
  private void prefixed() {
    skipAtmosphere();
    requireMore();
    datum();
  }

  /** After an opening bracket: data until the matching closer. */
  private void listRest() {
    while (true) {
      skipAtmosphere();
      requireMore();
      if (isCloser(text.charAt(position))) {
        position++;
        return;
      }
      datum();
    }
  }

  /** The body of a string or {@code |symbol|} up to the unescaped {@code quote}. */
  private void delimited(char quote) {
    while (true) {
      requireMore();
      char c = text.charAt(position++);
      if (c == '\\') {
        requireMore();
        position++;
      } else if (c == quote) {
        return;
      }
    }
  }

  /** A number, identifier or other token, which may contain {@code |...|} parts. */
  private void atom() {
    while (position < text.length()) {
      char c = text.charAt(position);
      if (c == '|') {
        position++;
        delimited('|');
      } else if (Character.isWhitespace(c) || isOpener(c) || isCloser(c) || c == '"' || c == ';') {
        return;
      } else {
        position++;
      }
    }
  }

  private void requireMore() {
    if (position >= text.length()) {
      throw new Incomplete();
    }
  }

  private char peek(int ahead) {
    int at = position + ahead;
    return at < text.length() ? text.charAt(at) : '\0';
  }

  private static boolean isOpener(char c) {
    return c == '(' || c == '[';
  }

  private static boolean isCloser(char c) {
    return c == ')' || c == ']';
  }
}
