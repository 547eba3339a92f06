package kopi.runtime.lib;

import java.math.BigDecimal;
import java.math.RoundingMode;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Num;
import kopi.runtime.NumberFormat;
import kopi.runtime.OutputPort;
import kopi.runtime.Printer;
import kopi.runtime.Unspecified;

/**
 * Kawa's {@code format}, the subset programs use most: {@code (format #f fmt arg ...)} returns a
 * string, {@code (format #t ...)} writes to the current output port, {@code (format port ...)} to a
 * port, and {@code (format fmt ...)} (no destination) returns a string. Directives: {@code ~a}
 * (display), {@code ~s} (write), {@code ~d ~x ~o ~b} (integers in a radix), {@code ~f} (fixed point),
 * {@code ~c} (character), {@code ~%} and {@code ~n} (newline), {@code ~&} (fresh line) and
 * {@code ~~}. A column count before the directive pads: {@code ~5d} on the left, {@code ~10a} on the
 * right; {@code ~,2f} gives two digits after the point.
 */
public final class FormatLib {
  private FormatLib() {}

  @Builtin(value = "format", min = 1)
  public static Object format(Object[] args) {
    Object destination = args[0];
    int first = 1;
    if (destination instanceof CharSequence) {
      destination = Boolean.FALSE;
      first = 0;
    }
    if (args.length <= first) {
      throw Errors.error("format: expected a format string, got no more arguments");
    }
    CharSequence control = Args.string("format", args[first]);
    OutputPort port = destination == Boolean.TRUE ? (OutputPort) IoLib.CURRENT_OUTPUT.get()
        : destination == Boolean.FALSE ? null
        : destination instanceof OutputPort out ? out : null;
    if (port == null && destination != Boolean.FALSE) {
      throw Errors.wrongType("format", "#f, #t or an output port", destination);
    }
    boolean atLineStart = port == null || port.atLineStart();
    String text = render(control, args, first + 1, atLineStart);
    if (port == null) {
      return new MString(text);
    }
    port.write(text);
    return Unspecified.VALUE;
  }

  private static String render(CharSequence control, Object[] args, int next, boolean atLineStart) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < control.length()) {
      char c = control.charAt(i++);
      if (c != '~') {
        out.append(c);
        continue;
      }
      int paramStart = i;
      while (i < control.length() && (Character.isDigit(control.charAt(i)) || control.charAt(i) == ',')) {
        i++;
      }
      if (i >= control.length()) {
        throw Errors.error("format: expected a directive after ~ at the end of " + Printer.writeString(control));
      }
      String[] params = control.subSequence(paramStart, i).toString().split(",", -1);
      int width = params.length > 0 && !params[0].isEmpty() ? Integer.parseInt(params[0]) : 0;
      int digits = params.length > 1 && !params[1].isEmpty() ? Integer.parseInt(params[1]) : -1;
      char directive = Character.toLowerCase(control.charAt(i++));
      switch (directive) {
        case '~' -> out.append('~');
        case '%', 'n' -> out.append('\n');
        case '&' -> {
          boolean lineStart = out.length() == 0 ? atLineStart : out.charAt(out.length() - 1) == '\n';
          if (!lineStart) {
            out.append('\n');
          }
        }
        case 'a', 's', 'd', 'x', 'o', 'b', 'f', 'c' -> {
          if (next >= args.length) {
            throw Errors.error("format: not enough arguments for " + Printer.writeString(control));
          }
          Object arg = args[next++];
          String piece = switch (directive) {
            case 'a' -> Printer.displayString(arg);
            case 's' -> Printer.writeString(arg);
            case 'd' -> radix(arg, 10);
            case 'x' -> radix(arg, 16);
            case 'o' -> radix(arg, 8);
            case 'b' -> radix(arg, 2);
            case 'f' -> fixed(arg, digits);
            default -> Args.character("format", arg).toString();
          };
          boolean padLeft = directive != 'a' && directive != 's' && directive != 'c';
          int padding = width - piece.codePointCount(0, piece.length());
          if (padding > 0 && padLeft) {
            out.append(" ".repeat(padding));
          }
          out.append(piece);
          if (padding > 0 && !padLeft) {
            out.append(" ".repeat(padding));
          }
        }
        default -> throw Errors.error("format: unknown directive ~" + directive + " in " + Printer.writeString(control));
      }
    }
    return out.toString();
  }

  private static String radix(Object arg, int radix) {
    return Num.isExactInteger(arg) ? NumberFormat.toString(arg, radix) : Printer.displayString(arg);
  }

  private static String fixed(Object arg, int digits) {
    if (!Num.isNumber(arg)) {
      return Printer.displayString(arg);
    }
    if (digits < 0) {
      return NumberFormat.toString(Num.inexact(arg), 10);
    }
    double d = Num.toDouble(arg);
    if (!Double.isFinite(d)) {
      return NumberFormat.flonum(d);
    }
    return new BigDecimal(d).setScale(digits, RoundingMode.HALF_EVEN).toPlainString();
  }
}
