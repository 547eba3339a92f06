package kopi.expand;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A syntax object: a datum as the reader produced it, with its source range, whose identifiers
 * carry scope sets. Syntax objects are immutable; adding a scope builds a new tree.
 */
public sealed interface Syntax {

  int start();

  int end();

  /** Returns this syntax with {@code op} applied to the scope set of every identifier inside. */
  Syntax mapScopes(UnaryOperator<ScopeSet> op);

  default Syntax addScope(int scope) {
    return mapScopes(s -> s.add(scope));
  }

  default Syntax flipScope(int scope) {
    return mapScopes(s -> s.flip(scope));
  }

  /** An identifier (a symbol in code). */
  record Id(String name, ScopeSet scopes, int start, int end) implements Syntax {
    @Override
    public Syntax mapScopes(UnaryOperator<ScopeSet> op) {
      return new Id(name, op.apply(scopes), start, end);
    }

    public Id withScopes(ScopeSet newScopes) {
      return new Id(name, newScopes, start, end);
    }

    public Id withRange(int newStart, int newEnd) {
      return new Id(name, scopes, newStart, newEnd);
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /**
   * {@code elements} with {@code op} applied to the scopes of each, as an immutable list, which the
   * record constructors keep as it is (a mutable list would be copied twice more: scopes are added
   * to every form the expander sees, so this is one of its most frequent operations).
   */
  private static List<Syntax> mapAll(List<Syntax> elements, UnaryOperator<ScopeSet> op) {
    Syntax[] mapped = new Syntax[elements.size()];
    for (int i = 0; i < mapped.length; i++) {
      mapped[i] = elements.get(i).mapScopes(op);
    }
    return List.of(mapped);
  }

  /** A proper list when {@code tail} is null, else a dotted list. */
  record SList(List<Syntax> elements, Syntax tail, int start, int end) implements Syntax {
    public SList {
      elements = List.copyOf(elements);
    }

    @Override
    public Syntax mapScopes(UnaryOperator<ScopeSet> op) {
      return new SList(mapAll(elements, op), tail == null ? null : tail.mapScopes(op), start, end);
    }

    public boolean isProper() {
      return tail == null;
    }

    public int size() {
      return elements.size();
    }

    public Syntax get(int index) {
      return elements.get(index);
    }

    /** The elements from {@code from} on, as a Java list. */
    public List<Syntax> from(int from) {
      return from >= elements.size() ? List.of() : elements.subList(from, elements.size());
    }

    @Override
    public String toString() {
      StringBuilder out = new StringBuilder("(");
      for (int i = 0; i < elements.size(); i++) {
        out.append(i == 0 ? "" : " ").append(elements.get(i));
      }
      if (tail != null) {
        out.append(" . ").append(tail);
      }
      return out.append(')').toString();
    }
  }

  record SVector(List<Syntax> elements, int start, int end) implements Syntax {
    public SVector {
      elements = List.copyOf(elements);
    }

    @Override
    public Syntax mapScopes(UnaryOperator<ScopeSet> op) {
      return new SVector(mapAll(elements, op), start, end);
    }

    @Override
    public String toString() {
      return "#" + new SList(elements, null, start, end);
    }
  }

  /**
   * Any other datum. {@code value} is a String, Boolean, {@link kopi.syntax.NumberLiteral},
   * {@link Char}, byte[], {@link Keyword}, {@link Special} or {@link Circular}; {@link Datums} turns it into a runtime
   * value when it is quoted or self-evaluating.
   */
  record Atom(Object value, int start, int end) implements Syntax {
    @Override
    public Syntax mapScopes(UnaryOperator<ScopeSet> op) {
      return this;
    }

    @Override
    public String toString() {
      try {
        return kopi.runtime.Printer.writeString(Datums.atom(value, this));
      } catch (RuntimeException e) {
        return String.valueOf(value);
      }
    }
  }

  /** A character literal, as a code point (kept apart from the runtime's character type). */
  record Char(int codePoint) {
    @Override
    public String toString() {
      return "#\\" + Character.toString(codePoint);
    }
  }

  /** A keyword {@code name:}. */
  record Keyword(String name) {
    @Override
    public String toString() {
      return name + ":";
    }
  }

  /** {@code #!optional}, {@code #!rest}, {@code #!eof} and the like, named without {@code #!}. */
  record Special(String name) {
    @Override
    public String toString() {
      return "#!" + name;
    }
  }

  /**
   * A datum with datum labels that refers to itself ({@code #0=(a . #0#)}), already built as the
   * runtime value it denotes, back references patched. A cyclic datum cannot be a syntax tree
   * (every walk over it would loop), so the reader hands the expander this opaque atom: quoted it
   * is that value, shared wherever the label is referenced, and as code it is an error unless it is
   * a vector (vectors are self-evaluating). Equality is identity, never structural, since a
   * structural hash of a cycle would not end.
   */
  final class Circular {
    private final Object value;

    public Circular(Object value) {
      this.value = value;
    }

    public Object value() {
      return value;
    }

    @Override
    public String toString() {
      return kopi.runtime.Printer.writeString(value);
    }
  }

  /** True when {@code s} is the special marker {@code #!name}. */
  static boolean isSpecial(Syntax s, String name) {
    return s instanceof Atom a && a.value() instanceof Special sp && sp.name().equals(name);
  }
}
