package kopi.runtime.lib;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.NumberFormat;
import kopi.runtime.Printer;

/**
 * Renders a parsed control string ({@link FormatControl}) with its arguments. The directives, with
 * their parameters as Common Lisp names them (Kawa's {@code format} follows it):
 * <ul>
 *   <li>{@code ~a} ({@code display}), {@code ~s} and {@code ~w} ({@code write}):
 *       {@code mincol,colinc,minpad,padchar}, padded on the right, on the left with {@code @};
 *   <li>{@code ~d ~x ~o ~b} (an exact integer in radix 10, 16, 8, 2) and {@code ~Nr} (radix N):
 *       {@code mincol,padchar,commachar,interval}; {@code @} writes a {@code +} for a positive
 *       number, {@code :} groups the digits. Zero padding goes after the sign ({@code -0042}, as
 *       Kawa writes it). Another real number is rounded to the nearest integer (ties to even, as
 *       Kawa does; an infinity or NaN is an error), any other value written as by {@code display},
 *       padded. {@code ~r} without a radix writes the integer (or an integral flonum) in English
 *       words ({@code ~:r} as an ordinal),
 *       {@code ~@r} in Roman numerals ({@code ~:@r} the old ones, without subtraction);
 *   <li>{@code ~$} money: {@code digits,intdigits,width,padchar} (2 digits after the point, at
 *       least 1 before it; {@code :} puts the sign before the padding); {@code ~g} fixed or
 *       exponential as Common Lisp chooses, with the parameters of {@code ~e};
 *   <li>{@code ~f}: {@code width,digits,scale,overflowchar,padchar} (fixed point; without digits the
 *       shortest form), {@code ~e}: {@code width,digits,expdigits,scale,overflowchar,padchar,expchar}
 *       ({@code 1.2345E+3}); {@code @} writes a {@code +};
 *   <li>{@code ~c} a character ({@code ~@c} as {@code write} writes it), {@code ~p} a plural
 *       suffix ({@code ~:p} of the previous argument, {@code ~@p} {@code y}/{@code ies});
 *   <li>{@code ~*} skips arguments ({@code ~:*} backs up, {@code ~n@*} goes to argument n);
 *   <li>{@code ~?} and {@code ~k} (SRFI 48 indirection: a control string and a list of its
 *       arguments, or with {@code @} the following arguments), {@code ~y} (written form) and
 *       {@code ~h} (a summary of the directives).
 *   <li>{@code ~n{...~}} iterates over a list's elements ({@code ~:{} over a list of argument
 *       lists, {@code ~@{} over the remaining arguments, at most n times, {@code ~:}} at least
 *       once; an empty body takes the control string from the arguments); {@code ~^} leaves the
 *       iteration (or the whole format) when no arguments are left ({@code ~:^} leaves a
 *       {@code ~:{} after its last list); {@code ~[a~;b~:;c~]} selects a clause by an integer
 *       ({@code ~:[} by false/true, {@code ~@[} runs its clause when the argument is true, leaving
 *       it to the clause); {@code ~(...~)} converts the case (lower, {@code :} each word
 *       capitalized, {@code @} the first, {@code :@} upper);
 *   <li>{@code ~mincol,colinc,minpad,padchar<seg~;seg~>} justifies the segments over mincol
 *       columns ({@code :} pads before the first, {@code @} after the last); a first clause ended
 *       by {@code ~spare,width:;} is a prefix written only when the text does not fit the line;
 *   <li>{@code ~i} and {@code ~_} (pretty-printer indentation and newlines) write nothing, as in Kawa;
 *   <li>{@code ~colnum,colinct} moves to a column ({@code ~colrel,colinc@t} by a number of columns);
 *       {@code ~!} flushes the output port;
 *   <li>{@code ~%} and {@code ~n} newlines, {@code ~&} a fresh line, {@code ~~} tildes and
 *       {@code ~|} page separators, each with a repeat count; a tilde at the end of a line joins it
 *       with the next.
 * </ul>
 * Rounding is half-even on the exact value of the flonum, which gives Kawa's digits.
 */
final class FormatRenderer {
  private final CharSequence control;
  private final Object[] args;
  private final int first;
  private int next;
  /** The column where {@link #out} starts: the output port's, or 0 for a string. */
  private final int startColumn;
  private final StringBuilder out;
  /** Inside {@code ~:{}: how many argument lists follow this iteration's ({@code ~:^}); else -1. */
  private int listsLeft = -1;
  /** Set by {@code ~!}: the caller flushes the port after writing. */
  private final boolean[] flush;

  FormatRenderer(CharSequence control, Object[] args, int next, int startColumn) {
    this.control = control;
    this.args = args;
    this.first = next;
    this.next = next;
    this.startColumn = startColumn;
    this.out = new StringBuilder();
    this.flush = new boolean[1];
  }

