package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;

/**
 * Kawa's {@code pprint} of {@code (kawa pprint)}, which is not {@code pretty-print}
 * ({@link PrettyPrintLib}): it writes no newline after the value, displays atoms (a string
 * without quotes), leaves {@code (quote x)} as it is, and lays lists out as Kawa 3.1.1's
 * {@code kawa/lib/kawa/pprint.scm} does through its pretty-printing port (a Common Lisp style
 * pretty printer, lines of {@value #WIDTH} columns). Each list is a logical block:
 * {@code define}/{@code lambda} keep the parameters on the first line and indent the body by one
 * past the open parenthesis, a line per form unless the whole fits; {@code if}/{@code cond} align
 * their parts under the first; {@code let} likewise, its bindings a block of their own; any other
 * list fills lines, continuing under its head. A block breaks its {@code linear} newlines when it
 * does not fit on the line (with what follows it up to the enclosing block's next newline); a
 * {@code fill} newline breaks when the next part does not fit or the part before it took more than
 * one line. A block that starts within {@value #MISER_WIDTH} columns of the right margin is laid
 * out in miser style: all its newlines, {@code miser} ones too, break as linear ones do, and it
 * indents nothing. Kawa decides a newline when the text after it up to the next newline is known,
 * which may include what the program writes after {@code pprint} returns; Kopi counts the text up
 * to the end of the value only.
 */
public final class PprintLib {
  private PprintLib() {}

  static final int WIDTH = 80;
  static final int MISER_WIDTH = 40;

  private enum Kind {
    LINEAR, FILL, MISER
  }

  /** The parts of a layout: text, conditional newlines, indentation changes and logical blocks. */
  private sealed interface Doc {}

  private record Text(String text) implements Doc {}

  private record Newline(Kind kind) implements Doc {}

  /** Indentation from now on: {@code amount} past the block's start, or past the current column. */
  private record Indent(boolean current, int amount) implements Doc {}

  private record Block(String prefix, List<Doc> items) implements Doc {}

  @Builtin("%pprint")
  public static Object pprint(Object value) {
    return pprint(value, IoLib.CURRENT_OUTPUT.get());
  }

  @Builtin("%pprint")
  public static Object pprint(Object value, Object port) {
    if (!(port instanceof OutputPort out)) {
      throw Errors.wrongType("pprint", "output port", port);
    }
    if (Printer.isCircular(value)) {
      out.write(Printer.displayString(value));
      return Unspecified.VALUE;
    }
    Doc doc = doc(value);
    if (doc instanceof Text t) {
      out.write(t.text());
    } else {
      Layout layout = new Layout(out.column());
      layout.block((Block) doc, 0);
      out.write(layout.text.toString());
    }
    return Unspecified.VALUE;
  }

  // ---- the document, as pprint.scm builds it ----

  private static Doc doc(Object x) {
    if (!(x instanceof Pair p)) {
      return display(x);
    }
    List<Doc> items = new ArrayList<>();
    String head = p.car instanceof Symbol s ? s.name() : "";
    switch (head) {
      case "define", "define-private", "lambda" -> {
        items.add(new Text(Printer.displayString(p.car) + " "));
        items.add(new Newline(Kind.MISER));
        if (p.cdr instanceof Pair rest) {
          items.add(display(rest.car));
          items.add(new Indent(false, 1));
          tail(rest.cdr, Kind.LINEAR, items);
        }
      }
      case "cond", "if" -> {
        items.add(new Text(Printer.displayString(p.car) + " "));
        if (p.cdr instanceof Pair rest) {
          items.add(new Indent(true, 0));
          items.add(doc(rest.car));
          tail(rest.cdr, Kind.LINEAR, items);
        }
      }
      case "let" -> letDoc(p, items);
      default -> {
        items.add(doc(p.car));
        tail(p.cdr, Kind.FILL, items);
      }
    }
    return new Block("(", items);
  }

  /**
   * {@code display} on Kawa's pretty-printing port: a list or vector is a logical block whose
   * elements are separated by fill newlines; anything else is its text.
   */
  private static Doc display(Object x) {
    List<Doc> items = new ArrayList<>();
    if (x instanceof Pair) {
      Object rest = x;
      for (; rest instanceof Pair p; rest = p.cdr) {
        if (rest != x) {
          items.add(new Text(" "));
          items.add(new Newline(Kind.FILL));
        }
        items.add(display(p.car));
      }
      if (rest != Nil.NIL) {
        items.add(new Text(" . "));
        items.add(display(rest));
      }
      return new Block("(", items);
    }
    if (x instanceof Object[] vector) {
      for (int i = 0; i < vector.length; i++) {
        if (i > 0) {
          items.add(new Text(" "));
          items.add(new Newline(Kind.FILL));
        }
        items.add(display(vector[i]));
      }
      return new Block("#(", items);
    }
    return new Text(Printer.displayString(x));
  }

