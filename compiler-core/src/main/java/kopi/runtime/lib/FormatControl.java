package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Errors;
import kopi.runtime.Printer;

/**
 * A {@code format} control string parsed into text and directives, the Common Lisp / SRFI 48
 * syntax Kawa's {@code format} and its template directives ({@code &~5,'0d[n]}) use: {@code ~},
 * then comma-separated parameters (an integer, {@code 'c} for the character c, {@code v} for the
 * next argument, {@code #} for the number of arguments left, or nothing for the default), then the
 * modifiers {@code :} and {@code @}, then the directive character.
 *
 * <p>The bracketing directives {@code ~{...~}} (iteration), {@code ~[...~]} (selection, clauses
 * separated by {@code ~;}, the last one after {@code ~:;} being the default) and {@code ~(...~)}
 * (case conversion) and {@code ~<...~>} (justification, segments separated by {@code ~;}) are
 * parsed into {@link Block}s holding their clauses.
 *
 * <p>Parsing also validates, so the same code reports a bad control string at run time (from
 * {@link FormatLib}) and at compile time (the expander, for a template directive or a literal
 * control string): an unknown directive, more parameters than the directive takes, a character
 * where a number is expected and the reverse.
 */
public final class FormatControl {
  /** A parameter: an integer, a character, {@code v} (the next argument), {@code #} (arguments left) or absent. */
  public sealed interface Param permits IntParam, CharParam, NextArgument, ArgumentsLeft, Absent {}

  public record IntParam(int value) implements Param {}

  public record CharParam(char value) implements Param {}

  public record NextArgument() implements Param {}

  public record ArgumentsLeft() implements Param {}

  public record Absent() implements Param {}

  /** A piece of the control string: literal text or a directive. */
  public sealed interface Item permits Text, Directive, Block {}

  public record Text(String text) implements Item {}

  /** {@code ~params:@c}; {@code kind} is lower case, {@code '\n'} for a tilde before a line end. */
  public record Directive(char kind, List<Param> params, boolean colon, boolean at) implements Item {
    /** The written form, for messages: {@code ~5,'0d}. */
    public String written() {
      return "~" + (kind == '\n' ? "<newline>" : String.valueOf(kind));
    }
  }

  /**
   * A bracketing directive with what it encloses: {@code open} is {@code ~{}, {@code ~[} or
   * {@code ~(}; {@code clauses} are the texts between {@code ~;} separators (one for {@code ~{} and
   * {@code ~(}); {@code lastIsDefault} when the last separator was {@code ~:;}; {@code close} is
   * the closing directive ({@code ~:}} asks for at least one iteration); {@code overflow} is the
   * {@code ~spare,width:;} that ends the first clause of a {@code ~<} when that clause is the
   * line prefix written only if the rest does not fit on the line, else null.
   */
  public record Block(Directive open, List<List<Item>> clauses, boolean lastIsDefault, Directive close,
      Directive overflow) implements Item {}

  private FormatControl() {}

  /**
   * The kinds of parameter each directive takes, in order: {@code i} an integer, {@code c} a
   * character. A directive missing here is unknown.
   */
  static String parameterKinds(char kind) {
    return switch (kind) {
      case 'a', 's', 'w', '<' -> "iiic"; // mincol, colinc, minpad, padchar (~< justifies its segments)
      case '>', '_' -> ""; // ~_ is a pretty-printer newline, which format leaves out as Kawa does
      case 'i' -> "i"; // pretty-printer indentation, left out as Kawa does
      case 'd', 'x', 'o', 'b' -> "icci"; // mincol, padchar, commachar, comma interval
      case 'r' -> "iicci"; // radix, then as ~d
      case 'f' -> "iiicc"; // width, digits, scale, overflow char, padchar
      case 'e' -> "iiiiccc"; // width, digits, exponent digits, scale, overflow, padchar, exponent char
      case '%', 'n', '&', '~', '|', '*' -> "i"; // repeat count
      case 'c', 'p', '\n', '?', 'k', 'y', 'h', '!', '}', ']', '(', ')' -> "";
      case ';' -> "ii"; // ~spare,linewidth:; after the first clause of ~<; no parameters elsewhere
      case '{', '[' -> "i"; // the most iterations; the clause to select
      case '^' -> "iii"; // up to three values compared to decide the escape
      case 't' -> "ii"; // colnum, colinc (with @: colrel, colinc)
      case '$' -> "iiic"; // digits after the point, digits before it, width, padchar
      case 'g' -> "iiiiccc"; // as ~e
      default -> null;
    };
  }

