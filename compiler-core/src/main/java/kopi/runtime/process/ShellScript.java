package kopi.runtime.process;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import kopi.runtime.Errors;

/**
 * The script and arguments of {@code &sh{...}}: the literal text is the script, and no substituted
 * value is ever part of it.
 *
 * <p>Each value travels as a positional parameter of {@code /bin/sh -c SCRIPT sh ARG...}. The script
 * starts with {@code _kopi_1=${1} _kopi_2=${2} ...; set --;} on its first line (so line numbers and
 * {@code $#} are as the program wrote them, and a function body sees the values too), and where a
 * value was substituted it holds a reference such as {@code "${_kopi_1}"}. The shell therefore never
 * parses a value: wherever the reference lands, it expands to the value's text as data. Injection is
 * impossible by construction; following the shell's lexical context only serves to put the
 * reference in the form that gives the words the shell-less reading gives:
 * <ul>
 *   <li>outside quotes a list gives one word per element and any other value is split at blanks,
 *       each piece its own reference ({@code "${_kopi_1}" "${_kopi_2}"}), except in an assignment
 *       word, a {@code case} word or a {@code case} pattern, where the value is one string;
 *   <li>inside double quotes the value is split at newlines only ({@code ${_kopi_1}" "${_kopi_2}}),
 *       inside single quotes the quote is closed and reopened around a double-quoted reference, and
 *       inside {@code ${name...}} the reference is double-quoted, so it is never a pattern;
 *   <li>{@code $(...)} and backquotes hold scripts of their own, inside or outside double quotes;
 *       a here-document with an unquoted delimiter expands the reference, a comment drops it;
 *   <li>a value right after a bare {@code $} or {@code ${} makes that dollar sign a literal one, as
 *       without a shell ({@code $&[v]} is {@code $} followed by the value, never a variable).
 * </ul>
 * Some places cannot take a value, and are errors rather than silently something else: the
 * delimiter word of a here-document, the body of a here-document whose delimiter is quoted (nothing
 * expands there), the parameter's name in {@code ${name...}}, and, at run time, a value inside {@code $((...))} that is not an integer (the
 * shell evaluates the expanded text as an expression).
 */
public final class ShellScript {
  /** The shell variable that holds the value of reference number {@code n}. */
  static final String VARIABLE = "_kopi_";

  private static final Set<String> RESERVED = Set.of(
      "if", "then", "else", "elif", "while", "until", "do", "!", "{", "time");
  private static final Pattern ASSIGNMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*", Pattern.DOTALL);
  private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

  private ShellScript() {}

  /** The script for {@code /bin/sh -c} and the values that follow it as positional parameters. */
  public record Command(String script, List<String> arguments) {
    /** The words to run: {@code /bin/sh -c SCRIPT sh ARG...}. */
    public List<String> words() {
      List<String> words = new ArrayList<>(List.of("/bin/sh", "-c", script));
      if (!arguments.isEmpty()) {
        words.add("sh");
        words.addAll(arguments);
      }
      return words;
    }
  }

  /** A substitution the shell cannot take: which value part (counted among the values) and why. */
  public record Problem(int value, String message) {}

  /** Builds the command; a value where the shell cannot take one is an error naming {@code who}. */
  public static Command build(String who, List<Template.Part> parts) {
    Builder builder = new Builder(true);
    run(builder, parts);
    if (builder.problem != null) {
      throw Errors.error(who + ": " + builder.problem.message());
    }
    return builder.finish();
  }

  /**
   * The first substitution of a template the shell cannot take whatever the values are, or null;
   * the values of {@code parts} are only placeholders. The expander reports it where it is written.
   */
  public static Problem check(List<Template.Part> parts) {
    Builder builder = new Builder(false);
    run(builder, parts);
    return builder.problem;
  }

