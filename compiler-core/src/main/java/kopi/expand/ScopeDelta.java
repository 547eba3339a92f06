package kopi.expand;

import java.util.Arrays;

/**
 * A run of scope additions and flips not yet applied to the identifiers of a syntax object
 * ({@link Syntax.SList} keeps one and applies it to its elements when they are first read). The run
 * is kept composed, as the sets {@code adds} and {@code flips}: applying it to a set {@code S} gives
 * {@code (S ∪ adds) Δ flips}. Composing one more step costs the size of the delta and applying the
 * whole run costs one merge, however many binding forms it crossed, so a form nested {@code n}
 * binding forms deep gets its scopes in time proportional to {@code n}, not {@code n}².
 */
final class ScopeDelta {
  private static final int[] NONE = new int[0];

  private final int[] adds;
  private final int[] flips;

  private ScopeDelta(int[] adds, int[] flips) {
    this.adds = adds;
    this.flips = flips;
  }

  static ScopeDelta add(int scope) {
    return new ScopeDelta(new int[] {scope}, NONE);
  }

  static ScopeDelta flip(int scope) {
    return new ScopeDelta(NONE, new int[] {scope});
  }

  /**
   * This run followed by adding {@code scope}: {@code ((S ∪ A) Δ F) ∪ {x}} is
   * {@code (S ∪ A ∪ {x}) Δ (F − {x})}.
   */
  ScopeDelta thenAdd(int scope) {
    return new ScopeDelta(with(adds, scope), without(flips, scope));
  }

  /** This run followed by flipping {@code scope}: the flips gain or lose it. */
  ScopeDelta thenFlip(int scope) {
    int at = Arrays.binarySearch(flips, scope);
    return new ScopeDelta(adds, at >= 0 ? without(flips, scope) : with(flips, scope));
  }

  /** This run followed by {@code next}: its additions, then its flips (as {@link #apply} orders them). */
  ScopeDelta then(ScopeDelta next) {
    ScopeDelta out = this;
    for (int scope : next.adds) {
      out = out.thenAdd(scope);
    }
    for (int scope : next.flips) {
      out = out.thenFlip(scope);
    }
    return out;
  }

  ScopeSet apply(ScopeSet set) {
    int n = set.size();
    // (S ∪ adds), then Δ flips, each a merge of sorted arrays.
    int[] union = new int[n + adds.length];
    int i = 0;
    int j = 0;
    int k = 0;
    while (i < n || j < adds.length) {
      int a = i < n ? set.get(i) : Integer.MAX_VALUE;
      int b = j < adds.length ? adds[j] : Integer.MAX_VALUE;
      if (i < n && (j == adds.length || a <= b)) {
        union[k++] = a;
        i++;
        if (j < adds.length && a == b) {
          j++;
        }
      } else {
        union[k++] = b;
        j++;
      }
    }
    if (flips.length == 0) {
      return ScopeSet.ofSorted(k == union.length ? union : Arrays.copyOf(union, k));
    }
    int[] result = new int[k + flips.length];
    int m = 0;
    i = 0;
    j = 0;
    while (i < k || j < flips.length) {
      if (j == flips.length || (i < k && union[i] < flips[j])) {
        result[m++] = union[i++];
      } else if (i == k || flips[j] < union[i]) {
        result[m++] = flips[j++];
      } else {
        i++;
        j++;
      }
    }
    return ScopeSet.ofSorted(Arrays.copyOf(result, m));
  }

  private static int[] with(int[] sorted, int scope) {
    int at = Arrays.binarySearch(sorted, scope);
    if (at >= 0) {
      return sorted;
    }
    int insert = -at - 1;
    int[] result = new int[sorted.length + 1];
    System.arraycopy(sorted, 0, result, 0, insert);
    result[insert] = scope;
    System.arraycopy(sorted, insert, result, insert + 1, sorted.length - insert);
    return result;
  }

  private static int[] without(int[] sorted, int scope) {
    int at = Arrays.binarySearch(sorted, scope);
    if (at < 0) {
      return sorted;
    }
    int[] result = new int[sorted.length - 1];
    System.arraycopy(sorted, 0, result, 0, at);
    System.arraycopy(sorted, at + 1, result, at, sorted.length - at - 1);
    return result;
  }
}
