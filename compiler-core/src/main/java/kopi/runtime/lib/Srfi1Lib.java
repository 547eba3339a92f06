package kopi.runtime.lib;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Equality;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Values;

/**
 * The SRFI 1 list procedures that Kawa binds only through {@code (import (srfi 1))}; the ones in
 * the default environment ({@code fold}, {@code filter}, {@code any}, ...) are in
 * {@link ListOpsLib} and {@link ListLib}. The linear-update forms ({@code take!}, {@code
 * filter!}) are the pure ones, which SRFI 1 allows.
 */
public final class Srfi1Lib {
  private Srfi1Lib() {}

  // ---- constructors ----

  @Builtin("xcons")
  public static Object xcons(Object d, Object a) {
    return new Pair(a, d);
  }

  @Builtin("list-tabulate")
  public static Object listTabulate(Object n, Object init) {
    int count = Args.index("list-tabulate", n);
    Procedure f = Args.procedure("list-tabulate", init);
    Object result = Nil.NIL;
    for (int i = count - 1; i >= 0; i--) {
      result = new Pair(Procedure.call(f, (long) i), result);
    }
    return result;
  }

  @Builtin(value = "circular-list", min = 1)
  public static Object circularList(Object[] elements) {
    Pair head = (Pair) Pair.list(elements);
    Pair last = head;
    while (last.cdr instanceof Pair p) {
      last = p;
    }
    last.cdr = head;
    return head;
  }

  // ---- predicates ----

  /** 0 for a proper list, 1 for a circular one, 2 for a dotted one (Floyd's cycle finding). */
  private static int shape(Object x) {
    Object slow = x;
    Object fast = x;
    while (true) {
      if (!(fast instanceof Pair f1)) {
        return fast == Nil.NIL ? 0 : 2;
      }
      fast = f1.cdr;
      if (!(fast instanceof Pair f2)) {
        return fast == Nil.NIL ? 0 : 2;
      }
      fast = f2.cdr;
      slow = ((Pair) slow).cdr;
      if (fast == slow) {
        return 1;
      }
    }
  }

  @Builtin("proper-list?")
  public static Object properListP(Object x) {
    return shape(x) == 0;
  }

  @Builtin("circular-list?")
  public static Object circularListP(Object x) {
    return shape(x) == 1;
  }

  @Builtin("dotted-list?")
  public static Object dottedListP(Object x) {
    return shape(x) == 2;
  }

  @Builtin("not-pair?")
  public static Object notPairP(Object x) {
    return !(x instanceof Pair);
  }

  @Builtin("null-list?")
  public static Object nullListP(Object x) {
    if (x instanceof Pair) {
      return false;
    }
    if (x == Nil.NIL) {
      return true;
    }
    throw Errors.wrongType("null-list?", "a list", x);
  }

  @Builtin(value = "list=", min = 1)
  public static Object listEquals(Object[] args) {
    Procedure same = Args.procedure("list=", args[0]);
    for (int i = 1; i + 1 < args.length; i++) {
      Object a = args[i];
      Object b = args[i + 1];
      if (a == b) {
        continue;
      }
      while (a instanceof Pair pa && b instanceof Pair pb) {
        if (Procedure.call(same, pa.car, pb.car) == Boolean.FALSE) {
          return false;
        }
        a = pa.cdr;
        b = pb.cdr;
      }
      if (a instanceof Pair || b instanceof Pair) {
        return false;
      }
    }
    return true;
  }

  // ---- selectors ----

  private static Object nth(String who, Object list, int n) {
    Object l = list;
    for (int i = 0; i < n; i++) {
      l = Args.pair(who, l).cdr;
    }
    return Args.pair(who, l).car;
  }

  @Builtin("first")
  public static Object first(Object x) {
    return nth("first", x, 0);
  }

  @Builtin("second")
  public static Object second(Object x) {
    return nth("second", x, 1);
  }

  @Builtin("third")
  public static Object third(Object x) {
    return nth("third", x, 2);
  }

  @Builtin("fourth")
  public static Object fourth(Object x) {
    return nth("fourth", x, 3);
  }

  @Builtin("fifth")
  public static Object fifth(Object x) {
    return nth("fifth", x, 4);
  }

  @Builtin("sixth")
  public static Object sixth(Object x) {
    return nth("sixth", x, 5);
  }

  @Builtin("seventh")
  public static Object seventh(Object x) {
    return nth("seventh", x, 6);
  }