  private static void run(Builder builder, List<Template.Part> parts) {
    for (Template.Part part : parts) {
      if (builder.problem != null) {
        return;
      }
      if (part instanceof Template.Text text) {
        builder.text(text.text());
      } else {
        builder.value(((Template.Value) part).value());
      }
    }
  }

  private enum Kind {
    SCRIPT, SINGLE, DOUBLE, BRACE, ARITH, HEREDOC, COMMENT, DELIMITER
  }

  private enum Case {
    SUBJECT, IN, PATTERN, BODY
  }

  /** A here-document announced by {@code <<} whose body starts at the next newline. */
  private record Heredoc(String delimiter, boolean quoted, boolean stripTabs) {}

  /** One level of the shell's lexical context. */
  private static final class Frame {
    final Kind kind;
    /** SCRIPT: what ends it: 0 (the whole text), ')' for $(...), '`' for backquotes. */
    final char end;
    /** DOUBLE and BRACE: the value is one string; BRACE: it stands inside double quotes. */
    final boolean oneString;
    /** SCRIPT and ARITH: open parentheses. */
    int parens;
    /** SCRIPT: the current word's raw text so far, and whether a value is part of it. */
    final StringBuilder word = new StringBuilder();
    boolean inWord;
    boolean wordHasValue;
    /** SCRIPT: the next word is the first of a command (assignments and reserved words keep it so). */
    boolean commandStart = true;
    final Deque<Case> cases = new ArrayDeque<>();
    /** BRACE: the operator after the parameter's name has been read (before it, the text is the name). */
    boolean operator;
    /** HEREDOC: the document; the current line and whether a value is in it. */
    Heredoc heredoc;
    final StringBuilder line = new StringBuilder();
    boolean lineHasValue;
    /** DELIMITER: the word read so far, its quoting, and the quote it is in (0 for none). */
    boolean stripTabs;
    boolean quoted;
    char quote;
    boolean started;

    Frame(Kind kind, char end, boolean oneString) {
      this.kind = kind;
      this.end = end;
      this.oneString = oneString;
    }

    /** SCRIPT: the current word is data: an assignment's value, a case word or a case pattern. */
    boolean wordIsData() {
      if (!cases.isEmpty() && (cases.peek() == Case.SUBJECT || cases.peek() == Case.PATTERN)) {
        return true;
      }
      return commandStart && ASSIGNMENT.matcher(word).matches();
    }
  }

  private static final class Builder {
    private final boolean real;
    private final StringBuilder out = new StringBuilder();
    private final List<String> arguments = new ArrayList<>();
    private final Deque<Frame> frames = new ArrayDeque<>();
    private final List<Heredoc> pending = new ArrayList<>();
    private Problem problem;
    private int values;
    /** A backslash ended the last text part: it escapes the next text, or is a literal before a value. */
    private boolean pendingBackslash;
    /** Where a bare {@code $} that ended the last text part stands in {@link #out}, or -1. */
    private int bareDollar = -1;
    /** The last text part ended with {@code ${}: a brace expansion opens if text follows. */
    private boolean pendingBrace;

    Builder(boolean real) {
      this.real = real;
      frames.push(new Frame(Kind.SCRIPT, (char) 0, false));
    }

    // ------------------------------------------------------------------------------- text

    void text(String text) {
      if (pendingBackslash) {
        text = "\\" + text;
        pendingBackslash = false;
      }
      bareDollar = -1;
      if (pendingBrace) {
        pendingBrace = false;
        frames.push(new Frame(Kind.BRACE, (char) 0, inDoubleQuotes()));
      }
      int i = 0;
      while (i < text.length()) {
        i = step(text, i);
      }
    }

