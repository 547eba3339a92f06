package kopi.expand;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A syntax object: a datum as the reader produced it, with its source range, whose identifiers
 * carry scope sets. Syntax objects are immutable; adding a scope gives a new object (for a list,
 * one that applies the scope to its elements when they are read: {@link SList}).
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

    @Override
    public Syntax addScope(int scope) {
      return new Id(name, scopes.add(scope), start, end);
    }

    @Override
    public Syntax flipScope(int scope) {
      return new Id(name, scopes.flip(scope), start, end);
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

  /**
   * A proper list when {@code tail} is null, else a dotted list.
   *
   * <p>Adding or flipping a scope does not rebuild the list: the step is noted as a pending
   * {@link ScopeDelta} and applied to the elements when they are first read, each nested list
   * passing it on, still pending, to its own elements. A binding form adds a scope to its whole
   * body, so an eager rebuild made {@code n} nested {@code let}s cost {@code n}² in time and
   * memory; pending, the parts the expander never reads again are never rebuilt.
   */
  final class SList implements Syntax {
    private List<Syntax> elements;
    private Syntax tail;
    /** The scope steps not yet applied to {@link #elements} and {@link #tail}, or null. */
    private volatile ScopeDelta pending;
    private final int start;
    private final int end;

    public SList(List<Syntax> elements, Syntax tail, int start, int end) {
      this.elements = List.copyOf(elements);
      this.tail = tail;
      this.start = start;
      this.end = end;
    }

    private SList(List<Syntax> elements, Syntax tail, ScopeDelta pending, int start, int end) {
      this.elements = elements;
      this.tail = tail;
      this.pending = pending;
      this.start = start;
      this.end = end;
    }

    /**
     * Applies the pending steps, once. Syntax may be read from several threads (an editor's
     * requests), and a flip applied twice would undo itself, so the application holds the lock; the
     * volatile {@link #pending} lets readers of a forced list skip it.
     */
    private void force() {
      if (pending != null) {
        synchronized (this) {
          forceLocked();
        }
      }
    }

    private void forceLocked() {
      ScopeDelta delta = pending;
      if (delta == null) {
        return;
      }
      Syntax[] applied = new Syntax[elements.size()];
      for (int i = 0; i < applied.length; i++) {
        applied[i] = withDelta(elements.get(i), delta);
      }
      Syntax newTail = tail == null ? null : withDelta(tail, delta);
      elements = List.of(applied);
      tail = newTail;
      pending = null;
    }

    /** {@code syntax} with {@code delta} applied (pending again when it is a list). */
    private static Syntax withDelta(Syntax syntax, ScopeDelta delta) {
      if (syntax instanceof Id id) {
        return id.withScopes(delta.apply(id.scopes()));
      }
      if (syntax instanceof SList list) {
        synchronized (list) {
          ScopeDelta own = list.pending;
          return new SList(list.elements, list.tail, own == null ? delta : own.then(delta), list.start, list.end);
        }
      }
      if (syntax instanceof SVector vector) {
        Syntax[] mapped = new Syntax[vector.elements().size()];
        for (int i = 0; i < mapped.length; i++) {
          mapped[i] = withDelta(vector.elements().get(i), delta);
        }
        return new SVector(List.of(mapped), vector.start(), vector.end());
      }
      return syntax;
    }

    public List<Syntax> elements() {
      force();
      return elements;
    }

    public Syntax tail() {
      force();
      return tail;
    }

    @Override
    public int start() {
      return start;
    }

    @Override
    public int end() {
      return end;
    }

    @Override
    public Syntax mapScopes(UnaryOperator<ScopeSet> op) {
      return new SList(mapAll(elements(), op), tail() == null ? null : tail().mapScopes(op), start, end);
    }

    @Override
    public synchronized Syntax addScope(int scope) {
      ScopeDelta delta = pending;
      return new SList(elements, tail, delta == null ? ScopeDelta.add(scope) : delta.thenAdd(scope), start, end);
    }

    @Override
    public synchronized Syntax flipScope(int scope) {
      ScopeDelta delta = pending;
      return new SList(elements, tail, delta == null ? ScopeDelta.flip(scope) : delta.thenFlip(scope), start, end);
    }

    public boolean isProper() {
      return tail() == null;
    }

    public int size() {
      return elements.size();
    }

    public Syntax get(int index) {
      return elements().get(index);
    }

    /** The elements from {@code from} on, as a Java list. */
    public List<Syntax> from(int from) {
      List<Syntax> all = elements();
      return from >= all.size() ? List.of() : all.subList(from, all.size());
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof SList list && start == list.start && end == list.end
          && elements().equals(list.elements()) && java.util.Objects.equals(tail(), list.tail());
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hash(elements(), tail(), start, end);
    }

    @Override
    public String toString() {
      List<Syntax> all = elements();
      StringBuilder out = new StringBuilder("(");
      for (int i = 0; i < all.size(); i++) {
        out.append(i == 0 ? "" : " ").append(all.get(i));
      }
      if (tail() != null) {
        out.append(" . ").append(tail());
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
    public Syntax addScope(int scope) {
      Syntax[] mapped = new Syntax[elements.size()];
      for (int i = 0; i < mapped.length; i++) {
        mapped[i] = elements.get(i).addScope(scope);
      }
      return new SVector(List.of(mapped), start, end);
    }

    @Override
    public Syntax flipScope(int scope) {
      Syntax[] mapped = new Syntax[elements.size()];
      for (int i = 0; i < mapped.length; i++) {
        mapped[i] = elements.get(i).flipScope(scope);
      }
      return new SVector(List.of(mapped), start, end);
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