  /** A renderer for a part ({@code ~{}, {@code ~?}) that writes to the output of {@code parent}. */
  private FormatRenderer(FormatRenderer parent, CharSequence control, Object[] args, int next) {
    this.control = control;
    this.args = args;
    this.first = next;
    this.next = next;
    this.startColumn = parent.startColumn;
    this.out = parent.out;
    this.flush = parent.flush;
  }

  /** Renders {@code items}; {@code ~^} may end it early. */
  String render(List<FormatControl.Item> items) {
    try {
      run(items);
    } catch (Escape e) {
      // ~^ outside an iteration ends the format.
    }
    return out.toString();
  }

  /** Whether {@code ~!} asked for the port to be flushed. */
  boolean flushRequested() {
    return flush[0];
  }

  /** {@code ~^}, up to the iteration (or control string) it leaves; {@code whole} for {@code ~:^}. */
  private static final class Escape extends RuntimeException {
    final boolean whole;

    Escape(boolean whole) {
      super(null, null, false, false);
      this.whole = whole;
    }
  }

  private void run(List<FormatControl.Item> items) {
    for (FormatControl.Item item : items) {
      if (item instanceof FormatControl.Text text) {
        out.append(text.text());
      } else if (item instanceof FormatControl.Block block) {
        block(block);
      } else {
        directive((FormatControl.Directive) item);
      }
    }
  }

  private boolean atLineStart() {
    return column() == 0;
  }

  /** The column the next character goes to. */
  private int column() {
    int newline = out.lastIndexOf("\n");
    return newline < 0 ? startColumn + out.length() : out.length() - newline - 1;
  }

  private void directive(FormatControl.Directive d) {
    Object[] p = parameters(d);
    switch (d.kind()) {
      case 'a', 's', 'w' -> {
        Object arg = argument(d);
        String text = d.kind() == 'a' ? Printer.displayString(arg) : Printer.writeString(arg);
        out.append(padText(text, intOr(p, 0, 0), intOr(p, 1, 1), intOr(p, 2, 0), charOr(p, 3, ' '), d.at()));
      }
      case 'd' -> out.append(integer(d, argument(d), 10, p, 0));
      case 'x' -> out.append(integer(d, argument(d), 16, p, 0));
      case 'o' -> out.append(integer(d, argument(d), 8, p, 0));
      case 'b' -> out.append(integer(d, argument(d), 2, p, 0));
      case 'r' -> {
        if (p[0] == null) {
          out.append(words(d, argument(d)));
          return;
        }
        int radix = (Integer) p[0];
        if (radix < 2 || radix > 36) {
          throw error("~r expects a radix between 2 and 36, got " + radix);
        }
        out.append(integer(d, argument(d), radix, p, 1));
      }
      case 'f' -> out.append(fixed(d, argument(d), p));
      case 'e' -> out.append(exponential(d, argument(d), p));
      case 'g' -> out.append(general(d, argument(d), p));
      case '$' -> out.append(money(d, argument(d), p));
      case 't' -> tabulate(d, p);
      case '!' -> flush[0] = true;
      case '^' -> {
        boolean escape;
        if (p[0] == null && p[1] == null && p[2] == null) {
          escape = d.colon() ? listsLeft == 0 : next >= args.length;
        } else if (p[1] == null) {
          escape = intOr(p, 0, 0) == 0;
        } else if (p[2] == null) {
          escape = intOr(p, 0, 0) == intOr(p, 1, 0);
        } else {
          escape = intOr(p, 0, 0) <= intOr(p, 1, 0) && intOr(p, 1, 0) <= intOr(p, 2, 0);
        }
        if (escape) {
          throw new Escape(d.colon());
        }
      }
      case 'c' -> {
        Object arg = argument(d);
        Char c = Args.character("format", arg);
        out.append(d.at() ? Printer.writeString(c) : c.toString());
      }
      case 'p' -> {
        if (d.colon()) {
          if (next <= first) {
            throw error("~:p expects a previous argument, got none");
          }
          next--;
        }
        boolean one = argument(d) instanceof Long l && l == 1L;
        out.append(d.at() ? (one ? "y" : "ies") : (one ? "" : "s"));
      }
      case '*' -> {
        int count = intOr(p, 0, d.at() ? 0 : 1);
        int target = d.at() ? first + count : d.colon() ? next - count : next + count;
        if (target < first || target > args.length) {
          throw error(d.written() + " moves to argument " + (target - first + 1) + ", outside the "
              + (args.length - first) + " arguments");
        }
        next = target;
      }
      case '%', 'n' -> out.append("\n".repeat(count(p)));
      case '&' -> {
        int count = count(p);
        if (count > 0) {
          out.append("\n".repeat(atLineStart() ? count - 1 : count));
        }
      }
      case '~' -> out.append("~".repeat(count(p)));
      case '|' -> out.append("\f".repeat(count(p)));
      case '?', 'k' -> {
        // SRFI 48 indirection: a control string, then a list of its arguments; ~@? takes them from
        // this format's own arguments.
        CharSequence inner = Args.string("format", argument(d));
        FormatRenderer sub = d.at() ? new FormatRenderer(this, inner, args, next)
            : new FormatRenderer(this, inner, Args.listToArray("format", argument(d)), 0);
        sub.render(FormatControl.parse(inner));
        if (d.at()) {
          next = sub.next;
        }
      }
      case 'y' -> out.append(Printer.writeString(argument(d)));
      case 'h' -> out.append(HELP);
      case 'i', '_' -> {
        // Pretty-printer indentation and conditional newline: format without a pretty-printer writes nothing.
      }
      default -> throw error("unknown directive " + d.written());
    }
  }