    /** Reads the character at {@code i} in the current frame; gives the index of the next one. */
    private int step(String t, int i) {
      Frame f = frames.peek();
      char c = t.charAt(i);
      switch (f.kind) {
        case SCRIPT:
          return script(f, t, i, c);
        case SINGLE:
          out.append(c);
          if (c == '\'') {
            frames.pop();
          }
          return i + 1;
        case DOUBLE:
          if (c == '"') {
            out.append(c);
            frames.pop();
            return i + 1;
          }
          return expanding(f, t, i, c);
        case BRACE:
          if (c == '}') {
            out.append(c);
            frames.pop();
            return i + 1;
          }
          if (!f.operator) {
            if (nameContinues(f.line, t, i)) {
              f.line.append(c);
              out.append(c);
              return i + 1;
            }
            f.operator = true;
          }
          if (!f.oneString && c == '\'') {
            out.append(c);
            frames.push(new Frame(Kind.SINGLE, (char) 0, false));
            return i + 1;
          }
          if (c == '"') {
            out.append(c);
            frames.push(new Frame(Kind.DOUBLE, (char) 0, true));
            return i + 1;
          }
          return expanding(f, t, i, c);
        case ARITH:
          if (c == '(') {
            f.parens++;
          } else if (c == ')') {
            if (f.parens == 0) {
              out.append(c);
              if (i + 1 < t.length() && t.charAt(i + 1) == ')') {
                out.append(')');
                i++;
              }
              frames.pop();
              return i + 1;
            }
            f.parens--;
          }
          return expanding(f, t, i, c);
        case HEREDOC:
          return heredoc(f, t, i, c);
        case COMMENT:
          if (c == '\n') {
            frames.pop();
            return i;
          }
          out.append(c);
          return i + 1;
        case DELIMITER:
          return delimiter(f, t, i, c);
        default:
          throw new IllegalStateException();
      }
    }

    /** Backslashes, dollar signs and backquotes, where they expand: double quotes, braces, $((...)), here-documents. */
    private int expanding(Frame f, String t, int i, char c) {
      if (c == '\\') {
        if (i + 1 == t.length()) {
          pendingBackslash = true;
          return i + 1;
        }
        out.append(c).append(t.charAt(i + 1));
        return i + 2;
      }
      if (c == '$') {
        return dollar(t, i);
      }
      if (c == '`') {
        out.append(c);
        frames.push(new Frame(Kind.SCRIPT, '`', false));
        return i + 1;
      }
      out.append(c);
      return i + 1;
    }

    /** A dollar sign: $(...), $((...)), ${...}, or a plain one (which a value right after makes literal). */
    private int dollar(String t, int i) {
      out.append('$');
      if (i + 1 == t.length()) {
        bareDollar = out.length() - 1;
        return i + 1;
      }
      char next = t.charAt(i + 1);
      if (next == '(' && i + 2 < t.length() && t.charAt(i + 2) == '(') {
        out.append("((");
        frames.push(new Frame(Kind.ARITH, (char) 0, false));
        return i + 3;
      }
      if (next == '(') {
        out.append('(');
        frames.push(new Frame(Kind.SCRIPT, ')', false));
        return i + 2;
      }
      if (next == '{') {
        out.append('{');
        if (i + 2 == t.length()) {
          bareDollar = out.length() - 2;
          pendingBrace = true;
        } else {
          frames.push(new Frame(Kind.BRACE, (char) 0, inDoubleQuotes()));
        }
        return i + 2;
      }
      return i + 1;
    }

    /**
     * In {@code ${...}}, whether the character at {@code i} continues the parameter's name read so
     * far: letters, digits and underscores, or one special parameter, after an optional {@code #}
     * that asks for the length. Whatever follows the name is the operator and its word.
     */
    private static boolean nameContinues(CharSequence name, String t, int i) {
      char c = t.charAt(i);
      boolean word = Character.isLetterOrDigit(c) && c < 0x80 || c == '_';
      if (name.length() == 0) {
        boolean length = c == '#' && i + 1 < t.length() && "}:-=?+%#".indexOf(t.charAt(i + 1)) < 0;
        return word || length || "@*#?-$!".indexOf(c) >= 0;
      }
      char first = name.charAt(0) == '#' && name.length() > 1 ? name.charAt(1) : name.charAt(0);
      if (name.length() == 1 && name.charAt(0) == '#') {
        return word || "@*#?-$!".indexOf(c) >= 0;
      }
      boolean wordName = Character.isLetterOrDigit(first) || first == '_';
      return wordName && word;
    }

