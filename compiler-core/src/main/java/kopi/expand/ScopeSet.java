package kopi.expand;

import java.util.Arrays;

/**
 * An immutable set of scopes, kept as a sorted array of scope numbers. Identifiers carry one; a
 * binding is visible to an identifier when the binding's set is a subset of the identifier's
 * (Flatt 2016). Sets are small (one scope per enclosing binding form or macro step), so a sorted
 * array beats a hash set on both memory and the subset test.
 */
public final class ScopeSet {
  public static final ScopeSet EMPTY = new ScopeSet(new int[0]);

  private final int[] scopes;

  private ScopeSet(int[] scopes) {
    this.scopes = scopes;
  }

  public static ScopeSet of(int... scopes) {
    int[] copy = scopes.clone();
    Arrays.sort(copy);
    return new ScopeSet(copy);
  }

  /** A set of {@code sorted}, which must be ascending without repeats; not copied. */
  static ScopeSet ofSorted(int[] sorted) {
    return sorted.length == 0 ? EMPTY : new ScopeSet(sorted);
  }

  public int size() {
    return scopes.length;
  }

  /** The largest scope; the set must not be empty. */
  public int max() {
    return scopes[scopes.length - 1];
  }

  /** The scopes, ascending (a copy). */
  /** The {@code index}-th smallest scope, for iterating without the copy {@link #toArray} makes. */
  public int get(int index) {
    return scopes[index];
  }

  public int[] toArray() {
    return scopes.clone();
  }

  public boolean contains(int scope) {
    return Arrays.binarySearch(scopes, scope) >= 0;
  }

  public ScopeSet add(int scope) {
    int at = Arrays.binarySearch(scopes, scope);
    if (at >= 0) {
      return this;
    }
    int insert = -at - 1;
    int[] result = new int[scopes.length + 1];
    System.arraycopy(scopes, 0, result, 0, insert);
    result[insert] = scope;
    System.arraycopy(scopes, insert, result, insert + 1, scopes.length - insert);
    return new ScopeSet(result);
  }

  public ScopeSet remove(int scope) {
    int at = Arrays.binarySearch(scopes, scope);
    if (at < 0) {
      return this;
    }
    int[] result = new int[scopes.length - 1];
    System.arraycopy(scopes, 0, result, 0, at);
    System.arraycopy(scopes, at + 1, result, at, scopes.length - at - 1);
    return new ScopeSet(result);
  }

  /** Adds the scope if absent, removes it if present: how a macro step marks introduced syntax. */
  public ScopeSet flip(int scope) {
    return contains(scope) ? remove(scope) : add(scope);
  }

  /** True when every scope of this set is in {@code other}. */
  public boolean subsetOf(ScopeSet other) {
    if (scopes.length > other.scopes.length) {
      return false;
    }
    int j = 0;
    for (int scope : scopes) {
      while (j < other.scopes.length && other.scopes[j] < scope) {
        j++;
      }
      if (j == other.scopes.length || other.scopes[j] != scope) {
        return false;
      }
      j++;
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScopeSet other && Arrays.equals(scopes, other.scopes);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(scopes);
  }

  @Override
  public String toString() {
    return Arrays.toString(scopes);
  }
}