  /** The items of {@code control}; a malformed control string is an error naming the problem. */
  public static List<Item> parse(CharSequence control) {
    try {
      return structure(items(control));
    } catch (Malformed e) {
      throw Errors.error("format: " + e.getMessage() + " in " + Printer.writeString(control.toString()));
    }
  }

  /** What is wrong with {@code control} (without the {@code format: } prefix), or null. */
  public static String problem(CharSequence control) {
    try {
      structure(items(control));
      return null;
    } catch (Malformed e) {
      return e.getMessage();
    }
  }

  /** The flat items with each bracketing directive and what it encloses made a {@link Block}. */
  private static List<Item> structure(List<Item> flat) {
    int[] at = {0};
    List<Item> items = sequence(flat, at, null);
    return items;
  }

  /**
   * The items from {@code at} up to the directive closing {@code open} (left at {@code at}), or to
   * the end when {@code open} is null.
   */
  private static List<Item> sequence(List<Item> flat, int[] at, Directive open) {
    List<Item> items = new ArrayList<>();
    while (at[0] < flat.size()) {
      Item item = flat.get(at[0]);
      if (item instanceof Directive d) {
        char kind = d.kind();
        if (kind == '}' || kind == ']' || kind == ')' || kind == '>' || kind == ';') {
          if (open == null || (kind == ';' && open.kind() != '[' && open.kind() != '<')
              || (kind != ';' && kind != closer(open.kind()))) {
            throw new Malformed(d.written() + " without a matching "
                + (kind == ';' ? "~[" : "~" + opener(kind)));
          }
          return items;
        }
        at[0]++;
        if (kind == '{' || kind == '[' || kind == '(' || kind == '<') {
          items.add(block(flat, at, d));
          continue;
        }
      } else {
        at[0]++;
      }
      items.add(item);
    }
    if (open != null) {
      throw new Malformed(open.written() + " without a closing ~" + closer(open.kind()));
    }
    return items;
  }

  private static Block block(List<Item> flat, int[] at, Directive open) {
    List<List<Item>> clauses = new ArrayList<>();
    boolean lastIsDefault = false;
    Directive overflow = null;
    while (true) {
      clauses.add(sequence(flat, at, open));
      Directive end = (Directive) flat.get(at[0]++);
      if (end.kind() != ';') {
        return new Block(open, List.copyOf(clauses), lastIsDefault, end, overflow);
      }
      if (end.colon() && open.kind() == '<') {
        if (clauses.size() != 1) {
          throw new Malformed("~:; in ~< must end its first clause (the line prefix)");
        }
        overflow = end;
        continue;
      }
      if (!end.params().isEmpty()) {
        throw new Malformed("~; takes parameters only as ~spare,width:; after the first clause of ~<");
      }
      if (lastIsDefault) {
        throw new Malformed("~:; must separate the last clause of ~[");
      }
      lastIsDefault = end.colon();
    }
  }

  private static char closer(char open) {
    return open == '{' ? '}' : open == '[' ? ']' : open == '<' ? '>' : ')';
  }

  private static char opener(char close) {
    return close == '}' ? '{' : close == ']' ? '[' : close == '>' ? '<' : '(';
  }