    private boolean inDoubleQuotes() {
      Frame f = frames.peek();
      return f.kind == Kind.DOUBLE || f.kind == Kind.BRACE && f.oneString || f.kind == Kind.HEREDOC;
    }

    private int script(Frame f, String t, int i, char c) {
      switch (c) {
        case '\\' -> {
          if (i + 1 == t.length()) {
            pendingBackslash = true;
            return i + 1;
          }
          out.append(c).append(t.charAt(i + 1));
          f.word.append(c).append(t.charAt(i + 1));
          f.inWord = true;
          return i + 2;
        }
        case '\'' -> {
          inWord(f, c);
          frames.push(new Frame(Kind.SINGLE, (char) 0, false));
          return i + 1;
        }
        case '"' -> {
          boolean data = f.wordIsData();
          inWord(f, c);
          frames.push(new Frame(Kind.DOUBLE, (char) 0, data));
          return i + 1;
        }
        case '`' -> {
          if (f.end == '`') {
            endWord(f);
            out.append(c);
            frames.pop();
            return i + 1;
          }
          inWord(f, c);
          frames.push(new Frame(Kind.SCRIPT, '`', false));
          return i + 1;
        }
        case '$' -> {
          f.word.append(c);
          f.inWord = true;
          return dollar(t, i);
        }
        case '#' -> {
          if (!f.inWord) {
            out.append(c);
            frames.push(new Frame(Kind.COMMENT, (char) 0, false));
            return i + 1;
          }
          inWord(f, c);
          return i + 1;
        }
        case ' ', '\t', '\r' -> {
          endWord(f);
          out.append(c);
          return i + 1;
        }
        case '\n' -> {
          endWord(f);
          out.append(c);
          f.commandStart = true;
          startHeredoc();
          return i + 1;
        }
        case ';', '&', '|' -> {
          endWord(f);
          out.append(c);
          if (c == ';' && i + 1 < t.length() && t.charAt(i + 1) == ';') {
            out.append(';');
            if (!f.cases.isEmpty() && f.cases.peek() == Case.BODY) {
              f.cases.pop();
              f.cases.push(Case.PATTERN);
            }
            f.commandStart = true;
            return i + 2;
          }
          f.commandStart = true;
          return i + 1;
        }
        case '(' -> {
          endWord(f);
          out.append(c);
          if (f.cases.isEmpty() || f.cases.peek() != Case.PATTERN) {
            f.parens++;
            f.commandStart = true;
          }
          return i + 1;
        }
        case ')' -> {
          endWord(f);
          out.append(c);
          if (!f.cases.isEmpty() && f.cases.peek() == Case.PATTERN) {
            f.cases.pop();
            f.cases.push(Case.BODY);
            f.commandStart = true;
          } else if (f.parens > 0) {
            f.parens--;
          } else if (f.end == ')') {
            frames.pop();
          }
          return i + 1;
        }
        case '<' -> {
          endWord(f);
          out.append(c);
          if (i + 1 < t.length() && t.charAt(i + 1) == '<') {
            out.append('<');
            Frame delimiter = new Frame(Kind.DELIMITER, (char) 0, false);
            int next = i + 2;
            if (next < t.length() && t.charAt(next) == '-') {
              out.append('-');
              delimiter.stripTabs = true;
              next++;
            }
            frames.push(delimiter);
            return next;
          }
          return i + 1;
        }
        case '>' -> {
          endWord(f);
          out.append(c);
          return i + 1;
        }
        default -> {
          inWord(f, c);
          return i + 1;
        }
      }
    }

    private static void noteWord(Frame f, char c) {
      f.word.append(c);
      f.inWord = true;
    }

