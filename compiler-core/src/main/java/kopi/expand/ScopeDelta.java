package kopi.expand;

/**
 * A run of scope additions and flips not yet applied to the identifiers of a syntax object
 * ({@link Syntax.SList} keeps one and applies it to its elements when they are first read). The run
 * is kept composed, as the sets {@code adds} and {@code flips}: applying it to a set {@code S} gives
 * {@code (S ∪ adds) Δ flips}. Composing one more step costs about one append and applying the whole
 * run costs one merge, however many binding forms it crossed.
 *
 * <p>A run made by one more step from another remembers it, and every run remembers its last
 * application: when the shorter run was last applied to the same set, the longer one takes that
 * result and adds or flips one scope (an append to a shared array, see {@link ScopeSet}). So the
 * identifiers of a form nested {@code n} binding forms deep get their scopes in constant time per
 * level and share the memory, instead of a fresh set of {@code n} scopes each.
 */
final class ScopeDelta {
  private record Memo(ScopeSet in, ScopeSet out) {}

  /** How many steps back {@link #apply} looks for an earlier application to the same set. */
  private static final int REPLAY = 8;

  private final ScopeSet adds;
  private final ScopeSet flips;
  /** The run this one extends by one step ({@code null} for a first step). */
  private final ScopeDelta parent;
  private final int scope;
  private final boolean flipStep;
  /** The last application, racy by design: a stale read only costs a merge. */
  private Memo memo;

  private ScopeDelta(ScopeSet adds, ScopeSet flips, ScopeDelta parent, int scope, boolean flipStep) {
    this.adds = adds;
    this.flips = flips;
    this.parent = parent;
    this.scope = scope;
    this.flipStep = flipStep;
  }

  static ScopeDelta add(int scope) {
    return new ScopeDelta(ScopeSet.of(scope), ScopeSet.EMPTY, null, scope, false);
  }

  static ScopeDelta flip(int scope) {
    return new ScopeDelta(ScopeSet.EMPTY, ScopeSet.of(scope), null, scope, true);
  }

  /**
   * This run followed by adding {@code scope}: {@code ((S ∪ A) Δ F) ∪ {x}} is
   * {@code (S ∪ A ∪ {x}) Δ (F − {x})}.
   */
  ScopeDelta thenAdd(int scope) {
    return new ScopeDelta(adds.add(scope), flips.remove(scope), this, scope, false);
  }

  /** This run followed by flipping {@code scope}: the flips gain or lose it. */
  ScopeDelta thenFlip(int scope) {
    return new ScopeDelta(adds, flips.flip(scope), this, scope, true);
  }

  /** This run followed by {@code next}: its additions, then its flips (as {@link #apply} orders them). */
  ScopeDelta then(ScopeDelta next) {
    ScopeDelta out = this;
    for (int i = 0; i < next.adds.size(); i++) {
      out = out.thenAdd(next.adds.get(i));
    }
    for (int i = 0; i < next.flips.size(); i++) {
      out = out.thenFlip(next.flips.get(i));
    }
    return out;
  }

  ScopeSet apply(ScopeSet set) {
    Memo last = memo;
    if (last != null && last.in == set) {
      return last.out;
    }
    // Look a few steps back for a run already applied to this set, then replay the steps from it.
    ScopeDelta[] path = new ScopeDelta[REPLAY];
    int steps = 0;
    ScopeSet out = null;
    for (ScopeDelta at = this; steps < REPLAY && at != null; at = at.parent) {
      path[steps++] = at;
      Memo before = at.parent == null ? null : at.parent.memo;
      if (before != null && before.in == set) {
        out = before.out;
        break;
      }
    }
    if (out == null) {
      out = merge(set);
      memo = new Memo(set, out);
      return out;
    }
    for (int i = steps - 1; i >= 0; i--) {
      ScopeDelta step = path[i];
      out = step.flipStep ? out.flip(step.scope) : out.add(step.scope);
      step.memo = new Memo(set, out);
    }
    return out;
  }

  /** {@code (set ∪ adds) Δ flips}, each a merge of sorted runs. */
  private ScopeSet merge(ScopeSet set) {
    int n = set.size();
    int addCount = adds.size();
    int[] union = new int[n + addCount];
    int i = 0;
    int j = 0;
    int k = 0;
    while (i < n || j < addCount) {
      int a = i < n ? set.get(i) : Integer.MAX_VALUE;
      int b = j < addCount ? adds.get(j) : Integer.MAX_VALUE;
      if (i < n && (j == addCount || a <= b)) {
        union[k++] = a;
        i++;
        if (j < addCount && a == b) {
          j++;
        }
      } else {
        union[k++] = b;
        j++;
      }
    }
    int flipCount = flips.size();
    if (flipCount == 0) {
      return ScopeSet.ofSorted(k == union.length ? union : java.util.Arrays.copyOf(union, k));
    }
    int[] result = new int[k + flipCount];
    int m = 0;
    i = 0;
    j = 0;
    while (i < k || j < flipCount) {
      if (j == flipCount || (i < k && union[i] < flips.get(j))) {
        result[m++] = union[i++];
      } else if (i == k || flips.get(j) < union[i]) {
        result[m++] = flips.get(j++);
      } else {
        i++;
        j++;
      }
    }
    return ScopeSet.ofSorted(java.util.Arrays.copyOf(result, m));
  }
}