  // ---- bracketing directives ----

  private void block(FormatControl.Block b) {
    FormatControl.Directive d = b.open();
    Object[] p = parameters(d);
    switch (d.kind()) {
      case '{' -> iterate(b, p);
      case '[' -> select(b, p);
      case '<' -> justify(b, p);
      default -> {
        int start = out.length();
        try {
          run(b.clauses().get(0));
        } finally {
          String text = out.substring(start);
          out.setLength(start);
          out.append(convertCase(text, d.colon(), d.at()));
        }
      }
    }
  }

  /**
   * {@code ~mincol,colinc,minpad,padchar<seg~;seg~>}: the segments spread over at least mincol
   * columns (grown by colinc), padding between them, before the first with {@code :}, after the
   * last with {@code @}; a single segment without modifiers is right-justified (Kawa 3.1.1 leaves
   * it unpadded). A {@code ~^} ends the segment it is in and drops the segments after it. A first
   * clause ended by {@code ~spare,width:;} is not a segment but a prefix, written before the text
   * only when the text does not fit in the line's width (72 unless given) with spare columns left.
   */
  private void justify(FormatControl.Block b, Object[] p) {
    FormatControl.Directive d = b.open();
    int mincol = intOr(p, 0, 0);
    int colinc = Math.max(1, intOr(p, 1, 1));
    int minpad = intOr(p, 2, 0);
    char padchar = charOr(p, 3, ' ');
    List<String> segments = new java.util.ArrayList<>();
    boolean escaped = false;
    for (List<FormatControl.Item> clause : b.clauses()) {
      int start = out.length();
      try {
        run(clause);
      } catch (Escape e) {
        escaped = true;
      } finally {
        if (out.length() > start) {
          segments.add(out.substring(start));
        } else if (segments.size() < b.clauses().size()) {
          segments.add("");
        }
        out.setLength(start);
      }
      if (escaped) {
        break;
      }
    }
    // With ~:; the first clause is the line prefix: written before the justified text only when
    // that text does not fit on the line with spare columns to spare (Common Lisp's rule).
    String prefix = b.overflow() != null && !segments.isEmpty() ? segments.remove(0) : null;
    boolean before = d.colon() || (segments.size() == 1 && !d.at());
    int gaps = Math.max(0, segments.size() - 1) + (before ? 1 : 0) + (d.at() ? 1 : 0);
    int length = 0;
    for (String segment : segments) {
      length += segment.length();
    }
    int width = length + gaps * minpad;
    if (width < mincol) {
      width = mincol;
    } else if (width > mincol) {
      width = mincol + (width - mincol + colinc - 1) / colinc * colinc;
    }
    int padding = width - length;
    StringBuilder result = new StringBuilder();
    int gap = 0;
    for (int i = 0; i <= segments.size(); i++) {
      boolean hasGap = (i == 0 && before) || (i == segments.size() && d.at() && gaps > 0)
          || (i > 0 && i < segments.size());
      if (hasGap && gaps > 0) {
        int extra = gap >= gaps - padding % gaps ? 1 : 0;
        result.append(String.valueOf(padchar).repeat(padding / gaps + extra));
        gap++;
      }
      if (i < segments.size()) {
        result.append(segments.get(i));
      }
    }
    if (prefix != null) {
      Object[] q = parameters(b.overflow());
      int spare = intOr(q, 0, 0);
      int lineWidth = intOr(q, 1, LINE_WIDTH);
      if (column() + result.length() + spare > lineWidth) {
        out.append(prefix);
      }
    }
    out.append(result);
  }

  /** The line width {@code ~:;} assumes when it is not given one, Common Lisp's usual 72. */
  private static final int LINE_WIDTH = 72;

