package kopi.runtime;

/**
 * A non-empty SRFI 101 random-access list (the empty one is {@link Nil#NIL}, as for ordinary
 * lists): Okasaki's skew binary list, a spine of complete binary trees whose sizes are
 * 2^k - 1, each at most the next one's and only the first two equal. {@code cons}, {@code car}
 * and {@code cdr} take constant time, {@code list-ref} and {@code list-set} logarithmic time. It is
 * immutable; it prints and compares ({@code equal?}) as the list of its elements. As SRFI 101's
 * pairs may, the last pair's cdr may be any object: the list is then improper.
 */
public final class RandomAccessList {
  /** A complete binary tree: its root's value and, unless it is a leaf, two subtrees. */
  record Tree(Object value, Tree left, Tree right) {}

  private final int size;
  private final Tree tree;
  /** The rest of the spine: another {@code RandomAccessList}, or the final cdr ({@link Nil#NIL} for a list). */
  private final Object next;

  private RandomAccessList(int size, Tree tree, Object next) {
    this.size = size;
    this.tree = tree;
    this.next = next;
  }

  public static RandomAccessList cons(Object x, Object list) {
    if (list instanceof RandomAccessList first && first.next instanceof RandomAccessList second
        && first.size == second.size) {
      return new RandomAccessList(1 + 2 * first.size, new Tree(x, first.tree, second.tree), second.next);
    }
    return new RandomAccessList(1, new Tree(x, null, null), list);
  }

  public Object car() {
    return tree.value();
  }

  public Object cdr() {
    if (size == 1) {
      return next;
    }
    int half = size / 2;
    return new RandomAccessList(half, tree.left(), new RandomAccessList(half, tree.right(), next));
  }

  /** Whether the final cdr is the empty list. */
  public boolean isList() {
    Object l = this;
    while (l instanceof RandomAccessList r) {
      l = r.next;
    }
    return l == Nil.NIL;
  }

  /** The number of pairs in the spine (the length, for a list). */
  public long length() {
    long n = 0;
    for (Object l = this; l instanceof RandomAccessList r; l = r.next) {
      n += r.size;
    }
    return n;
  }

  /** The element at {@code index}, or null when the list is shorter. */
  public Object ref(long index) {
    for (Object l = this; l instanceof RandomAccessList r; l = r.next) {
      if (index < r.size) {
        return treeRef(r.tree, r.size, index);
      }
      index -= r.size;
    }
    return null;
  }

  private static Object treeRef(Tree t, int size, long index) {
    while (index != 0) {
      int half = size / 2;
      if (index <= half) {
        t = t.left();
        index -= 1;
      } else {
        t = t.right();
        index -= 1 + half;
      }
      size = half;
    }
    return t.value();
  }

  /** A copy with {@code value} at {@code index}, or null when the list is shorter. */
  public RandomAccessList set(long index, Object value) {
    if (index < size) {
      return new RandomAccessList(size, treeSet(tree, size, index, value), next);
    }
    if (!(next instanceof RandomAccessList rest)) {
      return null;
    }
    RandomAccessList updated = rest.set(index - size, value);
    return updated == null ? null : new RandomAccessList(size, tree, updated);
  }

  private static Tree treeSet(Tree t, int size, long index, Object value) {
    if (index == 0) {
      return new Tree(value, t.left(), t.right());
    }
    int half = size / 2;
    if (index <= half) {
      return new Tree(t.value(), treeSet(t.left(), half, index - 1, value), t.right());
    }
    return new Tree(t.value(), t.left(), treeSet(t.right(), half, index - 1 - half, value));
  }

  /** The list without its first {@code count} elements (whole trees are skipped), or null when shorter. */
  public Object tail(long count) {
    Object l = this;
    while (count > 0) {
      if (!(l instanceof RandomAccessList r)) {
        return null;
      }
      if (count >= r.size) {
        count -= r.size;
        l = r.next;
      } else {
        l = r.cdr();
        count--;
      }
    }
    return l;
  }

  /** The elements as an ordinary list (ending in the final cdr, for an improper one). */
  public Object toPairs() {
    Object[] elements = new Object[(int) length()];
    int i = 0;
    Object l = this;
    for (; l instanceof RandomAccessList r; l = r.cdr()) {
      elements[i++] = r.car();
    }
    Object result = l;
    for (int j = elements.length - 1; j >= 0; j--) {
      result = new Pair(elements[j], result);
    }
    return result;
  }
}
