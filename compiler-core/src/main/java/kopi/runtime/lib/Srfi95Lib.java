package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;

/**
 * SRFI 95 sorting beyond the default environment's {@code sort} ({@link ListOpsLib}):
 * {@code sort!}, {@code sorted?}, {@code merge} and {@code merge!}, each with the optional
 * {@code key} procedure applied to elements before they are compared. As in Kawa 3.1.1,
 * {@code sort!} and {@code sorted?} also take a string ({@code sort} gives its characters as a vector).
 */
public final class Srfi95Lib {
  private Srfi95Lib() {}

  /** Sorts a vector in place; a list is sorted by rewriting its cars, so the list stays eq?. */
  @Builtin("sort!")
  public static Object sortBang(Object sequence, Object less) {
    Procedure p = Args.procedure("sort!", less);
    if (sequence instanceof Object[] vector) {
      ListOpsLib.mergeSortArray(vector, p);
      return vector;
    }
    if (sequence instanceof CharSequence) {
      // A mutable string is sorted in place, as in Kawa 3.1.1.
      if (!(sequence instanceof kopi.runtime.MString string)) {
        throw kopi.runtime.Errors.wrongType("sort!", "mutable string", sequence);
      }
      Object[] chars = ListOpsLib.characters("sort!", string);
      ListOpsLib.mergeSortArray(chars, p);
      for (int i = 0; i < chars.length; i++) {
        string.setCodePointAt(i, ((kopi.runtime.Char) chars[i]).codePoint());
      }
      return sequence;
    }
    Object[] elements = Args.listToArray("sort!", sequence);
    ListOpsLib.mergeSortArray(elements, p);
    int i = 0;
    for (Object l = sequence; l instanceof Pair pair; l = pair.cdr) {
      pair.car = elements[i++];
    }
    return sequence;
  }

  @Builtin("sort!")
  public static Object sortBang(Object sequence, Object less, Object key) {
    return sortBang(sequence, ListOpsLib.keyed("sort!", less, key));
  }

  /** True when no element is less than the one before it (equal neighbours are sorted). */
  @Builtin("sorted?")
  public static Object sortedP(Object sequence, Object less) {
    Procedure p = Args.procedure("sorted?", less);
    Object[] elements = sequence instanceof Object[] vector ? vector
        : sequence instanceof CharSequence ? ListOpsLib.characters("sorted?", sequence)
        : Args.listToArray("sorted?", sequence);
    for (int i = 1; i < elements.length; i++) {
      if (Procedure.call(p, elements[i], elements[i - 1]) != Boolean.FALSE) {
        return false;
      }
    }
    return true;
  }

  @Builtin("sorted?")
  public static Object sortedP(Object sequence, Object less, Object key) {
    return sortedP(sequence, ListOpsLib.keyed("sorted?", less, key));
  }

  /** Merges two sorted lists; of equal elements, those of {@code list1} come first (stable). */
  @Builtin({"merge", "merge!"})
  public static Object merge(Object list1, Object list2, Object less) {
    Procedure p = Args.procedure("merge", less);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    Object a = list1;
    Object b = list2;
    while (a instanceof Pair pa && b instanceof Pair pb) {
      if (Procedure.call(p, pb.car, pa.car) != Boolean.FALSE) {
        out.add(pb.car);
        b = pb.cdr;
      } else {
        out.add(pa.car);
        a = pa.cdr;
      }
    }
    for (Object rest = a instanceof Pair ? a : b; rest instanceof Pair r; rest = r.cdr) {
      out.add(r.car);
    }
    return out.list();
  }

  @Builtin({"merge", "merge!"})
  public static Object merge(Object list1, Object list2, Object less, Object key) {
    return merge(list1, list2, ListOpsLib.keyed("merge", less, key));
  }
}