  private void iterate(FormatControl.Block b, Object[] p) {
    FormatControl.Directive d = b.open();
    int most = p[0] instanceof Integer n ? n : Integer.MAX_VALUE;
    List<FormatControl.Item> body = b.clauses().get(0);
    CharSequence bodyControl = control;
    if (body.isEmpty()) {
      bodyControl = Args.string("format", argument(d));
      body = FormatControl.parse(bodyControl);
    }
    boolean atLeastOnce = b.close().colon();
    if (d.colon()) {
      Object[] lists;
      if (d.at()) {
        lists = java.util.Arrays.copyOfRange(args, next, args.length);
        next = args.length;
      } else {
        lists = Args.listToArray("format", argument(d));
      }
      int count = Math.min(most, lists.length);
      if (count == 0 && atLeastOnce && most > 0) {
        new FormatRenderer(this, bodyControl, new Object[0], 0).run(body);
      }
      for (int i = 0; i < count; i++) {
        FormatRenderer sub = new FormatRenderer(this, bodyControl, Args.listToArray("format", lists[i]), 0);
        sub.listsLeft = lists.length - i - 1;
        try {
          sub.run(body);
        } catch (Escape e) {
          if (e.whole) {
            break;
          }
        }
      }
      return;
    }
    FormatRenderer sub = d.at() ? new FormatRenderer(this, bodyControl, args, next)
        : new FormatRenderer(this, bodyControl, Args.listToArray("format", argument(d)), 0);
    for (int count = 0; count < most && (sub.next < sub.args.length || (atLeastOnce && count == 0)); count++) {
      int before = sub.next;
      try {
        sub.run(body);
      } catch (Escape e) {
        break;
      }
      if (sub.next == before && sub.next < sub.args.length) {
        // A body that takes no argument would repeat for ever; Common Lisp leaves that undefined.
        break;
      }
    }
    if (d.at()) {
      next = sub.next;
    }
  }

  private void select(FormatControl.Block b, Object[] p) {
    FormatControl.Directive d = b.open();
    List<List<FormatControl.Item>> clauses = b.clauses();
    if (d.colon()) {
      if (clauses.size() != 2) {
        throw error("~:[ expects two clauses (false~;true), got " + clauses.size());
      }
      run(clauses.get(argument(d) == Boolean.FALSE ? 0 : 1));
      return;
    }
    if (d.at()) {
      if (clauses.size() != 1) {
        throw error("~@[ expects one clause, got " + clauses.size());
      }
      if (next < args.length && args[next] != Boolean.FALSE) {
        run(clauses.get(0));
      } else {
        argument(d);
      }
      return;
    }
    int index;
    if (p[0] instanceof Integer n) {
      index = n;
    } else {
      Object arg = argument(d);
      if (!(arg instanceof Long l)) {
        throw error("~[ expects an exact integer to select a clause, got " + Printer.writeString(arg));
      }
      index = l < 0 || l > Integer.MAX_VALUE ? -1 : (int) (long) l;
    }
    int ordinary = b.lastIsDefault() ? clauses.size() - 1 : clauses.size();
    if (index >= 0 && index < ordinary) {
      run(clauses.get(index));
    } else if (b.lastIsDefault()) {
      run(clauses.get(clauses.size() - 1));
    }
  }

  /** {@code ~(}: lower case; {@code :} every word capitalized; {@code @} the first word; both: upper case. */
  private static String convertCase(String text, boolean colon, boolean at) {
    if (colon && at) {
      return text.toUpperCase(java.util.Locale.ROOT);
    }
    String lower = text.toLowerCase(java.util.Locale.ROOT);
    if (!colon && !at) {
      return lower;
    }
    StringBuilder converted = new StringBuilder(lower.length());
    boolean inWord = false;
    boolean capitalized = false;
    for (int i = 0; i < lower.length(); i++) {
      char c = lower.charAt(i);
      boolean wordChar = Character.isLetterOrDigit(c);
      if (wordChar && !inWord && (colon || !capitalized)) {
        converted.append(Character.toUpperCase(c));
        capitalized = true;
      } else {
        converted.append(c);
      }
      inWord = wordChar;
    }
    return converted.toString();
  }

  /** {@code ~colnum,colinct} and {@code ~colrel,colinc@t}. */
  private void tabulate(FormatControl.Directive d, Object[] p) {
    int column = column();
    int colinc = Math.max(0, intOr(p, 1, 1));
    int target;
    if (d.at()) {
      target = column + Math.max(0, intOr(p, 0, 1));
      if (colinc > 1 && target % colinc != 0) {
        target += colinc - target % colinc;
      }
    } else {
      int colnum = Math.max(0, intOr(p, 0, 1));
      if (column < colnum) {
        target = colnum;
      } else if (colinc == 0) {
        target = column;
      } else {
        target = colnum + ((column - colnum) / colinc + 1) * colinc;
      }
    }
    out.append(" ".repeat(target - column));
  }

