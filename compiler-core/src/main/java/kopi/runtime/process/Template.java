package kopi.runtime.process;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Printer;

/**
 * The command text of a process form, with its substitutions, turned into words.
 *
 * <p>The reader reads {@code &`{ls -l &[dir]}} as {@code ($construct$:` "ls -l " $<<$ dir $>>$)}.
 * The names {@code $<<$} and {@code $>>$} evaluate to {@link #START} and {@link #END}: two distinct
 * empty strings recognised by identity, so the construct can tell the literal text parts from the
 * substituted values. Everything between a {@code START} and the next {@code END} is a substituted
 * value (several expressions in one {@code &[...]} are substituted one after the other).
 *
 * <p>Words follow POSIX sh without its expansions: whitespace separates words, {@code '...'} is
 * literal, {@code "..."} groups and lets a backslash escape {@code " \ $} and backquote, a backslash
 * outside quotes escapes any character, and adjacent quoted parts concatenate. A substituted value
 * is never parsed as syntax: outside quotes a list or vector gives one word per element (the first
 * and last glued to the adjacent text; an empty list vanishes) and anything else is displayed and
 * split on blanks; inside quotes the value is one word, except that inside double quotes each
 * newline starts a new word (one file name per line). Trailing newlines of a value are dropped, so a
 * nested process works like {@code $(...)}.
 *
 * <p>{@link #shellCommand} builds the text for {@code /bin/sh -c} instead ({@code &sh{...}}): the
 * literal text is shell code and is passed as it is, while every substituted value is quoted so that
 * the shell sees exactly the words {@link #words} would give, and never runs, expands or globs any
 * part of a value.
 */
public final class Template {
  /** The value of {@code $<<$}: starts a substituted value. Compared by identity. */
  @SuppressWarnings("StringOperationCanBeSimplified")
  public static final String START = new String("");

  /** The value of {@code $>>$}: ends a substituted value, or the bracketed arguments. Compared by identity. */
  @SuppressWarnings("StringOperationCanBeSimplified")
  public static final String END = new String("");

  private Template() {}

  /** One piece of a template: literal text, or a substituted value. */
  public sealed interface Part permits Text, Value {}

  /** Literal command text, read with the quoting rules. */
  public record Text(String text) implements Part {}

  /** A substituted value, never read as syntax. */
  public record Value(Object value) implements Part {}

