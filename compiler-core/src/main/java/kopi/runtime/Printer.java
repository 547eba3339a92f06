package kopi.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.Map;
import kopi.syntax.NumberLiteral;

/**
 * The external representation of values, following R7RS for {@code display}, {@code write},
 * {@code write-shared} and {@code write-simple}, with Kawa's choices where R7RS leaves it open:
 * {@code (quote x)} is written as a list, not {@code 'x}; the unspecified value is {@code #!void},
 * the end of file {@code #!eof}; procedures {@code #<procedure car>}; records {@code #<point x: 1 y: 2>};
 * a {@code java.util.List} as a vector ({@code #(1 2)}) and a Java array that is not a vector or a
 * bytevector in brackets ({@code [1 2]}); a hash table with its contents ({@code {a=1, b=2}});
 * SRFI 25 arrays {@code #2a((1 2) (3 4))}; SRFI 101 lists as lists.
 *
 * <p>{@code write} labels only the pairs and vectors that are part of a cycle ({@code #0=(a . #0#)}),
 * {@code write-shared} every one reached twice, {@code write-simple} none (it loops on cycles, as
 * R7RS allows). Lists are walked along the cdr without recursion, and the sharing analysis uses an
 * explicit stack, so a list of a million elements prints without a stack overflow.
 */
public final class Printer {
  /** The three ways of labelling shared structure. */
  public enum Labels {
    NONE, CYCLES, SHARED
  }

  /**
   * How many nodes {@code write} walks as a tree, allocating nothing, before it falls back to the
   * identity-map analysis. Most data are trees and finish well within it; a cycle never does.
   * The map costs about a microsecond per node on a large heap, the walk a few nanoseconds.
   */
  private static final long TREE_WALK_BUDGET = 1L << 23;

  private final Appendable out;
  private final boolean write;
  private final Map<Object, int[]> labels;
  private int nextLabel;

  private Printer(Appendable out, boolean write, Map<Object, int[]> labels) {
    this.out = out;
    this.write = write;
    this.labels = labels;
  }

  // ------------------------------------------------------------------ public API

  public static String displayString(Object value) {
    StringBuilder out = new StringBuilder();
    print(value, out, false, Labels.CYCLES);
    return out.toString();
  }

  public static String writeString(Object value) {
    StringBuilder out = new StringBuilder();
    print(value, out, true, Labels.CYCLES);
    return out.toString();
  }