  /** SRFI 48's {@code ~h}: the directives this {@code format} understands. */
  private static final String HELP = """
      (format [port] control-string arg ...): port #t is the current output port, #f a new string
        ~a ~s ~w  display, write, write with shared structure  (~mincol,colinc,minpad,padcharA)
        ~d ~x ~o ~b ~nR  an integer in radix 10, 16, 8, 2, n  (~mincol,padchar,commachar,intervalD)
        ~r ~:r ~@r ~:@r  an integer in words, as an ordinal, in Roman numerals, old Roman
        ~f ~e ~g ~$  a number in fixed, exponential, general or money notation  (~width,digitsF)
        ~c  a character (~@c as written)    ~p ~@p  plural suffix    ~y  write (pretty print)
        ~? ~k  a control string and a list of its arguments (~@? takes them from the arguments)
        ~{...~}  iteration (~:{ lists, ~@{ the arguments)    ~^  leave it when no arguments are left
        ~[a~;b~:;default~]  selection (~:[false~;true~], ~@[if true~])    ~(...~)  case conversion
        ~%  newline    ~&  fresh line    ~~  tilde    ~|  page    ~*  skip an argument
        ~t  tabulate    ~!  flush    ~h  this help
      """;

  // ---- parameters and arguments ----

  /** The directive's parameter values: Integer, Character, or null for the default. */
  private Object[] parameters(FormatControl.Directive d) {
    String kinds = FormatControl.parameterKinds(d.kind());
    Object[] values = new Object[Math.max(kinds.length(), d.params().size())];
    for (int i = 0; i < d.params().size(); i++) {
      FormatControl.Param param = d.params().get(i);
      Object value;
      if (param instanceof FormatControl.IntParam n) {
        value = n.value();
      } else if (param instanceof FormatControl.CharParam c) {
        value = c.value();
      } else if (param instanceof FormatControl.ArgumentsLeft) {
        value = args.length - next;
      } else if (param instanceof FormatControl.NextArgument) {
        Object arg = argument(d);
        if (arg == Boolean.FALSE) {
          value = null;
        } else if (kinds.charAt(i) == 'i' && arg instanceof Long l && l >= Integer.MIN_VALUE
            && l <= Integer.MAX_VALUE) {
          value = (int) (long) l;
        } else if (kinds.charAt(i) == 'c' && arg instanceof Char c && c.codePoint() < 0x10000) {
          value = (char) c.codePoint();
        } else {
          throw error(d.written() + ": parameter " + (i + 1) + " (v) expects "
              + (kinds.charAt(i) == 'i' ? "an integer" : "a character") + ", got " + Printer.writeString(arg));
        }
      } else {
        value = null;
      }
      values[i] = value;
    }
    return values;
  }

  private static int intOr(Object[] p, int index, int fallback) {
    return index < p.length && p[index] instanceof Integer n ? n : fallback;
  }

  private static char charOr(Object[] p, int index, char fallback) {
    return index < p.length && p[index] instanceof Character c ? c : fallback;
  }

  private static int count(Object[] p) {
    return Math.max(0, intOr(p, 0, 1));
  }

  private Object argument(FormatControl.Directive d) {
    if (next >= args.length) {
      throw error("not enough arguments for " + d.written());
    }
    return args[next++];
  }

  private RuntimeException error(String message) {
    return Errors.error("format: " + message + " in " + Printer.writeString(control.toString()));
  }

  // ---- text ----

  /** Common Lisp's padding: {@code minpad} pad characters, then {@code colinc} at a time up to {@code mincol}. */
  private static String padText(String text, int mincol, int colinc, int minpad, char padchar, boolean left) {
    int length = text.codePointCount(0, text.length());
    int padding = Math.max(0, minpad);
    int step = Math.max(1, colinc);
    while (length + padding < mincol) {
      padding += step;
    }
    String pad = String.valueOf(padchar).repeat(padding);
    return left ? pad + text : text + pad;
  }

  private static String padLeft(String text, int width, char padchar) {
    int padding = width - text.codePointCount(0, text.length());
    return padding > 0 ? String.valueOf(padchar).repeat(padding) + text : text;
  }

  // ---- integers ----

