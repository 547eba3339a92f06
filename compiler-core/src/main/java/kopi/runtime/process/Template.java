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
 * <p>{@link ShellScript} builds the command of {@code &sh{...}} instead: the literal text is the
 * script, and the values are its positional parameters, so the shell sees the words {@link #words}
 * would give and never parses any part of a value.
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
  static String quotedText(Object value) {
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

  private enum Quote {
    NONE, SINGLE, DOUBLE
  }

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
}
