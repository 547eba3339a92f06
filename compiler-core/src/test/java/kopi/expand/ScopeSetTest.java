package kopi.expand;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Scope sets share their arrays when they grow by appending; sets that
 * branch from one prefix must still hold exactly their own scopes, and composed deltas must give
 * what applying their steps one by one gives.
 */
class ScopeSetTest {

  @Test
  void setsThatBranchFromOnePrefixKeepTheirOwnScopes() {
    ScopeSet base = ScopeSet.of(1, 2);
    ScopeSet left = base.add(5);
    ScopeSet right = base.add(7);
    ScopeSet same = base.add(5);
    ScopeSet leftMore = left.add(9);
    ScopeSet rightMore = right.add(9);
    assertEquals("[1, 2]", base.toString());
    assertEquals("[1, 2, 5]", left.toString());
    assertEquals("[1, 2, 7]", right.toString());
    assertEquals(left, same);
    assertEquals("[1, 2, 5, 9]", leftMore.toString());
    assertEquals("[1, 2, 7, 9]", rightMore.toString());
    assertTrue(base.subsetOf(rightMore));
    assertFalse(left.subsetOf(rightMore));
    assertEquals("[1, 2, 5]", leftMore.remove(9).toString());
    assertEquals("[1, 2, 5, 11]", leftMore.remove(9).add(11).toString());
    assertEquals("[1, 2, 5, 9]", leftMore.toString());
    assertEquals(left.hashCode(), same.hashCode());
  }

  /** Random walks of adds, removes and flips against a TreeSet model, branching from shared sets. */
  @Test
  void randomOperationsAgreeWithAModel() {
    Random random = new Random(7);
    List<ScopeSet> sets = new ArrayList<>(List.of(ScopeSet.EMPTY));
    List<TreeSet<Integer>> models = new ArrayList<>(List.of(new TreeSet<>()));
    int next = 1;
    for (int step = 0; step < 20_000; step++) {
      int from = random.nextInt(sets.size());
      ScopeSet set = sets.get(from);
      TreeSet<Integer> model = new TreeSet<>(models.get(from));
      int scope = random.nextInt(4) == 0 && next > 1 ? 1 + random.nextInt(next - 1) : next++;
      switch (random.nextInt(3)) {
        case 0 -> {
          set = set.add(scope);
          model.add(scope);
        }
        case 1 -> {
          set = set.remove(scope);
          model.remove(scope);
        }
        default -> {
          set = set.flip(scope);
          if (!model.remove(scope)) {
            model.add(scope);
          }
        }
      }
      assertEquals(model.toString(), set.toString(), "step " + step);
      sets.add(set);
      models.add(model);
    }
    for (int i = 0; i < sets.size(); i++) {
      assertEquals(models.get(i).toString(), sets.get(i).toString(), "set " + i + " after all appends");
    }
  }

  @Test
  void aDeltaReplayedFromAnEarlierApplicationEqualsAFreshMerge() {
    Random random = new Random(11);
    ScopeSet base = ScopeSet.of(3);
    ScopeDelta delta = ScopeDelta.add(10);
    List<ScopeDelta> chain = new ArrayList<>(List.of(delta));
    for (int step = 0; step < 2_000; step++) {
      int scope = 11 + random.nextInt(3_000);
      delta = random.nextInt(5) == 0 ? delta.thenFlip(scope) : delta.thenAdd(scope);
      chain.add(delta);
      if (random.nextInt(3) == 0) {
        delta.apply(base);
      }
    }
    // The same steps rebuilt as a fresh chain that was never applied: merges only.
    for (ScopeDelta step : chain) {
      ScopeSet replayed = step.apply(base);
      ScopeDelta fresh = ScopeDelta.add(10).then(step);
      assertEquals(fresh.apply(base), replayed);
    }
  }
}