  private String integer(FormatControl.Directive d, Object arg, int radix, Object[] p, int offset) {
    int mincol = intOr(p, offset, 0);
    char padchar = charOr(p, offset + 1, ' ');
    if (Num.isReal(arg) && !Num.isExactInteger(arg)) {
      arg = nearestInteger(d, arg);
    }
    if (!Num.isExactInteger(arg)) {
      return padLeft(Printer.displayString(arg), mincol, padchar);
    }
    BigInteger value = Num.toBig(arg);
    String digits = value.abs().toString(radix);
    if (d.colon()) {
      digits = group(digits, charOr(p, offset + 2, ','), Math.max(1, intOr(p, offset + 3, 3)));
    }
    String sign = value.signum() < 0 ? "-" : d.at() ? "+" : "";
    if (padchar == '0') {
      // Zeros go between the sign and the digits: -0042, not 00-42.
      return sign + padLeft(digits, mincol - sign.length(), '0');
    }
    return padLeft(sign + digits, mincol, padchar);
  }

  /**
   * A real number that is not an exact integer, for an integer directive: the nearest exact
   * integer, ties to even ({@code 2.5} is written {@code 2}, {@code 7/2} {@code 4}), as Kawa does.
   */
  private Object nearestInteger(FormatControl.Directive d, Object arg) {
    if (!Num.isRational(arg)) {
      throw error(d.written() + " expects a finite number, got " + Printer.writeString(arg));
    }
    return Num.exact(Num.round(arg));
  }