  private static List<Item> items(CharSequence control) {
    List<Item> items = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    int i = 0;
    int n = control.length();
    while (i < n) {
      char c = control.charAt(i++);
      if (c != '~') {
        text.append(c);
        continue;
      }
      List<Param> params = new ArrayList<>();
      while (true) {
        Param param;
        if (i < n && control.charAt(i) == '\'') {
          if (i + 1 >= n) {
            throw new Malformed("expected a character after ' in a directive, got the end");
          }
          param = new CharParam(control.charAt(i + 1));
          i += 2;
        } else if (i < n && (control.charAt(i) == 'v' || control.charAt(i) == 'V')) {
          param = new NextArgument();
          i++;
        } else if (i < n && control.charAt(i) == '#') {
          param = new ArgumentsLeft();
          i++;
        } else {
          int start = i;
          if (i < n && (control.charAt(i) == '-' || control.charAt(i) == '+')) {
            i++;
          }
          while (i < n && Character.isDigit(control.charAt(i))) {
            i++;
          }
          String digits = control.subSequence(start, i).toString();
          if (digits.equals("-") || digits.equals("+")) {
            throw new Malformed("expected digits after " + digits + " in a directive");
          }
          param = digits.isEmpty() ? new Absent() : new IntParam(parseInt(digits));
        }
        params.add(param);
        if (i < n && control.charAt(i) == ',') {
          i++;
        } else {
          break;
        }
      }
      if (params.size() == 1 && params.get(0) instanceof Absent) {
        params.clear();
      }
      boolean colon = false;
      boolean at = false;
      while (i < n && (control.charAt(i) == ':' || control.charAt(i) == '@')) {
        colon |= control.charAt(i) == ':';
        at |= control.charAt(i) == '@';
        i++;
      }
      if (i >= n) {
        throw new Malformed("expected a directive after ~, got the end");
      }
      char written = control.charAt(i++);
      char kind = written == '\r' || written == '\n' ? '\n' : Character.toLowerCase(written);
      if (written == '\r' && i < n && control.charAt(i) == '\n') {
        i++;
      }
      String kinds = parameterKinds(kind);
      if (kinds == null) {
        throw new Malformed("unknown directive ~" + written);
      }
      Directive directive = new Directive(kind, List.copyOf(params), colon, at);
      if (params.size() > kinds.length()) {
        throw new Malformed(directive.written() + " takes at most " + kinds.length() + " parameter"
            + (kinds.length() == 1 ? "" : "s") + ", got " + params.size());
      }
      for (int p = 0; p < params.size(); p++) {
        if (params.get(p) instanceof CharParam ch && kinds.charAt(p) == 'i') {
          throw new Malformed(
              directive.written() + ": parameter " + (p + 1) + " expects an integer, got '" + ch.value());
        }
        if (params.get(p) instanceof IntParam number && kinds.charAt(p) == 'c') {
          throw new Malformed(directive.written() + ": parameter " + (p + 1) + " expects a character ('c), got "
              + number.value());
        }
      }
      if (kind == '\n') {
        // A tilde at the end of a line joins it to the next: the line end and the blanks that begin
        // the next line go, unless : keeps the blanks or @ keeps the line end.
        if (at) {
          text.append('\n');
        }
        if (!colon) {
          while (i < n && (control.charAt(i) == ' ' || control.charAt(i) == '\t')) {
            i++;
          }
        }
        continue;
      }
      if (text.length() > 0) {
        items.add(new Text(text.toString()));
        text.setLength(0);
      }
      items.add(directive);
    }
    if (text.length() > 0) {
      items.add(new Text(text.toString()));
    }
    return items;
  }

  private static int parseInt(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new Malformed("parameter " + digits + " is too large");
    }
  }

  /** A malformed control string, caught where the message is given its context. */
  private static final class Malformed extends RuntimeException {
    Malformed(String message) {
      super(message, null, false, false);
    }
  }
}