    private void inWord(Frame f, char c) {
      out.append(c);
      noteWord(f, c);
    }

    /** Ends the current word of a script: reserved words, case clauses and the command position. */
    private void endWord(Frame f) {
      if (!f.inWord) {
        return;
      }
      String w = f.word.toString();
      boolean plain = !f.wordHasValue;
      Case state = f.cases.peek();
      if (state == Case.SUBJECT) {
        f.cases.pop();
        f.cases.push(Case.IN);
        f.commandStart = false;
      } else if (state == Case.IN && plain && w.equals("in")) {
        f.cases.pop();
        f.cases.push(Case.PATTERN);
      } else if (plain && w.equals("esac") && (state == Case.PATTERN || state == Case.BODY && f.commandStart)) {
        f.cases.pop();
        f.commandStart = false;
      } else if (plain && f.commandStart && w.equals("case")) {
        f.cases.push(Case.SUBJECT);
        f.commandStart = false;
      } else if (f.commandStart) {
        f.commandStart = plain && RESERVED.contains(w) || ASSIGNMENT.matcher(w).matches();
      }
      f.word.setLength(0);
      f.inWord = false;
      f.wordHasValue = false;
    }

    private void startHeredoc() {
      if (!pending.isEmpty()) {
        Frame body = new Frame(Kind.HEREDOC, (char) 0, false);
        body.heredoc = pending.remove(0);
        frames.push(body);
      }
    }

    private int heredoc(Frame f, String t, int i, char c) {
      if (c == '\n') {
        String line = f.line.toString();
        if (f.heredoc.stripTabs()) {
          line = line.replaceFirst("^\t+", "");
        }
        out.append(c);
        boolean ends = !f.lineHasValue && line.equals(f.heredoc.delimiter());
        f.line.setLength(0);
        f.lineHasValue = false;
        if (ends) {
          frames.pop();
          startHeredoc();
        }
        return i + 1;
      }
      if (f.heredoc.quoted()) {
        f.line.append(c);
        out.append(c);
        return i + 1;
      }
      int next = expanding(f, t, i, c);
      if (frames.peek() == f) {
        f.line.append(t, i, Math.min(next, t.length()));
      } else {
        f.lineHasValue = true;
      }
      return next;
    }

    /** The word after {@code <<}: blanks, then the delimiter, which ends at a blank or an operator. */
    private int delimiter(Frame f, String t, int i, char c) {
      if (f.quote != 0) {
        out.append(c);
        if (c == f.quote) {
          f.quote = 0;
        } else {
          f.line.append(c);
        }
        return i + 1;
      }
      if (c == ' ' || c == '\t') {
        if (!f.started) {
          out.append(c);
          return i + 1;
        }
      } else if ("\n;&|<>()".indexOf(c) < 0) {
        f.started = true;
        out.append(c);
        if (c == '\'' || c == '"') {
          f.quoted = true;
          f.quote = c;
        } else if (c == '\\') {
          f.quoted = true;
          if (i + 1 < t.length()) {
            out.append(t.charAt(i + 1));
            f.line.append(t.charAt(i + 1));
            return i + 2;
          }
        } else {
          f.line.append(c);
        }
        return i + 1;
      }
      frames.pop();
      pending.add(new Heredoc(f.line.toString(), f.quoted, f.stripTabs));
      Frame script = frames.peek();
      script.inWord = false;
      return i;
    }

    // ------------------------------------------------------------------------------- values

