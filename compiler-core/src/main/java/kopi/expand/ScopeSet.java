package kopi.expand;

import java.util.Arrays;

/**
 * An immutable set of scopes, kept as a sorted run of scope numbers. Identifiers carry one; a
 * binding is visible to an identifier when the binding's set is a subset of the identifier's
 * (Flatt 2016). Sets are small (one scope per enclosing binding form or macro step), so a sorted
 * array beats a hash set on both memory and the subset test.
 *
 * <p>Scopes are numbered in the order they are made, so a set usually grows by a scope larger than
 * all of its own: the scope of the next binding form inward. Such an addition appends to the array
 * the set shares with its prefixes (the first set to append to a given length claims the slot;
 * another gets a copy), so the sets of a form nested {@code d} binding forms deep take memory
 * proportional to {@code d}, not {@code d}².
 */
public final class ScopeSet {
  public static final ScopeSet EMPTY = new ScopeSet(new Store(new int[0], 0), 0);

  /**
   * An array shared by sets that are prefixes of one another; {@code used} counts the slots taken,
   * and both change only under the store's lock.
   */
  private static final class Store {
    final int[] array;
    int used;

    Store(int[] array, int used) {
      this.array = array;
      this.used = used;
    }
  }

  private final Store store;
  private final int length;

  private ScopeSet(Store store, int length) {
    this.store = store;
    this.length = length;
  }

  public static ScopeSet of(int... scopes) {
    int[] copy = scopes.clone();
    Arrays.sort(copy);
    return ofSorted(copy);
  }

  /** A set of {@code sorted}, which must be ascending without repeats; not copied. */
  static ScopeSet ofSorted(int[] sorted) {
    return sorted.length == 0 ? EMPTY : new ScopeSet(new Store(sorted, sorted.length), sorted.length);
  }

  public int size() {
    return length;
  }

  /** The largest scope; the set must not be empty. */
  public int max() {
    return store.array[length - 1];
  }

  /** The {@code index}-th smallest scope, for iterating without the copy {@link #toArray} makes. */
  public int get(int index) {
    return store.array[index];
  }

  /** The scopes, ascending (a copy). */
  public int[] toArray() {
    return Arrays.copyOf(store.array, length);
  }

  public boolean contains(int scope) {
    return Arrays.binarySearch(store.array, 0, length, scope) >= 0;
  }

  public ScopeSet add(int scope) {
    if (length == 0 || scope > max()) {
      return append(scope);
    }
    int at = Arrays.binarySearch(store.array, 0, length, scope);
    if (at >= 0) {
      return this;
    }
    int insert = -at - 1;
    int[] result = new int[length + 1];
    System.arraycopy(store.array, 0, result, 0, insert);
    result[insert] = scope;
    System.arraycopy(store.array, insert, result, insert + 1, length - insert);
    return ofSorted(result);
  }

  /** This set plus {@code scope}, which is larger than all of its scopes. */
  private ScopeSet append(int scope) {
    Store shared = store;
    if (length < shared.array.length) {
      // The store's lock orders the claim and the write of a slot before any other set reads it.
      synchronized (shared) {
        if (shared.used == length) {
          shared.array[length] = scope;
          shared.used = length + 1;
          return new ScopeSet(shared, length + 1);
        }
        // Another set claimed the slot; if it appended the same scope, that prefix is this set too.
        if (shared.array[length] == scope) {
          return new ScopeSet(shared, length + 1);
        }
      }
    }
    int[] grown = Arrays.copyOf(shared.array, Math.max(4, length * 2));
    grown[length] = scope;
    return new ScopeSet(new Store(grown, length + 1), length + 1);
  }

  public ScopeSet remove(int scope) {
    int at = Arrays.binarySearch(store.array, 0, length, scope);
    if (at < 0) {
      return this;
    }
    if (at == length - 1) {
      // A prefix: shares the array (an append to it later claims a slot only if none was taken).
      return length == 1 ? EMPTY : new ScopeSet(store, length - 1);
    }
    int[] result = new int[length - 1];
    System.arraycopy(store.array, 0, result, 0, at);
    System.arraycopy(store.array, at + 1, result, at, length - at - 1);
    return ofSorted(result);
  }

  /** Adds the scope if absent, removes it if present: how a macro step marks introduced syntax. */
  public ScopeSet flip(int scope) {
    return contains(scope) ? remove(scope) : add(scope);
  }

  /** True when every scope of this set is in {@code other}. */
  public boolean subsetOf(ScopeSet other) {
    if (length > other.length) {
      return false;
    }
    int[] mine = store.array;
    int[] theirs = other.store.array;
    int j = 0;
    for (int i = 0; i < length; i++) {
      int scope = mine[i];
      while (j < other.length && theirs[j] < scope) {
        j++;
      }
      if (j == other.length || theirs[j] != scope) {
        return false;
      }
      j++;
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScopeSet other && other.length == length
        && Arrays.equals(store.array, 0, length, other.store.array, 0, length);
  }

  @Override
  public int hashCode() {
    int hash = 1;
    for (int i = 0; i < length; i++) {
      hash = 31 * hash + store.array[i];
    }
    return hash;
  }

  @Override
  public String toString() {
    return Arrays.toString(toArray());
  }
}