  @Builtin("eighth")
  public static Object eighth(Object x) {
    return nth("eighth", x, 7);
  }

  @Builtin("ninth")
  public static Object ninth(Object x) {
    return nth("ninth", x, 8);
  }

  @Builtin("tenth")
  public static Object tenth(Object x) {
    return nth("tenth", x, 9);
  }

  @Builtin("car+cdr")
  public static Object carPlusCdr(Object x) {
    Pair p = Args.pair("car+cdr", x);
    return Values.of(p.car, p.cdr);
  }

  @Builtin({"take", "take!"})
  public static Object take(Object list, Object k) {
    int n = Args.index("take", k);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    Object l = list;
    for (int i = 0; i < n; i++) {
      Pair p = Args.pair("take", l);
      out.add(p.car);
      l = p.cdr;
    }
    return out.list();
  }

  @Builtin("drop")
  public static Object drop(Object list, Object k) {
    int n = Args.index("drop", k);
    Object l = list;
    for (int i = 0; i < n; i++) {
      l = Args.pair("drop", l).cdr;
    }
    return l;
  }

  /** The number of pairs in a possibly dotted list. */
  private static int pairs(Object list) {
    int n = 0;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      n++;
    }
    return n;
  }

  @Builtin("take-right")
  public static Object takeRight(Object list, Object k) {
    int n = Args.index("take-right", k);
    int length = pairs(list);
    if (n > length) {
      throw Errors.error("take-right: list has fewer than " + n + " elements");
    }
    return drop(list, (long) (length - n));
  }

  @Builtin({"drop-right", "drop-right!"})
  public static Object dropRight(Object list, Object k) {
    int n = Args.index("drop-right", k);
    int length = pairs(list);
    if (n > length) {
      throw Errors.error("drop-right: list has fewer than " + n + " elements");
    }
    return take(list, (long) (length - n));
  }

  @Builtin({"split-at", "split-at!"})
  public static Object splitAt(Object list, Object k) {
    int n = Args.index("split-at", k);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    Object l = list;
    for (int i = 0; i < n; i++) {
      Pair p = Args.pair("split-at", l);
      out.add(p.car);
      l = p.cdr;
    }
    return Values.of(out.list(), l);
  }

  @Builtin("length+")
  public static Object lengthPlus(Object x) {
    if (shape(x) == 1) {
      return false;
    }
    return (long) pairs(x);
  }

  // ---- miscellaneous ----

  @Builtin({"concatenate", "concatenate!"})
  public static Object concatenate(Object lists) {
    return ListLib.append(Args.listToArray("concatenate", lists));
  }

  @Builtin({"append-reverse", "append-reverse!"})
  public static Object appendReverse(Object head, Object tail) {
    Object result = tail;
    for (Object l = head; l instanceof Pair p; l = p.cdr) {
      result = new Pair(p.car, result);
    }
    return result;
  }

  @Builtin(value = "zip", min = 1)
  public static Object zip(Object[] lists) {
    Object[] rest = lists.clone();
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object[] row; (row = ListOpsLib.cars(rest, 0)) != null;) {
      out.add(Pair.list(row));
    }
    return out.list();
  }

  private static Object unzip(String who, Object lists, int n) {
    ListOpsLib.Builder[] outs = new ListOpsLib.Builder[n];
    for (int i = 0; i < n; i++) {
      outs[i] = new ListOpsLib.Builder();
    }
    for (Object l = lists; l instanceof Pair p; l = p.cdr) {
      Object row = p.car;
      for (int i = 0; i < n; i++) {
        Pair cell = Args.pair(who, row);
        outs[i].add(cell.car);
        row = cell.cdr;
      }
    }
    Object[] results = new Object[n];
    for (int i = 0; i < n; i++) {
      results[i] = outs[i].list();
    }
    return Values.of(results);
  }

  @Builtin("unzip1")
  public static Object unzip1(Object lists) {
    return unzip("unzip1", lists, 1);
  }

  @Builtin("unzip2")
  public static Object unzip2(Object lists) {
    return unzip("unzip2", lists, 2);
  }

  @Builtin("unzip3")
  public static Object unzip3(Object lists) {
    return unzip("unzip3", lists, 3);
  }

  @Builtin("unzip4")
  public static Object unzip4(Object lists) {
    return unzip("unzip4", lists, 4);
  }

  @Builtin("unzip5")
  public static Object unzip5(Object lists) {
    return unzip("unzip5", lists, 5);
  }

  // ---- fold, unfold, map ----

  @Builtin("unfold")
  public static Object unfold(Object stop, Object mapper, Object successor, Object seed) {
    return unfold(stop, mapper, successor, seed, null);
  }

  @Builtin("unfold")
  public static Object unfold(Object stop, Object mapper, Object successor, Object seed, Object tailGen) {
    Procedure p = Args.procedure("unfold", stop);
    Procedure f = Args.procedure("unfold", mapper);
    Procedure g = Args.procedure("unfold", successor);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    Object s = seed;
    while (Procedure.call(p, s) == Boolean.FALSE) {
      out.add(Procedure.call(f, s));
      s = Procedure.call(g, s);
    }
    Object tail = tailGen == null ? Nil.NIL : Procedure.call(Args.procedure("unfold", tailGen), s);
    Object result = out.list();
    if (result == Nil.NIL) {
      return tail;
    }
    Pair last = (Pair) result;
    while (last.cdr instanceof Pair next) {
      last = next;
    }
    last.cdr = tail;
    return result;
  }

  @Builtin("unfold-right")
  public static Object unfoldRight(Object stop, Object mapper, Object successor, Object seed) {
    return unfoldRight(stop, mapper, successor, seed, Nil.NIL);
  }

  @Builtin("unfold-right")
  public static Object unfoldRight(Object stop, Object mapper, Object successor, Object seed, Object tail) {
    Procedure p = Args.procedure("unfold-right", stop);
    Procedure f = Args.procedure("unfold-right", mapper);
    Procedure g = Args.procedure("unfold-right", successor);
    Object result = tail;
    Object s = seed;
    while (Procedure.call(p, s) == Boolean.FALSE) {
      result = new Pair(Procedure.call(f, s), result);
      s = Procedure.call(g, s);
    }
    return result;
  }

  /** The pairs of each list, advancing each to its cdr (read before the call, as SRFI 1 says). */
  private static Object[] tails(Object[] lists, int extra) {
    Object[] out = new Object[lists.length + extra];
    for (int i = 0; i < lists.length; i++) {
      if (!(lists[i] instanceof Pair)) {
        return null;
      }
      out[i] = lists[i];
    }
    for (int i = 0; i < lists.length; i++) {
      lists[i] = ((Pair) lists[i]).cdr;
    }
    return out;
  }

  @Builtin(value = "pair-fold", min = 3)
  public static Object pairFold(Object[] args) {
    Procedure f = Args.procedure("pair-fold", args[0]);
    Object acc = args[1];
    Object[] lists = Arrays.copyOfRange(args, 2, args.length);
    for (Object[] call; (call = tails(lists, 1)) != null;) {
      call[call.length - 1] = acc;
      acc = Procedure.callN(f, call);
    }
    return acc;
  }

  @Builtin(value = "pair-fold-right", min = 3)
  public static Object pairFoldRight(Object[] args) {
    Procedure f = Args.procedure("pair-fold-right", args[0]);
    Object[] lists = Arrays.copyOfRange(args, 2, args.length);
    List<Object[]> rows = new ArrayList<>();
    for (Object[] call; (call = tails(lists, 1)) != null;) {
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

  @Builtin("reduce-right")
  public static Object reduceRight(Object f, Object identity, Object list) {
    Procedure proc = Args.procedure("reduce-right", f);
    Object[] elements = Args.listToArray("reduce-right", list);
    if (elements.length == 0) {
      return identity;
    }
    Object acc = elements[elements.length - 1];
    for (int i = elements.length - 2; i >= 0; i--) {
      acc = Procedure.call(proc, elements[i], acc);
    }
    return acc;
  }

  @Builtin(value = "append-map!", min = 2)
  public static Object appendMapBang(Object[] args) {
    return args.length == 2 ? ListOpsLib.appendMap(args[0], args[1]) : ListOpsLib.appendMap(args);
  }

  @Builtin(value = {"map!", "map-in-order"}, min = 2)
  public static Object mapInOrder(Object[] args) {
    Procedure f = Args.procedure("map-in-order", args[0]);
    Object[] lists = Arrays.copyOfRange(args, 1, args.length);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object[] call; (call = ListOpsLib.cars(lists, 0)) != null;) {
      out.add(Procedure.callN(f, call));
    }
    return out.list();
  }

  @Builtin(value = "pair-for-each", min = 2)
  public static Object pairForEach(Object[] args) {
    Procedure f = Args.procedure("pair-for-each", args[0]);
    Object[] lists = Arrays.copyOfRange(args, 1, args.length);
    for (Object[] call; (call = tails(lists, 0)) != null;) {
      Procedure.callN(f, call);
    }
    return kopi.runtime.Unspecified.VALUE;
  }

  // ---- filtering and partitioning ----

  @Builtin("filter!")
  public static Object filterBang(Object predicate, Object list) {
    return ListOpsLib.filter(predicate, list);
  }

  @Builtin("remove!")
  public static Object removeBang(Object predicate, Object list) {
    return ListOpsLib.remove(predicate, list);
  }

  @Builtin({"partition", "partition!"})
  public static Object partition(Object predicate, Object list) {
    Procedure test = Args.procedure("partition", predicate);
    ListOpsLib.Builder in = new ListOpsLib.Builder();
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      (Procedure.call(test, p.car) != Boolean.FALSE ? in : out).add(p.car);
    }
    return Values.of(in.list(), out.list());
  }

  // ---- searching ----

  @Builtin({"take-while", "take-while!"})
  public static Object takeWhile(Object predicate, Object list) {
    Procedure test = Args.procedure("take-while", predicate);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = list; l instanceof Pair p && Procedure.call(test, p.car) != Boolean.FALSE; l = p.cdr) {
      out.add(p.car);
    }
    return out.list();
  }

  @Builtin("drop-while")
  public static Object dropWhile(Object predicate, Object list) {
    Procedure test = Args.procedure("drop-while", predicate);
    Object l = list;
    while (l instanceof Pair p && Procedure.call(test, p.car) != Boolean.FALSE) {
      l = p.cdr;
    }
    return l;
  }

  private static Object span(Procedure test, boolean whileTrue, Object list) {
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    Object l = list;
    while (l instanceof Pair p && (Procedure.call(test, p.car) != Boolean.FALSE) == whileTrue) {
      out.add(p.car);
      l = p.cdr;
    }
    return Values.of(out.list(), l);
  }

  @Builtin({"span", "span!"})
  public static Object span(Object predicate, Object list) {
    return span(Args.procedure("span", predicate), true, list);
  }

  @Builtin({"break", "break!"})
  public static Object breakList(Object predicate, Object list) {
    return span(Args.procedure("break", predicate), false, list);
  }

  // ---- deletion ----

  @Builtin("delete!")
  public static Object deleteBang(Object x, Object list) {
    return ListOpsLib.delete(x, list);
  }

  @Builtin("delete!")
  public static Object deleteBang(Object x, Object list, Object equal) {
    return ListOpsLib.delete(x, list, equal);
  }

  @Builtin("delete-duplicates!")
  public static Object deleteDuplicatesBang(Object list) {
    return ListOpsLib.deleteDuplicates(list);
  }

  @Builtin("delete-duplicates!")
  public static Object deleteDuplicatesBang(Object list, Object equal) {
    return ListOpsLib.deleteDuplicates(list, equal);
  }

  // ---- association lists ----

  @Builtin("alist-cons")
  public static Object alistCons(Object key, Object datum, Object alist) {
    return new Pair(new Pair(key, datum), alist);
  }

  @Builtin("alist-copy")
  public static Object alistCopy(Object alist) {
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      out.add(p.car instanceof Pair entry ? new Pair(entry.car, entry.cdr) : p.car);
    }
    return out.list();
  }

  @Builtin({"alist-delete", "alist-delete!"})
  public static Object alistDelete(Object key, Object alist) {
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (!Equality.isEqual(key, Args.pair("alist-delete", p.car).car)) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  @Builtin({"alist-delete", "alist-delete!"})
  public static Object alistDelete(Object key, Object alist, Object equal) {
    Procedure same = Args.procedure("alist-delete", equal);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(same, key, Args.pair("alist-delete", p.car).car) == Boolean.FALSE) {
        out.add(p.car);
      }
    }
    return out.list();
  }

  // ---- lists as sets ----

  private static boolean member(Procedure same, Object x, Object list) {
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(same, p.car, x) != Boolean.FALSE) {
        return true;
      }
    }
    return false;
  }

  private static boolean subset(Procedure same, Object a, Object b) {
    for (Object l = a; l instanceof Pair p; l = p.cdr) {
      if (!member(same, p.car, b)) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "lset<=", min = 1)
  public static Object lsetLessOrEqual(Object[] args) {
    Procedure same = Args.procedure("lset<=", args[0]);
    for (int i = 1; i + 1 < args.length; i++) {
      if (!subset(same, args[i], args[i + 1])) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "lset=", min = 1)
  public static Object lsetEquals(Object[] args) {
    Procedure same = Args.procedure("lset=", args[0]);
    for (int i = 1; i + 1 < args.length; i++) {
      if (!subset(same, args[i], args[i + 1]) || !subset(same, args[i + 1], args[i])) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "lset-adjoin", min = 2)
  public static Object lsetAdjoin(Object[] args) {
    Procedure same = Args.procedure("lset-adjoin", args[0]);
    Object result = args[1];
    for (int i = 2; i < args.length; i++) {
      if (!member(same, args[i], result)) {
        result = new Pair(args[i], result);
      }
    }
    return result;
  }

  @Builtin(value = {"lset-union", "lset-union!"}, min = 1)
  public static Object lsetUnion(Object[] args) {
    Procedure same = Args.procedure("lset-union", args[0]);
    if (args.length == 1) {
      return Nil.NIL;
    }
    Object result = args[1];
    for (int i = 2; i < args.length; i++) {
      if (result == Nil.NIL) {
        result = args[i];
        continue;
      }
      if (args[i] == result) {
        continue;
      }
      for (Object l = args[i]; l instanceof Pair p; l = p.cdr) {
        if (!member(same, p.car, result)) {
          result = new Pair(p.car, result);
        }
      }
    }
    return result;
  }

  @Builtin(value = {"lset-intersection", "lset-intersection!"}, min = 2)
  public static Object lsetIntersection(Object[] args) {
    Procedure same = Args.procedure("lset-intersection", args[0]);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    outer : for (Object l = args[1]; l instanceof Pair p; l = p.cdr) {
      for (int i = 2; i < args.length; i++) {
        if (!member2(same, p.car, args[i])) {
          continue outer;
        }
      }
      out.add(p.car);
    }
    return out.list();
  }

  /** Membership with the element of the first list as the first argument of {@code =}. */
  private static boolean member2(Procedure same, Object x, Object list) {
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(same, x, p.car) != Boolean.FALSE) {
        return true;
      }
    }
    return false;
  }

  @Builtin(value = {"lset-difference", "lset-difference!"}, min = 2)
  public static Object lsetDifference(Object[] args) {
    Procedure same = Args.procedure("lset-difference", args[0]);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    outer : for (Object l = args[1]; l instanceof Pair p; l = p.cdr) {
      for (int i = 2; i < args.length; i++) {
        if (member2(same, p.car, args[i])) {
          continue outer;
        }
      }
      out.add(p.car);
    }
    return out.list();
  }

  /** As SRFI 1's reference: each list B against the result A so far, A's leftovers first. */
  @Builtin(value = {"lset-xor", "lset-xor!"}, min = 1)
  public static Object lsetXor(Object[] args) {
    Procedure same = Args.procedure("lset-xor", args[0]);
    if (args.length == 1) {
      return Nil.NIL;
    }
    Object a = args[1];
    for (int i = 2; i < args.length; i++) {
      Object b = args[i];
      ListOpsLib.Builder aMinusB = new ListOpsLib.Builder();
      ListOpsLib.Builder aAndB = new ListOpsLib.Builder();
      for (Object l = a; l instanceof Pair p; l = p.cdr) {
        (member2(same, p.car, b) ? aAndB : aMinusB).add(p.car);
      }
      if (aMinusB.list() == Nil.NIL) {
        a = lsetDifference(new Object[] {same, b, a});
      } else if (aAndB.list() == Nil.NIL) {
        a = ListLib.append(b, a);
      } else {
        Object result = aMinusB.list();
        for (Object l = b; l instanceof Pair p; l = p.cdr) {
          if (!member2(same, p.car, aAndB.list())) {
            result = new Pair(p.car, result);
          }
        }
        a = result;
      }
    }
    return a;
  }

  @Builtin(value = {"lset-diff+intersection", "lset-diff+intersection!"}, min = 2)
  public static Object lsetDiffIntersection(Object[] args) {
    Procedure same = Args.procedure("lset-diff+intersection", args[0]);
    ListOpsLib.Builder diff = new ListOpsLib.Builder();
    ListOpsLib.Builder inter = new ListOpsLib.Builder();
    for (Object l = args[1]; l instanceof Pair p; l = p.cdr) {
      boolean found = false;
      for (int i = 2; i < args.length && !found; i++) {
        found = member2(same, p.car, args[i]);
      }
      (found ? inter : diff).add(p.car);
    }
    return Values.of(diff.list(), inter.list());
  }
}