  private static final String[] ONES = {"zero", "one", "two", "three", "four", "five", "six", "seven",
      "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
      "seventeen", "eighteen", "nineteen"};
  private static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
      "eighty", "ninety"};
  private static final String[] THOUSANDS = {"", " thousand", " million", " billion", " trillion",
      " quadrillion", " quintillion", " sextillion", " septillion", " octillion", " nonillion", " decillion"};

  /** {@code ~r} without a radix: English words, an ordinal ({@code :}), Roman numerals ({@code @}). */
  private String words(FormatControl.Directive d, Object arg) {
    if (Num.isInteger(arg) && !Num.isExactInteger(arg)) {
      arg = Num.exact(arg);
    }
    if (!Num.isExactInteger(arg)) {
      return Printer.displayString(arg);
    }
    BigInteger value = Num.toBig(arg);
    if (d.at()) {
      int limit = d.colon() ? 5000 : 4000;
      if (value.signum() <= 0 || value.compareTo(BigInteger.valueOf(limit)) >= 0) {
        return value.toString();
      }
      return roman(value.intValue(), !d.colon());
    }
    if (value.abs().compareTo(BigInteger.TEN.pow(3 * THOUSANDS.length)) >= 0) {
      return value.toString();
    }
    String text = cardinal(value.abs());
    if (d.colon()) {
      text = ordinal(text);
    }
    return value.signum() < 0 ? "minus " + text : text;
  }

  /** Groups of three digits in words, separated by commas: "one million, two hundred thousand". */
  private static String cardinal(BigInteger value) {
    if (value.signum() == 0) {
      return ONES[0];
    }
    List<String> groups = new java.util.ArrayList<>();
    BigInteger thousand = BigInteger.valueOf(1000);
    for (int i = 0; value.signum() > 0; i++) {
      BigInteger[] qr = value.divideAndRemainder(thousand);
      int group = qr[1].intValue();
      if (group != 0) {
        groups.add(0, belowThousand(group) + THOUSANDS[i]);
      }
      value = qr[0];
    }
    return String.join(", ", groups);
  }

  private static String belowThousand(int n) {
    StringBuilder text = new StringBuilder();
    if (n >= 100) {
      text.append(ONES[n / 100]).append(" hundred");
      n %= 100;
      if (n > 0) {
        text.append(' ');
      }
    }
    if (n >= 20) {
      text.append(TENS[n / 10]);
      if (n % 10 > 0) {
        text.append('-').append(ONES[n % 10]);
      }
    } else if (n > 0) {
      text.append(ONES[n]);
    }
    return text.toString();
  }

  /** The ordinal of a cardinal in words: its last word made ordinal. */
  private static String ordinal(String cardinal) {
    int start = Math.max(cardinal.lastIndexOf(' '), cardinal.lastIndexOf('-')) + 1;
    String last = cardinal.substring(start);
    String ordinal = switch (last) {
      case "one" -> "first";
      case "two" -> "second";
      case "three" -> "third";
      case "five" -> "fifth";
      case "eight" -> "eighth";
      case "nine" -> "ninth";
      case "twelve" -> "twelfth";
      default -> last.endsWith("y") ? last.substring(0, last.length() - 1) + "ieth" : last + "th";
    };
    return cardinal.substring(0, start) + ordinal;
  }

  private static String roman(int n, boolean subtractive) {
    int[] values = {1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1};
    String[] numerals = {"M", "CM", "D", "CD", "C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < values.length; i++) {
      if (!subtractive && numerals[i].length() == 2) {
        continue;
      }
      while (n >= values[i]) {
        text.append(numerals[i]);
        n -= values[i];
      }
    }
    return text.toString();
  }

  private static String group(String digits, char comma, int interval) {
    StringBuilder grouped = new StringBuilder();
    int lead = digits.length() % interval;
    for (int i = 0; i < digits.length(); i++) {
      if (i > 0 && (i - lead) % interval == 0) {
        grouped.append(comma);
      }
      grouped.append(digits.charAt(i));
    }
    return grouped.toString();
  }

  // ---- flonums ----

  private String fixed(FormatControl.Directive d, Object arg, Object[] p) {
    Integer width = p[0] instanceof Integer w ? w : null;
    Integer digits = p[1] instanceof Integer n ? n : null;
    int scale = intOr(p, 2, 0);
    char padchar = charOr(p, 4, ' ');
    if (!Num.isReal(arg)) {
      return width == null ? Printer.displayString(arg) : padLeft(Printer.displayString(arg), width, padchar);
    }
    double value = Num.toDouble(arg);
    String text;
    if (!Double.isFinite(value)) {
      text = NumberFormat.flonum(value);
    } else if (digits == null) {
      // The shortest digits in positional notation (12345678.0, not 1.2345678E7); when a width
      // is given and they do not fit, as many fraction digits as do, the leading 0 dropped if need be.
      BigDecimal shortest = new BigDecimal(Double.toString(Math.abs(value))).movePointRight(scale);
      String sign = isNegative(value) ? "-" : d.at() ? "+" : "";
      text = plain(shortest);
      if (width != null && sign.length() + text.length() > width) {
        BigDecimal whole = shortest.setScale(0, RoundingMode.DOWN);
        boolean dropZero = whole.signum() == 0;
        int room = width - sign.length() - (dropZero ? 0 : whole.toPlainString().length()) - 1;
        BigDecimal rounded = shortest.setScale(Math.max(0, room), RoundingMode.HALF_EVEN);
        text = rounded.toPlainString() + (room <= 0 ? "." : "");
        if (dropZero && text.startsWith("0.") && room > 0) {
          text = text.substring(1);
        }
      }
      text = sign + text;
    } else {
      BigDecimal exact = Num.isExactInteger(arg) ? new BigDecimal(Num.toBig(arg)) : new BigDecimal(value);
      BigDecimal rounded = exact.movePointRight(scale).setScale(Math.max(0, digits), RoundingMode.HALF_EVEN);
      text = rounded.abs().toPlainString() + (digits <= 0 ? "." : "");
      text = (rounded.signum() < 0 || (rounded.signum() == 0 && isNegative(value)) ? "-" : d.at() ? "+" : "") + text;
    }
    return fit(text, width, p.length > 3 && p[3] instanceof Character c ? c : null, padchar);
  }

  /** {@code ~$}: {@code digits,intdigits,width,padchar}. */
  private String money(FormatControl.Directive d, Object arg, Object[] p) {
    int digits = Math.max(0, intOr(p, 0, 2));
    int intDigits = Math.max(0, intOr(p, 1, 1));
    int width = intOr(p, 2, 0);
    char padchar = charOr(p, 3, ' ');
    if (!Num.isReal(arg)) {
      return padLeft(Printer.displayString(arg), width, padchar);
    }
    BigDecimal exact;
    if (Num.isExactInteger(arg)) {
      exact = new BigDecimal(Num.toBig(arg));
    } else if (arg instanceof kopi.runtime.Ratnum ratio) {
      exact = new BigDecimal(ratio.numerator()).divide(new BigDecimal(ratio.denominator()),
          new MathContext(ratio.denominator().bitLength() + digits + 40, RoundingMode.HALF_EVEN));
    } else {
      double value = Num.toDouble(arg);
      if (!Double.isFinite(value)) {
        return padLeft(NumberFormat.flonum(value), width, padchar);
      }
      exact = new BigDecimal(value);
    }
    BigDecimal rounded = exact.setScale(digits, RoundingMode.HALF_EVEN);
    String text = rounded.abs().toPlainString();
    int point = text.indexOf('.');
    int integerDigits = point < 0 ? text.length() : point;
    if (integerDigits < intDigits) {
      text = "0".repeat(intDigits - integerDigits) + text;
    }
    String sign = rounded.signum() < 0 ? "-" : d.at() ? "+" : "";
    if (d.colon()) {
      return sign + padLeft(text, width - sign.length(), padchar);
    }
    return padLeft(sign + text, width, padchar);
  }

  /**
   * {@code ~g}: {@code ~f} followed by blanks when the number's digits fit, else {@code ~e}, as
   * Common Lisp decides; without the digits parameter, {@code ~f} writes the shortest digits.
   */
  private String general(FormatControl.Directive d, Object arg, Object[] p) {
    if (!Num.isReal(arg) || !Double.isFinite(Num.toDouble(arg))) {
      return exponential(d, arg, p);
    }
    double value = Num.toDouble(arg);
    Integer width = p[0] instanceof Integer w ? w : null;
    Integer digits = p[1] instanceof Integer n ? n : null;
    int exponentDigits = p[2] instanceof Integer e ? e : -1;
    int before = value == 0 ? 1 : integerDigits(value);
    int wanted = digits != null ? digits : Math.max(shortestDigits(value), Math.min(before, 7));
    int fraction = wanted - before;
    if (fraction < 0 || fraction > wanted) {
      return exponential(d, arg, p);
    }
    int blanks = exponentDigits < 0 ? 4 : exponentDigits + 2;
    Object[] fixed = {width == null ? null : Math.max(0, width - blanks), digits == null ? null : fraction, null, p[4],
        p[5]};
    return fixed(d, arg, fixed) + " ".repeat(blanks);
  }

  /** A non-negative decimal as {@code ~f} writes it without digits: at least one digit after the point. */
  private static String plain(BigDecimal value) {
    String text = value.stripTrailingZeros().toPlainString();
    return text.indexOf('.') < 0 ? text + ".0" : text;
  }

  /** The number of digits before the point of {@code |value|} in positional notation (0 or less below 1). */
  private static int integerDigits(double value) {
    BigDecimal shortest = new BigDecimal(Double.toString(Math.abs(value)));
    return shortest.precision() - shortest.scale();
  }

  private static int shortestDigits(double value) {
    return value == 0 ? 1 : new BigDecimal(Double.toString(Math.abs(value))).stripTrailingZeros().precision();
  }

  private String exponential(FormatControl.Directive d, Object arg, Object[] p) {
    Integer width = p[0] instanceof Integer w ? w : null;
    Integer digits = p[1] instanceof Integer n ? n : null;
    int exponentDigits = intOr(p, 2, 1);
    int scale = intOr(p, 3, 1);
    Character overflow = p[4] instanceof Character c ? c : null;
    char padchar = charOr(p, 5, ' ');
    char exponentChar = charOr(p, 6, 'E');
    if (!Num.isReal(arg)) {
      return width == null ? Printer.displayString(arg) : padLeft(Printer.displayString(arg), width, padchar);
    }
    double value = Num.toDouble(arg);
    if (!Double.isFinite(value)) {
      return fit(NumberFormat.flonum(value), width, overflow, padchar);
    }
    String sign = isNegative(value) ? "-" : d.at() ? "+" : "";
    BigDecimal magnitude = new BigDecimal(Math.abs(value));
    String mantissa;
    int exponent;
    if (magnitude.signum() == 0) {
      int fraction = digits == null ? 1 : Math.max(0, digits);
      mantissa = fraction == 0 ? "0." : "0." + "0".repeat(fraction);
      exponent = 0;
    } else {
      BigDecimal rounded;
      int fraction;
      if (digits == null) {
        // The shortest digits that read back as the flonum, and as Kawa writes them, as many as
        // the integer part has (up to 7): 100.0 is 1.00E+2.
        rounded = new BigDecimal(Double.toString(Math.abs(value))).stripTrailingZeros();
        int significant = Math.max(rounded.precision(), Math.min(integerDigits(value), 7));
        fraction = Math.max(1, significant - Math.max(scale, 0));
      } else {
        int significant = scale > 0 ? digits + 1 : digits + scale;
        rounded = magnitude.round(new MathContext(Math.max(1, significant), RoundingMode.HALF_EVEN));
        fraction = scale > 0 ? digits - scale + 1 : digits;
      }
      int power = rounded.precision() - rounded.scale() - 1;
      exponent = power - scale + 1;
      mantissa = rounded.movePointLeft(exponent).setScale(Math.max(0, fraction), RoundingMode.HALF_EVEN)
          .toPlainString();
      if (fraction <= 0) {
        mantissa += ".";
      }
    }
    String exponentText = padLeft(Integer.toString(Math.abs(exponent)), exponentDigits, '0');
    String text = sign + mantissa + exponentChar + (exponent < 0 ? "-" : "+") + exponentText;
    return fit(text, width, overflow, padchar);
  }

  /** Pads {@code text} to {@code width}; when it is longer and an overflow character is given, fills the width with it. */
  private static String fit(String text, Integer width, Character overflow, char padchar) {
    if (width == null) {
      return text;
    }
    if (text.length() > width && overflow != null) {
      return String.valueOf(overflow).repeat(width);
    }
    return padLeft(text, width, padchar);
  }

  private static boolean isNegative(double value) {
    return value < 0 || (value == 0 && 1 / value < 0);
  }
}
