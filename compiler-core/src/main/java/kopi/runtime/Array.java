package kopi.runtime;

/**
 * A SRFI 25 array of any rank, as Kawa has them: each dimension has a lower bound and a length,
 * and an element's place in the backing store is {@code offset + sum(stride_k * index_k)}, so
 * {@code share-array} makes a new view of the same store. A rank-1 array with lower bound 0 is a
 * vector ({@code Object[]}) instead, as in Kawa. It prints as Kawa prints arrays:
 * {@code #2a((1 2) (3 4))}, with {@code @low:length} for each dimension when a lower bound is not 0
 * or the array is empty, and {@code #0a x} for rank 0.
 */
public final class Array {
  final int[] lows;
  final int[] lengths;
  final int[] strides;
  final int offset;
  final Object[] store;

  public Array(int[] lows, int[] lengths, int[] strides, int offset, Object[] store) {
    this.lows = lows;
    this.lengths = lengths;
    this.strides = strides;
    this.offset = offset;
    this.store = store;
  }

  /** A fresh array of the given bounds, in row-major order, every element {@code fill}. */
  public static Array make(int[] lows, int[] lengths, Object fill) {
    int[] strides = new int[lengths.length];
    int size = 1;
    for (int k = lengths.length - 1; k >= 0; k--) {
      strides[k] = size;
      size *= lengths[k];
    }
    Object[] store = new Object[size];
    java.util.Arrays.fill(store, fill);
    return new Array(lows, lengths, strides, 0, store);
  }

  /**
   * SRFI 163's literal {@code #RANKa@LOW:LENGTH... contents}: {@code contents} nested as many levels
   * as {@code lows} has dimensions, as a fresh array (rank 1 from 0: a vector, as Kawa reads
   * {@code #1a(1 2)}); a {@code lengths} entry of -1 is taken from the contents. Null when the
   * lists are ragged, improper or of other lengths than given (the reader reports that).
   */
  public static Object literal(int[] lows, int[] givenLengths, Object contents) {
    int rank = lows.length;
    if (rank == 0) {
      Array array = make(new int[0], new int[0], null);
      array.store[0] = contents;
      return array;
    }
    int[] lengths = new int[rank];
    java.util.List<Object> elements = new java.util.ArrayList<>();
    if (!flatten(contents, 0, lengths, new boolean[rank], elements)) {
      return null;
    }
    for (int k = 0; k < rank; k++) {
      if (givenLengths[k] >= 0 && givenLengths[k] != lengths[k]) {
        if (elements.isEmpty()) {
          lengths[k] = givenLengths[k];
        } else {
          return null;
        }
      }
    }
    boolean zeroBased = true;
    for (int low : lows) {
      zeroBased &= low == 0;
    }
    if (rank == 1 && zeroBased) {
      return elements.toArray();
    }
    Array array = make(lows.clone(), lengths, null);
    for (int i = 0; i < elements.size(); i++) {
      array.store[i] = elements.get(i);
    }
    return array;
  }

  /** {@link #literal(int[], int[], Object)} of a prefix as {@link #prefix} writes it: a compiled constant. */
  public static Object literal(String prefix, Object contents) {
    kopi.syntax.ArrayPrefix bounds = kopi.syntax.ArrayPrefix.parse(prefix);
    return literal(bounds.lows(), bounds.lengths(), contents);
  }

  private static boolean flatten(Object list, int k, int[] lengths, boolean[] seen, java.util.List<Object> out) {
    int count = 0;
    Object rest = list;
    while (rest instanceof Pair pair) {
      if (k == lengths.length - 1) {
        out.add(pair.car);
      } else if (!flatten(pair.car, k + 1, lengths, seen, out)) {
        return false;
      }
      count++;
      rest = pair.cdr;
    }
    if (rest != Nil.NIL || seen[k] && lengths[k] != count) {
      return false;
    }
    seen[k] = true;
    lengths[k] = count;
    return true;
  }

  /** The backing store, which {@code share-array} shares. */
  public Object[] storeArray() {
    return store;
  }

  public int rank() {
    return lows.length;
  }

  public int low(int k) {
    return lows[k];
  }

  public int length(int k) {
    return lengths[k];
  }

  public int size() {
    int size = 1;
    for (int n : lengths) {
      size *= n;
    }
    return size;
  }

  /** The store index of the element at {@code indexes}, or -1 when one is out of bounds. */
  public int place(int[] indexes) {
    int at = offset;
    for (int k = 0; k < lows.length; k++) {
      int i = indexes[k] - lows[k];
      if (i < 0 || i >= lengths[k]) {
        return -1;
      }
      at += strides[k] * i;
    }
    return at;
  }

  public Object get(int[] indexes) {
    return store[place(indexes)];
  }

  public void set(int[] indexes, Object value) {
    store[place(indexes)] = value;
  }

  /** The store index of the element at {@code index} in row-major order (from 0). */
  public int placeOfRowMajor(int index) {
    int at = offset;
    for (int k = lows.length - 1; k >= 0; k--) {
      at += strides[k] * (index % lengths[k]);
      index /= lengths[k];
    }
    return at;
  }

  /** The prefix Kawa writes: {@code #2a}, with the bounds when needed. */
  public String prefix() {
    StringBuilder out = new StringBuilder("#").append(rank()).append('a');
    boolean bounds = size() == 0;
    for (int low : lows) {
      bounds |= low != 0;
    }
    if (bounds) {
      for (int k = 0; k < lows.length; k++) {
        if (lows[k] != 0) {
          out.append('@').append(lows[k]);
        }
        out.append(':').append(lengths[k]);
      }
    }
    return out.toString();
  }

  /** The elements as nested lists, one level per dimension (rank 0: the element). */
  public Object nested() {
    if (rank() == 0) {
      return store[offset];
    }
    return nested(0, offset);
  }

  private Object nested(int k, int at) {
    Object[] items = new Object[lengths[k]];
    for (int i = 0; i < lengths[k]; i++) {
      int place = at + strides[k] * i;
      items[i] = k == lows.length - 1 ? store[place] : nested(k + 1, place);
    }
    return Pair.list(items);
  }
}
