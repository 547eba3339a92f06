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
 *       Kawa writes it). Another value is written as by {@code display}, padded;
 *   <li>{@code ~f}: {@code width,digits,scale,overflowchar,padchar} (fixed point; without digits the
 *       shortest form), {@code ~e}: {@code width,digits,expdigits,scale,overflowchar,padchar,expchar}
 *       ({@code 1.2345E+3}); {@code @} writes a {@code +};
 *   <li>{@code ~c} a character ({@code ~@c} as {@code write} writes it), {@code ~p} a plural
 *       suffix ({@code ~:p} of the previous argument, {@code ~@p} {@code y}/{@code ies});
 *   <li>{@code ~*} skips arguments ({@code ~:*} backs up, {@code ~n@*} goes to argument n);
 *   <li>{@code ~?} and {@code ~k} (SRFI 48 indirection: a control string and a list of its
 *       arguments, or with {@code @} the following arguments), {@code ~y} (written form) and
 *       {@code ~h} (a summary of the directives).
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
  private final boolean atLineStart;
  private final StringBuilder out = new StringBuilder();

  FormatRenderer(CharSequence control, Object[] args, int next, boolean atLineStart) {
    this.control = control;
    this.args = args;
    this.first = next;
    this.next = next;
    this.atLineStart = atLineStart;
  }

  String render(List<FormatControl.Item> items) {
    for (FormatControl.Item item : items) {
      if (item instanceof FormatControl.Text text) {
        out.append(text.text());
      } else {
        directive((FormatControl.Directive) item);
      }
    }
    return out.toString();
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
          throw error("~r without a radix (~8r, ~16r) is not supported");
        }
        int radix = (Integer) p[0];
        if (radix < 2 || radix > 36) {
          throw error("~r expects a radix between 2 and 36, got " + radix);
        }
        out.append(integer(d, argument(d), radix, p, 1));
      }
      case 'f' -> out.append(fixed(d, argument(d), p));
      case 'e' -> out.append(exponential(d, argument(d), p));
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
          boolean lineStart = out.length() == 0 ? atLineStart : out.charAt(out.length() - 1) == '\n';
          out.append("\n".repeat(lineStart ? count - 1 : count));
        }
      }
      case '~' -> out.append("~".repeat(count(p)));
      case '|' -> out.append("\f".repeat(count(p)));
      case '?', 'k' -> {
        // SRFI 48 indirection: a control string, then a list of its arguments; ~@? takes them from
        // this format's own arguments.
        CharSequence inner = Args.string("format", argument(d));
        boolean lineStart = out.length() == 0 ? atLineStart : out.charAt(out.length() - 1) == '\n';
        if (d.at()) {
          FormatRenderer sub = new FormatRenderer(inner, args, next, lineStart);
          out.append(sub.render(FormatControl.parse(inner)));
          next = sub.next;
        } else {
          Object[] innerArgs = Args.listToArray("format", argument(d));
          out.append(new FormatRenderer(inner, innerArgs, 0, lineStart).render(FormatControl.parse(inner)));
        }
      }
      case 'y' -> out.append(Printer.writeString(argument(d)));
      case 'h' -> out.append(HELP);
      default -> throw error("unknown directive " + d.written());
    }
  }

  /** SRFI 48's {@code ~h}: the directives this {@code format} understands. */
  private static final String HELP = """
      (format [port] control-string arg ...): port #t is the current output port, #f a new string
        ~a ~s ~w  display, write, write with shared structure  (~mincol,colinc,minpad,padcharA)
        ~d ~x ~o ~b ~nR  an integer in radix 10, 16, 8, 2, n  (~mincol,padchar,commachar,intervalD)
        ~f ~e  a number in fixed or exponential notation  (~width,digitsF)
        ~c  a character (~@c as written)    ~p ~@p  plural suffix    ~y  write (pretty print)
        ~? ~k  a control string and a list of its arguments (~@? takes them from the arguments)
        ~%  newline    ~&  fresh line    ~~  tilde    ~|  page    ~*  skip an argument
        ~h  this help
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
        } else if (kinds.charAt(i) == 'i' && arg instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
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
      double scaled = value * Math.pow(10, scale);
      text = NumberFormat.flonum(scaled);
      if (d.at() && scaled >= 0 && !text.startsWith("+")) {
        text = "+" + text;
      }
    } else {
      BigDecimal exact = Num.isExactInteger(arg) ? new BigDecimal(Num.toBig(arg)) : new BigDecimal(value);
      BigDecimal rounded = exact.movePointRight(scale).setScale(Math.max(0, digits), RoundingMode.HALF_EVEN);
      text = rounded.abs().toPlainString() + (digits <= 0 ? "." : "");
      text = (rounded.signum() < 0 || (rounded.signum() == 0 && isNegative(value)) ? "-" : d.at() ? "+" : "") + text;
    }
    return fit(text, width, p.length > 3 && p[3] instanceof Character c ? c : null, padchar);
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
        // The shortest digits that read back as the flonum, as many as they are.
        rounded = new BigDecimal(Double.toString(Math.abs(value))).stripTrailingZeros();
        fraction = Math.max(1, rounded.precision() - Math.max(scale, 0));
      } else {
        int significant = scale > 0 ? digits + 1 : digits + scale;
        rounded = magnitude.round(new MathContext(Math.max(1, significant), RoundingMode.HALF_EVEN));
        fraction = scale > 0 ? digits - scale + 1 : digits;
      }
      int power = rounded.precision() - rounded.scale() - 1;
      exponent = power - scale + 1;
      mantissa = rounded.movePointLeft(exponent).setScale(Math.max(0, fraction), RoundingMode.HALF_EVEN).toPlainString();
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