    void value(Object value) {
      int number = values++;
      Frame f = frames.peek();
      if (f.kind == Kind.DELIMITER) {
        problem = new Problem(number, "a value cannot be the delimiter word of a here-document");
        return;
      }
      if (f.kind == Kind.HEREDOC && f.heredoc.quoted()) {
        problem = new Problem(number, "a value cannot be substituted in a here-document whose delimiter is quoted"
            + " (nothing expands there); leave the delimiter unquoted");
        return;
      }
      if (f.kind == Kind.COMMENT) {
        return;
      }
      if (f.kind != Kind.SINGLE) {
        if (pendingBackslash) {
          // Without a shell the backslash before a value is a literal one.
          out.append("\\\\");
          pendingBackslash = false;
        } else if (bareDollar >= 0) {
          // A bare "$" or "${" glued to a value would expand a variable the value names: without a
          // shell it is a literal dollar sign, so it is escaped.
          out.insert(bareDollar, '\\');
          pendingBrace = false;
        }
        bareDollar = -1;
      }
      if (pendingBrace) {
        pendingBrace = false;
      }
      switch (f.kind) {
        case SCRIPT -> scriptValue(f, value);
        case SINGLE -> out.append("'\"").append(reference(Template.quotedText(value))).append("\"'");
        case DOUBLE -> {
          String text = Template.quotedText(value);
          if (f.oneString) {
            out.append(reference(text));
          } else {
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
              if (i > 0) {
                out.append("\" \"");
              }
              out.append(reference(lines[i]));
            }
          }
        }
        case BRACE -> {
          if (!f.operator) {
            problem = new Problem(number, "a value cannot be part of a parameter name in ${...}");
            return;
          }
          out.append('"').append(reference(Template.quotedText(value))).append('"');
        }
        case ARITH -> {
          String text = Template.valueText(value);
          if (real && !INTEGER.matcher(text).matches()) {
            problem = new Problem(number, "expected an integer for a value inside $((...)), got "
                + kopi.runtime.Printer.writeString(text));
            return;
          }
          out.append(reference(text));
        }
        case HEREDOC -> {
          out.append(reference(Template.quotedText(value)));
          f.lineHasValue = true;
        }
        default -> throw new IllegalStateException();
      }
    }

    private void scriptValue(Frame f, Object value) {
      if (f.wordIsData()) {
        out.append('"').append(reference(Template.quotedText(value))).append('"');
        f.inWord = true;
        f.wordHasValue = true;
        return;
      }
      List<String> words = new ArrayList<>();
      boolean blankBefore = false;
      boolean blankAfter = false;
      List<Object> elements = Template.elements(value);
      if (elements != null) {
        for (Object element : elements) {
          words.add(Template.valueText(element));
        }
      } else {
        String text = Template.valueText(value);
        blankBefore = !text.isEmpty() && Template.isBlank(text.charAt(0));
        blankAfter = !text.isEmpty() && Template.isBlank(text.charAt(text.length() - 1));
        for (String piece : text.split("[ \t\n]+")) {
          if (!piece.isEmpty()) {
            words.add(piece);
          }
        }
      }
      if (words.isEmpty()) {
        if (blankBefore) {
          endWord(f);
          out.append(' ');
        }
        return;
      }
      if (blankBefore) {
        endWord(f);
        out.append(' ');
      }
      for (int i = 0; i < words.size(); i++) {
        if (i > 0) {
          endWord(f);
          out.append(' ');
        }
        out.append('"').append(reference(words.get(i))).append('"');
        f.inWord = true;
        f.wordHasValue = true;
      }
      if (blankAfter) {
        endWord(f);
        out.append(' ');
      }
    }

    /** A new positional argument holding {@code text}, and the reference to it. */
    private String reference(String text) {
      arguments.add(text);
      return "${" + VARIABLE + arguments.size() + "}";
    }

    Command finish() {
      if (pendingBackslash) {
        out.append('\\');
      }
      if (arguments.isEmpty()) {
        return new Command(out.toString(), List.of());
      }
      StringBuilder prelude = new StringBuilder();
      for (int n = 1; n <= arguments.size(); n++) {
        prelude.append(VARIABLE).append(n).append("=${").append(n).append("} ");
      }
      prelude.append("; set --; ");
      return new Command(prelude + out.toString(), List.copyOf(arguments));
    }
  }
}
