package kopi.runtime.lib;

import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.Equality;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Num;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * The commonly used list operations of SRFI 1 that Kawa provides, and sorting (SRFI 132 names
 * and Kawa's {@code sort}). Sorting is a stable merge sort driven by the Scheme predicate, so an
 * inconsistent predicate gives some order rather than an exception.
 */
public final class ListOpsLib {
  private ListOpsLib() {}

  @Builtin("iota")
  public static Object iota(Object count) {
    return iota(count, 0L, 1L);
  }

  @Builtin("iota")
  public static Object iota(Object count, Object start) {
    return iota(count, start, 1L);
  }

  @Builtin("iota")
  public static Object iota(Object count, Object start, Object step) {
    int n = Args.index("iota", count);
    Object result = Nil.NIL;
    for (int i = n - 1; i >= 0; i--) {
      result = new Pair(Num.add(start, Num.mul((long) i, step)), result);
    }
    return result;
  }

  @Builtin("filter")
  public static Object filter(Object predicate, Object list) {
    return keep("filter", predicate, list, true);
  }

  @Builtin("remove")
  public static Object remove(Object predicate, Object list) {
    return keep("remove", predicate, list, false);
  }

  @Builtin("delete")
  public static Object delete(Object x, Object list) {
    Builder out = new Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (!Equality.isEqual(x, p.car)) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  @Builtin("delete-duplicates")
  public static Object deleteDuplicates(Object list) {
    Builder out = new Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (ListLib.member(p.car, out.list()) == Boolean.FALSE) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  /** {@code (fold kons knil list)}: SRFI 1, the element first: {@code (kons elem acc)}. */
  @Builtin("fold")
  public static Object fold(Object kons, Object knil, Object list) {
    Procedure f = Args.procedure("fold", kons);
    Object acc = knil;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      acc = Procedure.call(f, p.car, acc);
    }
    return acc;
  }

  /** {@code (fold-left f init list)}: R6RS, the accumulator first: {@code (f acc elem)}. */
  @Builtin("fold-left")
  public static Object foldLeft(Object f, Object init, Object list) {
    Procedure proc = Args.procedure("fold-left", f);
    Object acc = init;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      acc = Procedure.call(proc, acc, p.car);
    }
    return acc;
  }

  /** {@code (fold-right f init list)}: {@code (f elem acc)} from the right, without recursion. */
  @Builtin("fold-right")
  public static Object foldRight(Object f, Object init, Object list) {
    Procedure proc = Args.procedure("fold-right", f);
    Object[] elements = Args.listToArray("fold-right", list);
    Object acc = init;
    for (int i = elements.length - 1; i >= 0; i--) {
      acc = Procedure.call(proc, elements[i], acc);
    }
    return acc;
  }

  /** {@code (reduce f ridentity list)}: SRFI 1, {@code (f elem acc)}. */
  @Builtin("reduce")
  public static Object reduce(Object f, Object identity, Object list) {
    if (!(list instanceof Pair first)) {
      return identity;
    }
    return fold(f, first.car, first.cdr);
  }

  @Builtin("append-map")
  public static Object appendMap(Object f, Object list) {
    Object[] mapped = Args.listToArray("append-map", kopi.runtime.lib.ControlLib.map(f, list));
    return ListLib.append(mapped);
  }

  @Builtin("filter-map")
  public static Object filterMap(Object f, Object list) {
    Procedure proc = Args.procedure("filter-map", f);
    Builder out = new Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      Object value = Procedure.call(proc, p.car);
      if (value != Boolean.FALSE) {
        out.add(value);
      }
    }
    return out.list();
  }

  @Builtin("find")
  public static Object find(Object predicate, Object list) {
    Object tail = findTail(predicate, list);
    return tail instanceof Pair p ? p.car : Boolean.FALSE;
  }

  @Builtin("find-tail")
  public static Object findTail(Object predicate, Object list) {
    Procedure test = Args.procedure("find-tail", predicate);
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(test, p.car) != Boolean.FALSE) {
        return p;
      }
    }
    return false;
  }

  @Builtin("list-index")
  public static Object listIndex(Object predicate, Object list) {
    Procedure test = Args.procedure("list-index", predicate);
    long i = 0;
    for (Object l = list; l instanceof Pair p; l = p.cdr, i++) {
      if (Procedure.call(test, p.car) != Boolean.FALSE) {
        return i;
      }
    }
    return false;
  }

  @Builtin("any")
  public static Object any(Object predicate, Object list) {
    Procedure test = Args.procedure("any", predicate);
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      Object value = Procedure.call(test, p.car);
      if (value != Boolean.FALSE) {
        return value;
      }
    }
    return false;
  }

  @Builtin("every")
  public static Object every(Object predicate, Object list) {
    Procedure test = Args.procedure("every", predicate);
    Object value = true;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      value = Procedure.call(test, p.car);
      if (value == Boolean.FALSE) {
        return false;
      }
    }
    return value;
  }

  @Builtin("count")
  public static Object count(Object predicate, Object list) {
    Procedure test = Args.procedure("count", predicate);
    long n = 0;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(test, p.car) != Boolean.FALSE) {
        n++;
      }
    }
    return n;
  }

  @Builtin("last")
  public static Object last(Object list) {
    return ((Pair) ListLib.lastPair(list)).car;
  }

  // ------------------------------------------------------------------ sorting

  /** Kawa's {@code (sort sequence less?)}, for a list or a vector; returns a new sequence. */
  @Builtin("sort")
  public static Object sort(Object sequence, Object less) {
    if (sequence instanceof Procedure && !(less instanceof Procedure)) {
      return sort(less, sequence);
    }
    if (sequence instanceof Object[] vector) {
      Object[] copy = vector.clone();
      mergeSort(copy, Args.procedure("sort", less));
      return copy;
    }
    if (sequence instanceof CharSequence) {
      // Kawa 3.1.1's SRFI 95 sort gives a string's characters sorted as a vector.
      Object[] chars = characters("sort", sequence);
      mergeSort(chars, Args.procedure("sort", less));
      return chars;
    }
    if (!(sequence instanceof Pair) && sequence != Nil.NIL) {
      throw Errors.wrongType("sort", "list, vector or string", sequence);
    }
    Object[] elements = Args.listToArray("sort", sequence);
    mergeSort(elements, Args.procedure("sort", less));
    return Pair.list(elements);
  }

  /** The characters of the string {@code s}, as a vector. */
  static Object[] characters(String who, Object s) {
    return StringLib.slice(who, s, null, null).codePoints().mapToObj(Char::of).toArray();
  }

  /** SRFI 95 {@code (sort sequence less? key)}: compares {@code (key element)}. */
  @Builtin("sort")
  public static Object sort(Object sequence, Object less, Object key) {
    return sort(sequence, keyed("sort", less, key));
  }

  /** A procedure comparing {@code (key a)} with {@code (key b)} by {@code less}. */
  static Procedure keyed(String who, Object less, Object key) {
    Procedure lessThan = Args.procedure(who, less);
    Procedure k = Args.procedure(who, key);
    return new NamedProcedure(who, 2, 2) {
      @Override
      public Object apply2(Object a, Object b) {
        return Procedure.call(lessThan, Procedure.call(k, a), Procedure.call(k, b));
      }
    };
  }

  static void mergeSortArray(Object[] elements, Procedure less) {
    mergeSort(elements, less);
  }

  @Builtin("list-sort")
  public static Object listSort(Object less, Object list) {
    Object[] elements = Args.listToArray("list-sort", list);
    mergeSort(elements, Args.procedure("list-sort", less));
    return Pair.list(elements);
  }

  @Builtin("vector-sort")
  public static Object vectorSort(Object less, Object vector) {
    Object[] copy = Args.vector("vector-sort", vector).clone();
    mergeSort(copy, Args.procedure("vector-sort", less));
    return copy;
  }

  @Builtin("vector-sort!")
  public static Object vectorSortBang(Object vector, Object less) {
    mergeSort(Args.vector("vector-sort!", vector), Args.procedure("vector-sort!", less));
    return Unspecified.VALUE;
  }

  private static void mergeSort(Object[] elements, Procedure less) {
    Object[] buffer = new Object[elements.length];
    for (int width = 1; width < elements.length; width *= 2) {
      for (int lo = 0; lo < elements.length - width; lo += 2 * width) {
        int mid = lo + width;
        int hi = Math.min(lo + 2 * width, elements.length);
        int i = lo;
        int j = mid;
        int k = lo;
        while (i < mid && j < hi) {
          // Take from the right only when strictly less, which keeps the sort stable.
          if (Procedure.call(less, elements[j], elements[i]) != Boolean.FALSE) {
            buffer[k++] = elements[j++];
          } else {
            buffer[k++] = elements[i++];
          }
        }
        while (i < mid) {
          buffer[k++] = elements[i++];
        }
        while (j < hi) {
          buffer[k++] = elements[j++];
        }
        System.arraycopy(buffer, lo, elements, lo, hi - lo);
      }
    }
  }

  private static Object keep(String who, Object predicate, Object list, boolean wanted) {
    Procedure test = Args.procedure(who, predicate);
    Builder out = new Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if ((Procedure.call(test, p.car) != Boolean.FALSE) == wanted) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  /** Builds a list front to back. */
  // ---- the n-list forms of SRFI 1: they stop at the end of the shortest list ----

  /**
   * The cars of {@code lists}, advancing each list to its cdr; null when one of them has ended.
   * {@code extra} free slots are left at the end of the array for the caller's own arguments.
   */
  static Object[] cars(Object[] lists, int extra) {
    Object[] out = new Object[lists.length + extra];
    for (int i = 0; i < lists.length; i++) {
      if (!(lists[i] instanceof Pair p)) {
        return null;
      }
      out[i] = p.car;
    }
    for (int i = 0; i < lists.length; i++) {
      lists[i] = ((Pair) lists[i]).cdr;
    }
    return out;
  }

  @Builtin(value = "fold", min = 4)
  public static Object fold(Object[] args) {
    Procedure f = Args.procedure("fold", args[0]);
    Object acc = args[1];
    Object[] lists = java.util.Arrays.copyOfRange(args, 2, args.length);
    for (Object[] call; (call = cars(lists, 1)) != null;) {
      call[call.length - 1] = acc;
      acc = Procedure.callN(f, call);
    }
    return acc;
  }

  @Builtin(value = "fold-right", min = 4)
  public static Object foldRight(Object[] args) {
    Procedure f = Args.procedure("fold-right", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 2, args.length);
    List<Object[]> rows = new java.util.ArrayList<>();
    for (Object[] call; (call = cars(lists, 1)) != null;) {
      rows.add(call);
    }
    Object acc = args[1];
    for (int i = rows.size() - 1; i >= 0; i--) {
      Object[] call = rows.get(i);
      call[call.length - 1] = acc;
      acc = Procedure.callN(f, call);
    }
    return acc;
  }

  @Builtin(value = "append-map", min = 3)
  public static Object appendMap(Object[] args) {
    Procedure f = Args.procedure("append-map", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    List<Object> parts = new java.util.ArrayList<>();
    for (Object[] call; (call = cars(lists, 0)) != null;) {
      parts.add(Procedure.callN(f, call));
    }
    return ListLib.append(parts.toArray());
  }

  @Builtin(value = "filter-map", min = 3)
  public static Object filterMap(Object[] args) {
    Procedure f = Args.procedure("filter-map", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    Builder out = new Builder();
    for (Object[] call; (call = cars(lists, 0)) != null;) {
      Object value = Procedure.callN(f, call);
      if (value != Boolean.FALSE) {
        out.add(value);
      }
    }
    return out.list();
  }

  @Builtin(value = "any", min = 3)
  public static Object any(Object[] args) {
    Procedure f = Args.procedure("any", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    for (Object[] call; (call = cars(lists, 0)) != null;) {
      Object value = Procedure.callN(f, call);
      if (value != Boolean.FALSE) {
        return value;
      }
    }
    return false;
  }

  @Builtin(value = "every", min = 3)
  public static Object every(Object[] args) {
    Procedure f = Args.procedure("every", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    Object value = true;
    for (Object[] call; (call = cars(lists, 0)) != null;) {
      value = Procedure.callN(f, call);
      if (value == Boolean.FALSE) {
        return false;
      }
    }
    return value;
  }

  @Builtin(value = "count", min = 3)
  public static Object count(Object[] args) {
    Procedure f = Args.procedure("count", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    long n = 0;
    for (Object[] call; (call = cars(lists, 0)) != null;) {
      if (Procedure.callN(f, call) != Boolean.FALSE) {
        n++;
      }
    }
    return n;
  }

  @Builtin(value = "list-index", min = 3)
  public static Object listIndex(Object[] args) {
    Procedure f = Args.procedure("list-index", args[0]);
    Object[] lists = java.util.Arrays.copyOfRange(args, 1, args.length);
    long i = 0;
    for (Object[] call; (call = cars(lists, 0)) != null; i++) {
      if (Procedure.callN(f, call) != Boolean.FALSE) {
        return i;
      }
    }
    return false;
  }

  /** {@code (delete x list =)}: SRFI 1 calls {@code (= x elem)}. */
  @Builtin("delete")
  public static Object delete(Object x, Object list, Object equal) {
    Procedure same = Args.procedure("delete", equal);
    Builder out = new Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(same, x, p.car) == Boolean.FALSE) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  /** {@code (delete-duplicates list =)}: the first of equal elements stays, in order. */
  @Builtin("delete-duplicates")
  public static Object deleteDuplicates(Object list, Object equal) {
    Procedure same = Args.procedure("delete-duplicates", equal);
    List<Object> kept = new java.util.ArrayList<>();
    Builder out = new Builder();
    outer : for (Object l = list; l instanceof Pair p; l = p.cdr) {
      for (Object k : kept) {
        if (Procedure.call(same, k, p.car) != Boolean.FALSE) {
          continue outer;
        }
      }
      kept.add(p.car);
      out.add(p.car);
    }
    return out.list();
  }

  static final class Builder {
    private final Pair head = new Pair(null, Nil.NIL);
    private Pair tail = head;

    void add(Object x) {
      Pair next = new Pair(x, Nil.NIL);
      tail.cdr = next;
      tail = next;
    }

    Object list() {
      return head.cdr;
    }
  }
}