  /**
   * Splits the arguments of a construct into the bracketed prefix and the body parts. The prefix is
   * what comes before an {@link #END} that closes no {@link #START} ({@code &`[in: x]{cat}}); it is
   * empty when there is no bracket. {@code who} names the construct in errors.
   */
  public static Split split(String who, Object[] arguments) {
    int bodyStart = 0;
    List<Object> prefix = List.of();
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == START) {
        break;
      }
      if (arguments[i] == END) {
        prefix = List.of(arguments).subList(0, i);
        bodyStart = i + 1;
        break;
      }
    }
    List<Part> parts = new ArrayList<>();
    for (int i = bodyStart; i < arguments.length; i++) {
      Object argument = arguments[i];
      if (argument == START) {
        int j = i + 1;
        while (j < arguments.length && arguments[j] != END) {
          if (arguments[j] == START) {
            throw Errors.error(who + ": expected $>>$ before the next $<<$");
          }
          parts.add(new Value(arguments[j]));
          j++;
        }
        if (j == arguments.length) {
          throw Errors.error(who + ": expected $>>$ after substituted value, got end of arguments");
        }
        i = j;
      } else if (argument == END) {
        throw Errors.error(who + ": unexpected $>>$ without $<<$");
      } else if (argument instanceof CharSequence text) {
        parts.add(new Text(text.toString()));
      } else {
        // A literal body holds only text; anything else came from an expression outside markers.
        parts.add(new Value(argument));
      }
    }
    return new Split(prefix, parts);
  }

  /** The bracketed arguments and the body of a construct. */
  public record Split(List<Object> prefix, List<Part> parts) {}

  /** The words of a command given as plain text, as a process form without substitutions would read it. */
  public static List<String> tokenize(String command) {
    return words(List.of(new Text(command)));
  }

  /** The words of a template, each an argument of the program to run. */
  public static List<String> words(List<Part> parts) {
    WordBuilder builder = new WordBuilder();
    for (Part part : parts) {
      if (part instanceof Text text) {
        builder.text(text.text());
      } else {
        builder.value(((Value) part).value());
      }
    }
    return builder.finish();
  }

  /** The text for {@code /bin/sh -c}: literal text as it is, every substituted value quoted. */
  public static String shellCommand(List<Part> parts) {
    ShellBuilder builder = new ShellBuilder();
    for (Part part : parts) {
      if (part instanceof Text text) {
        builder.text(text.text());
      } else {
        builder.value(((Value) part).value());
      }
    }
    return builder.finish();
  }

  /**
   * A word quoted for sh: {@code 'O'\''Conner'}. The shell reads it back as exactly {@code word},
   * whatever characters it holds.
   */
  public static String quoteWord(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }

  /** The text a value stands for in a command: its display form, a process's output, without trailing newlines. */
  public static String valueText(Object value) {
    String text;
    if (value instanceof ProcessValue process) {
      text = process.outputString();
    } else if (value instanceof CharSequence chars) {
      text = chars.toString();
    } else if (value instanceof Char c) {
      text = c.toString();
    } else {
      text = Printer.displayString(value);
    }
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '\n') {
      end--;
    }
    return text.substring(0, end);
  }

  /** The elements of a list or vector value (or a Java list), or null when the value is none of these. */
  static List<Object> elements(Object value) {
    if (value instanceof Object[] vector) {
      return new ArrayList<>(java.util.Arrays.asList(vector));
    }
    if (value instanceof List<?> list) {
      return new ArrayList<>(list);
    }
    if (value == Nil.NIL || value instanceof Pair) {
      List<Object> result = new ArrayList<>();
      Object x = value;
      while (x instanceof Pair pair) {
        result.add(pair.car);
        x = pair.cdr;
      }
      if (x != Nil.NIL) {
        throw Errors.wrongType("process", "proper list", value);
      }
      return result;
    }
    return null;
  }

  /** A value inside quotes: the elements of a list joined by spaces, else the value's text. */
  private static String quotedText(Object value) {
    List<Object> elements = elements(value);
    if (elements == null) {
      return valueText(value);
    }
    List<String> texts = new ArrayList<>();
    for (Object element : elements) {
      texts.add(valueText(element));
    }
    return String.join(" ", texts);
  }

  /** The blanks that separate words, as in sh's default IFS. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n';
  }

  private enum Quote { NONE, SINGLE, DOUBLE }

  /** Reads literal text and values into words, with the state of the quotes between parts. */
  private static final class WordBuilder {
    private final List<String> words = new ArrayList<>();
    private final StringBuilder word = new StringBuilder();
    private boolean inWord;
    private Quote quote = Quote.NONE;
    /** A backslash that ended a text part: it escapes the next text, or is a literal before a value. */
    private boolean pendingBackslash;

    void text(String text) {
      if (pendingBackslash) {
        text = "\\" + text;
        pendingBackslash = false;
      }
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '\\' && quote != Quote.SINGLE && i + 1 == text.length()) {
          pendingBackslash = true;
          return;
        }
        switch (quote) {
          case NONE -> {
            if (isBlank(c) || c == '\r') {
              endWord();
            } else if (c == '\'') {
              quote = Quote.SINGLE;
              inWord = true;
            } else if (c == '"') {
              quote = Quote.DOUBLE;
              inWord = true;
            } else if (c == '\\') {
              char next = text.charAt(++i);
              if (next != '\n') {
                word.append(next);
                inWord = true;
              }
            } else {
              word.append(c);
              inWord = true;
            }
          }
          case SINGLE -> {
            if (c == '\'') {
              quote = Quote.NONE;
            } else {
              word.append(c);
            }
          }
          case DOUBLE -> {
            if (c == '"') {
              quote = Quote.NONE;
            } else if (c == '\\' && i + 1 < text.length() && "\"\\$`\n".indexOf(text.charAt(i + 1)) >= 0) {
              char next = text.charAt(++i);
              if (next != '\n') {
                word.append(next);
              }
            } else {
              word.append(c);
            }
          }
          default -> throw new IllegalStateException();
        }
      }
    }

    void value(Object value) {
      if (pendingBackslash) {
        word.append('\\');
        inWord = true;
        pendingBackslash = false;
      }
      switch (quote) {
        case NONE -> {
          List<Object> elements = elements(value);
          if (elements != null) {
            for (int i = 0; i < elements.size(); i++) {
              if (i > 0) {
                endWord();
              }
              word.append(valueText(elements.get(i)));
              inWord = true;
            }
          } else {
            String text = valueText(value);
            for (int i = 0; i < text.length(); i++) {
              char c = text.charAt(i);
              if (isBlank(c)) {
                endWord();
              } else {
                word.append(c);
                inWord = true;
              }
            }
          }
        }
        case SINGLE -> word.append(quotedText(value));
        case DOUBLE -> {
          String[] lines = quotedText(value).split("\n", -1);
          for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
              endWord();
              inWord = true;
            }
            word.append(lines[i]);
          }
        }
        default -> throw new IllegalStateException();
      }
    }

    List<String> finish() {
      if (pendingBackslash) {
        word.append('\\');
        inWord = true;
      }
      if (quote != Quote.NONE) {
        throw Errors.error("process: expected closing " + (quote == Quote.SINGLE ? "'" : "\"")
            + " in command, got end of text");
      }
      endWord();
      return words;
    }

    private void endWord() {
      if (inWord) {
        words.add(word.toString());
        word.setLength(0);
        inWord = false;
      }
    }
  }

  /**
   * Copies literal text and quotes values for sh. It follows only quotes and backslashes to know
   * how a value must be quoted; a value inside {@code $(...)} or a here-document is quoted as if
   * it stood outside them.
   */
  private static final class ShellBuilder {
    private final StringBuilder out = new StringBuilder();
    private Quote quote = Quote.NONE;
    /** A backslash that ended a text part: it escapes the next text, or is a literal before a value. */
    private boolean pendingBackslash;
    /**
     * Where in {@link #out} the last {@code $} that is neither escaped nor single-quoted stands, or
     * -1; it matters when the text ends with it or with it and a brace.
     */
    private int bareDollar = -1;

    void text(String text) {
      if (pendingBackslash) {
        text = "\\" + text;
        pendingBackslash = false;
      }
      bareDollar = -1;
      for (int i = 0; i < text.length(); i++) {
        char c = text.charAt(i);
        if (c == '\\' && quote != Quote.SINGLE && i + 1 == text.length()) {
          pendingBackslash = true;
          return;
        }
        out.append(c);
        if (c == '$' && quote != Quote.SINGLE) {
          bareDollar = out.length() - 1;
        }
        switch (quote) {
          case NONE -> {
            if (c == '\'') {
              quote = Quote.SINGLE;
            } else if (c == '"') {
              quote = Quote.DOUBLE;
            } else if (c == '\\') {
              out.append(text.charAt(++i));
            }
          }
          case SINGLE -> {
            if (c == '\'') {
              quote = Quote.NONE;
            }
          }
          case DOUBLE -> {
            if (c == '"') {
              quote = Quote.NONE;
            } else if (c == '\\') {
              out.append(text.charAt(++i));
            }
          }
          default -> throw new IllegalStateException();
        }
      }
    }

    void value(Object value) {
      if (quote != Quote.SINGLE) {
        if (pendingBackslash) {
          // Without a shell the backslash before a value is a literal one.
          out.append("\\\\");
          pendingBackslash = false;
        } else if (bareDollar >= 0 && (bareDollar == out.length() - 1
            || bareDollar == out.length() - 2 && out.charAt(out.length() - 1) == '{')) {
          // A bare dollar sign (or "${") glued to a value would start an expansion ($name, ${name},
          // $(...), $'...') of the value: without a shell it is a literal character, so it is escaped.
          out.insert(bareDollar, '\\');
        }
        bareDollar = -1;
      }
      switch (quote) {
        case NONE -> {
          List<Object> elements = elements(value);
          if (elements != null) {
            for (int i = 0; i < elements.size(); i++) {
              if (i > 0) {
                out.append(' ');
              }
              out.append(quoteWord(valueText(elements.get(i))));
            }
            return;
          }
          // A run of blanks separates words, and at either end of the value it separates the
          // value from the adjacent text, as it does without a shell; each word is quoted.
          String text = valueText(value);
          int i = 0;
          while (i < text.length()) {
            if (isBlank(text.charAt(i))) {
              out.append(' ');
              while (i < text.length() && isBlank(text.charAt(i))) {
                i++;
              }
              continue;
            }
            int start = i;
            while (i < text.length() && !isBlank(text.charAt(i))) {
              i++;
            }
            out.append(quoteWord(text.substring(start, i)));
          }
        }
        case SINGLE -> out.append(quotedText(value).replace("'", "'\\''"));
        case DOUBLE -> {
          String text = quotedText(value);
          for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
              out.append("\" \"");
            } else {
              if (c == '$' || c == '`' || c == '"' || c == '\\') {
                out.append('\\');
              }
              out.append(c);
            }
          }
        }
        default -> throw new IllegalStateException();
      }
    }

    String finish() {
      if (pendingBackslash) {
        out.append('\\');
      }
      return out.toString();
    }
  }
}
