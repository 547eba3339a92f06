package kopi.runtime.lib;

import java.util.Set;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;

/**
 * Kawa's {@code pretty-print} ({@code (require 'pretty-print)}; Kopi's {@code (kawa pprint)} binds
 * it too, beside Kawa's own {@code pprint}, {@link PprintLib}): writes a value, then a newline; a list or vector goes on one line when it takes at most
 * {@value #MAX_FLAT} columns and ends within {@value #WIDTH} (as Kawa 3.1.1 decides), else over
 * several lines in Kawa's layout: a body form ({@code define}, {@code lambda}, {@code let}, {@code if}, ...) keeps
 * its distinguished parts on the first line and indents the body by 2; a call with a short head
 * (5 characters or fewer) aligns its arguments under the first, a longer head indents them by 2; a
 * list whose head is not a symbol aligns its elements; {@code (quote x)} is written {@code 'x}. A
 * circular value is written on one line, with labels, as {@code write} writes it. The
 * builtin is internal ({@code %pretty-print}); only the library binds the name, as in Kawa.
 */
public final class PrettyPrintLib {
  private PrettyPrintLib() {}

  static final int WIDTH = 79;
  static final int MAX_FLAT = 49;

  /** The forms whose first N arguments stay on the first line, the body below indented by 2. */
  private static int distinguished(String head, Object form) {
    return switch (head) {
      case "define", "define-syntax", "define-record-type", "define-values", "lambda", "let*", "letrec",
          "letrec*", "let-values", "let*-values", "when", "unless", "if", "parameterize", "case",
          "syntax-rules", "guard", "define-library", "module-name", "fluid-let", "with-syntax",
          "case-lambda", "dynamic-wind" -> 1;
      case "let" -> form instanceof Pair p && p.cdr instanceof Pair q && q.car instanceof Symbol ? 2 : 1;
      case "do" -> 2;
      default -> -1;
    };
  }

  @Builtin("%pretty-print")
  public static Object prettyPrint(Object value) {
    return prettyPrint(value, IoLib.CURRENT_OUTPUT.get());
  }

  @Builtin("%pretty-print")
  public static Object prettyPrint(Object value, Object port) {
    if (!(port instanceof OutputPort out)) {
      throw Errors.wrongType("pretty-print", "output port", port);
    }
    if (Printer.isCircular(value)) {
      out.write(Printer.writeString(value) + "\n");
      return Unspecified.VALUE;
    }
    // The text starts with as many blanks as the port's column, so that columns count from the
    // line's start; they are not written.
    int start = out.column();
    StringBuilder text = new StringBuilder(" ".repeat(start));
    layout(value, start, text);
    out.write(text.append('\n').substring(start));
    return Unspecified.VALUE;
  }

  private static final Set<String> PREFIXES = Set.of("quote", "quasiquote", "unquote", "unquote-splicing");

  private static String prefix(String name) {
    return switch (name) {
      case "quote" -> "'";
      case "quasiquote" -> "`";
      case "unquote" -> ",";
      default -> ",@";
    };
  }

  /** {@code (quote x)} and its kin: the symbol, else null. */
  private static String abbreviation(Object x) {
    if (x instanceof Pair p && p.car instanceof Symbol s && PREFIXES.contains(s.name())
        && p.cdr instanceof Pair q && q.cdr == Nil.NIL) {
      return s.name();
    }
    return null;
  }

  private static boolean properList(Object x) {
    while (x instanceof Pair p) {
      x = p.cdr;
    }
    return x == Nil.NIL;
  }

  /** The one-line form, with quote forms abbreviated. */
  static String flat(Object x) {
    StringBuilder out = new StringBuilder();
    flat(x, out);
    return out.toString();
  }

  private static void flat(Object x, StringBuilder out) {
    String abbreviated = abbreviation(x);
    if (abbreviated != null) {
      out.append(prefix(abbreviated));
      flat(((Pair) ((Pair) x).cdr).car, out);
    } else if (x instanceof Pair && properList(x)) {
      out.append('(');
      for (Object l = x; l instanceof Pair p; l = p.cdr) {
        flat(p.car, out);
        if (p.cdr != Nil.NIL) {
          out.append(' ');
        }
      }
      out.append(')');
    } else if (x instanceof Object[] vector) {
      out.append("#(");
      for (int i = 0; i < vector.length; i++) {
        if (i > 0) {
          out.append(' ');
        }
        flat(vector[i], out);
      }
      out.append(')');
    } else {
      out.append(Printer.writeString(x));
    }
  }

  /** Appends {@code x} laid out from column {@code column}. */
  private static void layout(Object x, int column, StringBuilder out) {
    String flat = flat(x);
    if (flat.length() <= MAX_FLAT && column + flat.length() <= WIDTH) {
      out.append(flat);
      return;
    }
    String abbreviated = abbreviation(x);
    if (abbreviated != null) {
      String p = prefix(abbreviated);
      out.append(p);
      layout(((Pair) ((Pair) x).cdr).car, column + p.length(), out);
      return;
    }
    if (x instanceof Object[] vector && vector.length > 0) {
      out.append("#(");
      for (int i = 0; i < vector.length; i++) {
        if (i > 0) {
          newline(out, column + 2);
        }
        layout(vector[i], column + 2, out);
      }
      out.append(')');
      return;
    }
    if (!(x instanceof Pair list) || !properList(x)) {
      out.append(flat);
      return;
    }
    out.append('(');
    Object rest;
    int indent;
    if (list.car instanceof Symbol head) {
      String name = Printer.writeString(head);
      out.append(name);
      int fixed = distinguished(head.name(), x);
      rest = list.cdr;
      if (fixed >= 0) {
        // The distinguished parts on the first line, the body indented by 2.
        int at = column + 1 + name.length();
        for (int i = 0; i < fixed && rest instanceof Pair p; i++, rest = p.cdr) {
          out.append(' ');
          layout(p.car, at + 1, out);
          at = lastColumn(out);
        }
        indent = column + 2;
      } else if (name.length() <= 5 && rest instanceof Pair first) {
        // A short head: the arguments aligned under the first.
        indent = column + 2 + name.length();
        out.append(' ');
        layout(first.car, indent, out);
        rest = first.cdr;
      } else {
        indent = column + 2;
      }
    } else {
      indent = column + 1;
      layout(list.car, indent, out);
      rest = list.cdr;
    }
    for (; rest instanceof Pair p; rest = p.cdr) {
      newline(out, indent);
      layout(p.car, indent, out);
    }
    out.append(')');
  }

  private static void newline(StringBuilder out, int indent) {
    out.append('\n').append(" ".repeat(indent));
  }

  private static int lastColumn(StringBuilder out) {
    return out.length() - out.lastIndexOf("\n") - 1;
  }
}