  /** Prints {@code value} to {@code out}: {@code write} form when {@code write}, else {@code display} form. */
  public static void print(Object value, Appendable out, boolean write, Labels labels) {
    Map<Object, int[]> found;
    if (labels == Labels.NONE || !isCompound(value)) {
      found = null;
    } else if (labels == Labels.CYCLES && isTree(value, TREE_WALK_BUDGET)) {
      found = null;
    } else {
      found = findLabels(value, labels == Labels.SHARED);
    }
    try {
      new Printer(out, write, found).print(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether {@code value} contains itself (a circular list, a vector holding itself...). */
  public static boolean isCircular(Object value) {
    return isCompound(value) && !isTree(value, TREE_WALK_BUDGET) && !findLabels(value, false).isEmpty();
  }

  /** The {@code write} form of a string, with R7RS escapes ({@code "a\"b\n"}). */
  public static String quoteString(CharSequence text) {
    StringBuilder out = new StringBuilder(text.length() + 2);
    out.append('"');
    for (int i = 0; i < text.length();) {
      int c = Character.codePointAt(text, i);
      i += Character.charCount(c);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        case '\r' -> out.append("\\r");
        case 7 -> out.append("\\a");
        case 8 -> out.append("\\b");
        case 11 -> out.append("\\v");
        case 12 -> out.append("\\f");
        default -> {
          if (c < 32 || c == 127 || Character.getType(c) == Character.UNASSIGNED) {
            out.append("\\x").append(Integer.toHexString(c)).append(';');
          } else {
            out.appendCodePoint(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }

  /** The {@code write} form of a character: {@code #\a}, {@code #\space}, {@code #\x7;}-style hex for controls. */
  public static String charName(int c) {
    String name = switch (c) {
      case 0 -> "null";
      case 7 -> "alarm";
      case 8 -> "backspace";
      case 9 -> "tab";
      case 10 -> "newline";
      case 11 -> "vtab";
      case 12 -> "page";
      case 13 -> "return";
      case 27 -> "escape";
      case 32 -> "space";
      case 127 -> "delete";
      default -> null;
    };
    if (name != null) {
      return "#\\" + name;
    }
    if (c < 32 || Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c)
        || Character.getType(c) == Character.UNASSIGNED || Character.getType(c) == Character.FORMAT
        || Character.isSurrogate((char) c) && c <= 0xFFFF) {
      return "#\\x" + Integer.toHexString(c);
    }
    return "#\\" + new String(Character.toChars(c));
  }

  /** The {@code write} form of a symbol name: bare when it reads back as the same symbol, else {@code |...|}. */
  public static String symbolName(String name) {
    if (!needsBars(name)) {
      return name;
    }
    StringBuilder out = new StringBuilder(name.length() + 2).append('|');
    for (int i = 0; i < name.length();) {
      int c = name.codePointAt(i);
      i += Character.charCount(c);
      if (c == '|' || c == '\\') {
        out.append('\\').appendCodePoint(c);
      } else if (c < 32 || c == 127) {
        out.append("\\x").append(Integer.toHexString(c)).append(';');
      } else {
        out.appendCodePoint(c);
      }
    }
    return out.append('|').toString();
  }

  // ------------------------------------------------------------------ printing

  /**
   * Prints with an explicit stack of unfinished lists, vectors and records, so that nesting in the
   * car (a list nested 100,000 deep) costs heap, not Java stack.
   */
  private void print(Object root) throws IOException {
    ArrayDeque<Rest> unfinished = new ArrayDeque<>();
    Object value = root;
    boolean pending = true;
    while (true) {
      if (pending) {
        pending = false;
        if (value instanceof RandomAccessList list) {
          // A SRFI 101 list prints as the list of its elements.
          value = list.toPairs();
        }
        if (value instanceof Array array) {
          // A SRFI 25 array: Kawa's prefix, then its elements as nested lists.
          out.append(array.prefix());
          if (array.rank() == 0) {
            out.append(' ');
          }
          value = array.nested();
        }
        if (value instanceof java.util.List<?> list) {
          // As Kawa prints a java.util.List: as a vector of its elements.
          Object[] elements = new Object[list.size()];
          for (int i = 0; i < elements.length; i++) {
            elements[i] = JavaInterop.fromJava(list.get(i));
          }
          value = elements;
        }
        if (value != null && value.getClass().isArray() && value.getClass() != Object[].class
            && !(value instanceof byte[])) {
          // A Java array other than a vector or a bytevector, as Kawa prints it: [1 2 3].
          out.append('[');
          for (int i = 0, n = java.lang.reflect.Array.getLength(value); i < n; i++) {
            if (i > 0) {
              out.append(' ');
            }
            print(JavaInterop.fromJava(java.lang.reflect.Array.get(value, i)), out, write, Labels.CYCLES);
          }
          out.append(']');
          continue;
        }
        if (value instanceof Pair pair) {
          if (!startLabel(pair)) {
            out.append('(');
            unfinished.push(new Rest(pair.cdr, null, 0));
            value = pair.car;
            pending = true;
          }
        } else if (value instanceof Object[] vector) {
          if (!startLabel(vector)) {
            out.append("#(");
            unfinished.push(new Rest(null, vector, 0));
          }
        } else if (value instanceof Record record) {
          if (!startLabel(record)) {
            out.append("#<").append(record.type().name());
            unfinished.push(new Rest(null, record, 0));
          }
        } else {
          printAtom(value);
        }
        continue;
      }
      Rest rest = unfinished.peek();
      if (rest == null) {
        return;
      }
      if (rest.elements == null) {
        // Inside a list: its car is printed; go on with the cdr.
        Object tail = rest.tail;
        if (tail == Nil.NIL || tail == Rest.CLOSED) {
          out.append(')');
          unfinished.pop();
        } else if (tail instanceof Pair next && (labels == null || !labels.containsKey(next))) {
          out.append(' ');
          rest.tail = next.cdr;
          value = next.car;
          pending = true;
        } else {
          out.append(" . ");
          rest.tail = Rest.CLOSED;
          value = tail;
          pending = true;
        }
      } else if (rest.elements instanceof Object[] vector) {
        if (rest.index == vector.length) {
          out.append(')');
          unfinished.pop();
        } else {
          if (rest.index > 0) {
            out.append(' ');
          }
          value = vector[rest.index++];
          pending = true;
        }
      } else {
        Record record = (Record) rest.elements;
        RecordType type = record.type();
        if (rest.index == type.fieldCount()) {
          out.append('>');
          unfinished.pop();
        } else {
          out.append(' ').append(type.fieldName(rest.index).name()).append(": ");
          value = record.get(rest.index++);
          pending = true;
        }
      }
    }
  }

  /**
   * An unfinished compound being printed: a list with its {@code tail} still to print, or a vector
   * or record ({@code elements}) with its elements from {@code index} on still to print.
   */
  private static final class Rest {
    /** The tail of a dotted list once its last datum is printed: only the parenthesis is left. */
    static final Object CLOSED = new Object();

    Object tail;
    final Object elements;
    int index;

    Rest(Object tail, Object elements, int index) {
      this.tail = tail;
      this.elements = elements;
      this.index = index;
    }
  }

  /**
   * Prints {@code #n#} and returns true when {@code node} was labelled already, or prints the
   * {@code #n=} prefix on first sight and returns false so that the caller prints the datum.
   */
  private boolean startLabel(Object node) throws IOException {
    if (labels == null) {
      return false;
    }
    int[] label = labels.get(node);
    if (label == null) {
      return false;
    }
    if (label[0] >= 0) {
      out.append('#').append(Integer.toString(label[0])).append('#');
      return true;
    }
    label[0] = nextLabel++;
    out.append('#').append(Integer.toString(label[0])).append('=');
    return false;
  }

  /**
   * A hash table as Kawa prints one, which is Java's {@code Map.toString} over Kawa's objects:
   * {@code {a=1, b=(1 x)}}, booleans {@code true}/{@code false} and characters {@code 'c'}, in
   * Kopi's order (the order of insertion; Kawa's is its hashing order).
   */
  private static String hashTable(HashTable table) {
    StringBuilder out = new StringBuilder("{");
    Object[] keys = table.keys();
    for (int i = 0; i < keys.length; i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append(javaStyle(keys[i])).append('=').append(javaStyle(table.get(keys[i], null)));
    }
    return out.append('}').toString();
  }

  /** Kawa's {@code toString} of a value: lists of such forms, vectors as {@code [1, false]}. */
  private static String javaStyle(Object value) {
    StringBuilder out = new StringBuilder();
    javaStyle(value, out, 0);
    return out.toString();
  }

  private static void javaStyle(Object value, StringBuilder out, int depth) {
    if (depth > 100) {
      out.append("...");
    } else if (value instanceof Boolean b) {
      out.append(b);
    } else if (value instanceof Char c) {
      out.append('\'').append(c).append('\'');
    } else if (value instanceof Pair) {
      out.append('(');
      Object l = value;
      for (int n = 0; l instanceof Pair p; l = p.cdr, n++) {
        if (n > 0) {
          out.append(' ');
        }
        javaStyle(p.car, out, depth + 1);
      }
      if (l != Nil.NIL) {
        out.append(" . ");
        javaStyle(l, out, depth + 1);
      }
      out.append(')');
    } else if (value instanceof Object[] vector) {
      out.append('[');
      for (int i = 0; i < vector.length; i++) {
        if (i > 0) {
          out.append(", ");
        }
        javaStyle(vector[i], out, depth + 1);
      }
      out.append(']');
    } else if (value instanceof HashTable table) {
      out.append(hashTable(table));
    } else {
      out.append(displayString(value));
    }
  }

  private void printAtom(Object value) throws IOException {
    if (value == null) {
      out.append("#!null");
    } else if (value instanceof Boolean b) {
      out.append(b ? "#t" : "#f");
    } else if (value instanceof Long || value instanceof Double || value instanceof java.math.BigInteger
        || value instanceof Ratnum || value instanceof Complex || value instanceof Quaternion
        || value instanceof Quantity) {
      out.append(NumberFormat.toString(value, 10));
    } else if (value instanceof Symbol symbol) {
      out.append(write ? symbolName(symbol.name()) : symbol.name());
    } else if (value instanceof StringLike text && text.writeForm() != null) {
      // A process is a string of its output wherever a string is needed, but written as what it is.
      out.append(write ? text.writeForm() : text.asString());
    } else if (value instanceof CharSequence text) {
      out.append(write ? quoteString(text) : text);
    } else if (value instanceof Char c) {
      if (write) {
        out.append(charName(c.codePoint()));
      } else {
        out.append(c.toString());
      }
    } else if (value == Nil.NIL) {
      out.append("()");
    } else if (value instanceof byte[] bytes) {
      out.append("#u8(");
      for (int i = 0; i < bytes.length; i++) {
        if (i > 0) {
          out.append(' ');
        }
        out.append(Integer.toString(bytes[i] & 0xff));
      }
      out.append(')');
    } else if (value instanceof UniformVector vector) {
      out.append('#').append(vector.kind().tag).append('(');
      for (int i = 0; i < vector.length(); i++) {
        if (i > 0) {
          out.append(' ');
        }
        out.append(NumberFormat.toString(vector.get(i), 10));
      }
      out.append(')');
    } else if (value instanceof Values values) {
      for (int i = 0; i < values.size(); i++) {
        if (i > 0) {
          out.append(' ');
        }
        print(values.get(i));
      }
    } else if (value instanceof ErrorObject error) {
      out.append("#<ERROR ").append(error.describe()).append('>');
    } else if (value instanceof HashTable table) {
      out.append(hashTable(table));
    } else if (value instanceof Keyword keyword) {
      out.append(keyword.name()).append(':');
    } else if (value instanceof XmlElement element) {
      out.append(write ? "#" : "").append(element.markup());
    } else if (value == Unspecified.VALUE) {
      // Kawa's #!void is no values, which display shows as nothing (in a list too); write names it.
      out.append(write ? "#!void" : "");
    } else if (value == null) {
      out.append("#!null");
    } else {
      out.append(value.toString());
    }
  }

  // ------------------------------------------------------------------ sharing analysis

  private static boolean isCompound(Object value) {
    return value instanceof Pair || value instanceof Object[] || value instanceof Record;
  }

  /**
   * Walks the datum in print order with an explicit stack. With {@code all} it labels every node
   * reached twice; otherwise only nodes reached again while still on the current path (cycles).
   */
  private static Map<Object, int[]> findLabels(Object root, boolean all) {
    IdentityHashMap<Object, Boolean> state = new IdentityHashMap<>(); // TRUE on path, FALSE done
    IdentityHashMap<Object, int[]> labels = new IdentityHashMap<>();
    ArrayDeque<Object> stack = new ArrayDeque<>();
    stack.push(root);
    while (!stack.isEmpty()) {
      Object item = stack.pop();
      if (item instanceof Exit exit) {
        state.put(exit.node, Boolean.FALSE);
        continue;
      }
      Boolean seen = state.get(item);
      if (seen != null) {
        if (all || seen) {
          labels.putIfAbsent(item, new int[] {-1});
        }
        continue;
      }
      state.put(item, Boolean.TRUE);
      stack.push(new Exit(item));
      if (item instanceof Pair pair) {
        pushIfCompound(stack, pair.cdr);
        pushIfCompound(stack, pair.car);
      } else if (item instanceof Object[] vector) {
        for (int i = vector.length - 1; i >= 0; i--) {
          pushIfCompound(stack, vector[i]);
        }
      } else if (item instanceof Record record) {
        for (int i = record.type().fieldCount() - 1; i >= 0; i--) {
          pushIfCompound(stack, record.get(i));
        }
      }
    }
    return labels.isEmpty() ? null : labels;
  }

  /** True when walking {@code root} as a tree ends within {@code budget} nodes, so it has no cycle. */
  private static boolean isTree(Object root, long budget) {
    ArrayDeque<Object> pending = null;
    Object node = root;
    long count = 0;
    while (true) {
      while (isCompound(node)) {
        if (++count > budget) {
          return false;
        }
        if (node instanceof Pair pair) {
          if (isCompound(pair.car)) {
            if (pending == null) {
              pending = new ArrayDeque<>();
            }
            pending.push(pair.car);
          }
          node = pair.cdr;
        } else {
          Object[] children = node instanceof Object[] vector ? vector : ((Record) node).fields();
          for (Object child : children) {
            if (isCompound(child)) {
              if (pending == null) {
                pending = new ArrayDeque<>();
              }
              pending.push(child);
            }
          }
          node = null;
        }
      }
      if (pending == null || pending.isEmpty()) {
        return true;
      }
      node = pending.pop();
    }
  }

  private static void pushIfCompound(ArrayDeque<Object> stack, Object value) {
    if (isCompound(value)) {
      stack.push(value);
    }
  }

  private record Exit(Object node) {}

  private static boolean needsBars(String name) {
    if (name.isEmpty() || name.equals(".")) {
      return true;
    }
    char first = name.charAt(0);
    // @x reads as ($splice$ x).
    if (first == '#' || first == '@' || Character.isDigit(first)) {
      return true;
    }
    if ((first == '+' || first == '-' || first == '.') && name.length() > 1
        && (Character.isDigit(name.charAt(1)) || name.charAt(1) == '.' && name.length() > 2
            && Character.isDigit(name.charAt(2)))) {
      return true;
    }
    // Only : and runs of three or more colons read back as symbols made of colons; otherwise a
    // trailing colon reads as a keyword and a double colon splits the name (x::int).
    boolean colonsOnly = true;
    for (int i = 0; i < name.length() && colonsOnly; i++) {
      colonsOnly = name.charAt(i) == ':';
    }
    if (colonsOnly ? name.length() == 2 : name.length() > 1 && name.endsWith(":") || name.contains("::")) {
      return true;
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isWhitespace(c) || c < 32 || c == 127 || "()\"';`,|[]{}".indexOf(c) >= 0) {
        return true;
      }
    }
    return isNumberSyntax(name);
  }

  private static boolean isNumberSyntax(String name) {
    try {
      return NumberLiteral.parse(name, 10) != null;
    } catch (RuntimeException notANumber) {
      return false;
    }
  }
}