  private static void letDoc(Pair p, List<Doc> items) {
    items.add(new Text("let "));
    Object rest = p.cdr;
    if (rest instanceof Pair r && r.car instanceof Symbol name) {
      items.add(new Text(Printer.displayString(name) + " "));
      items.add(new Newline(Kind.FILL));
      rest = r.cdr;
    }
    if (rest instanceof Pair r && ListLib.listP(r.car) == Boolean.TRUE) {
      List<Doc> bindings = new ArrayList<>();
      for (Object b = r.car; b instanceof Pair binding; b = binding.cdr) {
        bindings.add(doc(binding.car));
        if (binding.cdr instanceof Pair) {
          bindings.add(new Text(" "));
          bindings.add(new Newline(Kind.LINEAR));
        }
      }
      items.add(new Block("(", bindings));
      items.add(new Indent(false, 1));
      tail(r.cdr, Kind.LINEAR, items);
    } else {
      items.add(doc(rest));
    }
  }

  /** pprint.scm's pprint-tail: each element after a space and a newline of {@code kind}. */
  private static void tail(Object body, Kind kind, List<Doc> items) {
    Object rest = body;
    for (; rest instanceof Pair p; rest = p.cdr) {
      items.add(new Text(" "));
      items.add(new Newline(kind));
      items.add(doc(p.car));
    }
    if (rest != Nil.NIL) {
      items.add(new Text(" . "));
      items.add(doc(rest));
    }
  }

  // ---- the layout ----

  /** The width of {@code doc} written on one line. */
  private static int flat(Doc doc) {
    if (doc instanceof Text t) {
      return t.text().length();
    }
    if (doc instanceof Block b) {
      int width = b.prefix().length() + 1;
      for (Doc item : b.items()) {
        width += flat(item);
      }
      return width;
    }
    return 0;
  }

  /** The width of the items of {@code items} from {@code from} up to the next newline; -1 when none comes. */
  private static int section(List<Doc> items, int from) {
    int width = 0;
    for (int i = from; i < items.size(); i++) {
      if (items.get(i) instanceof Newline) {
        return width;
      }
      width += flat(items.get(i));
    }
    return -1 - width;
  }

  private static final class Layout {
    final StringBuilder text = new StringBuilder();
    private final int startColumn;
    /** How many lines ended so far. */
    private int lines;

    Layout(int startColumn) {
      this.startColumn = startColumn;
    }

    int column() {
      int lastLine = text.lastIndexOf("\n");
      return lastLine < 0 ? startColumn + text.length() : text.length() - lastLine - 1;
    }

    void newline(int indent) {
      int end = text.length();
      while (end > 0 && text.charAt(end - 1) == ' ') {
        end--;
      }
      text.setLength(end);
      text.append('\n').append(" ".repeat(indent));
      lines++;
    }

    /**
     * Lays out {@code block}, followed on its line by {@code after} columns of text up to the
     * enclosing block's next newline.
     */
    void block(Block block, int after) {
      boolean fits = column() + flat(block) + after <= WIDTH;
      text.append(block.prefix());
      int start = column();
      // Miser style: every newline breaks as a linear one does, and indentation stays at the start.
      boolean miser = WIDTH - start <= MISER_WIDTH;
      int indent = start;
      int sectionStart = lines;
      List<Doc> items = block.items();
      for (int i = 0; i < items.size(); i++) {
        Doc item = items.get(i);
        if (item instanceof Text t) {
          text.append(t.text());
        } else if (item instanceof Indent in) {
          indent = miser ? start : (in.current() ? column() : start) + in.amount();
        } else if (item instanceof Newline n) {
          boolean breaks = switch (n.kind()) {
            case LINEAR -> !fits;
            case MISER -> miser && !fits;
            case FILL -> miser ? !fits : lines > sectionStart || column() + rest(items, i + 1, after) > WIDTH;
          };
          if (breaks) {
            newline(indent);
          }
          sectionStart = lines;
        } else if (item instanceof Block inner) {
          block(inner, rest(items, i + 1, after));
        }
      }
      text.append(')');
    }

    /** The text after item {@code from - 1} of a block up to the next newline, counting what follows the block. */
    private static int rest(List<Doc> items, int from, int after) {
      int width = section(items, from);
      return width >= 0 ? width : -1 - width + 1 + after;
    }
  }
}
