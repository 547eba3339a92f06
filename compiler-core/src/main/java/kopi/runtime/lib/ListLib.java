package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Equality;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/** Pairs and lists: (scheme base) and (scheme cxr). */
public final class ListLib {
  private ListLib() {}

  @Builtin("pair?")
  public static Object pairP(Object x) {
    return x instanceof Pair;
  }

  @Builtin("null?")
  public static Object nullP(Object x) {
    return x == Nil.NIL;
  }

  @Builtin("list?")
  public static Object listP(Object x) {
    // Floyd's cycle detection: a circular list is not a list.
    Object slow = x;
    Object fast = x;
    while (true) {
      if (fast == Nil.NIL) {
        return true;
      }
      if (!(fast instanceof Pair f1)) {
        return false;
      }
      fast = f1.cdr;
      if (fast == Nil.NIL) {
        return true;
      }
      if (!(fast instanceof Pair f2)) {
        return false;
      }
      fast = f2.cdr;
      slow = ((Pair) slow).cdr;
      if (fast == slow) {
        return false;
      }
    }
  }

  @Builtin("cons")
  public static Object cons(Object a, Object b) {
    return new Pair(a, b);
  }

  @Builtin(value = "car", types = {"pair"})
  public static Object car(Object x) {
    if (x instanceof Pair p) {
      return p.car;
    }
    throw Errors.wrongType("car", "pair", x);
  }

  @Builtin(value = "cdr", types = {"pair"})
  public static Object cdr(Object x) {
    if (x instanceof Pair p) {
      return p.cdr;
    }
    throw Errors.wrongType("cdr", "pair", x);
  }

  @Builtin(value = "set-car!", types = {"pair", "*"})
  public static Object setCar(Object x, Object value) {
    Args.pair("set-car!", x).car = value;
    return Unspecified.VALUE;
  }

  @Builtin(value = "set-cdr!", types = {"pair", "*"})
  public static Object setCdr(Object x, Object value) {
    Args.pair("set-cdr!", x).cdr = value;
    return Unspecified.VALUE;
  }

  @Builtin("caar")
  public static Object caar(Object x) {
    return cxr("caar", x, "aa");
  }

  @Builtin("cadr")
  public static Object cadr(Object x) {
    return cxr("cadr", x, "ad");
  }

  @Builtin("cdar")
  public static Object cdar(Object x) {
    return cxr("cdar", x, "da");
  }

  @Builtin("cddr")
  public static Object cddr(Object x) {
    return cxr("cddr", x, "dd");
  }

  @Builtin("list")
  public static Object list() {
    return Nil.NIL;
  }

  @Builtin("list")
  public static Object list(Object a) {
    return new Pair(a, Nil.NIL);
  }

  @Builtin("list")
  public static Object list(Object a, Object b) {
    return new Pair(a, new Pair(b, Nil.NIL));
  }

  @Builtin("list")
  public static Object list(Object a, Object b, Object c) {
    return new Pair(a, new Pair(b, new Pair(c, Nil.NIL)));
  }

  @Builtin("list")
  public static Object list(Object[] elements) {
    return Pair.list(elements);
  }

  @Builtin(value = "cons*", min = 1)
  public static Object consStar(Object[] args) {
    return Pair.listWithTail(java.util.Arrays.copyOf(args, args.length - 1), 0, args[args.length - 1]);
  }

  @Builtin("make-list")
  public static Object makeList(Object k) {
    return makeList(k, Unspecified.VALUE);
  }

  @Builtin("make-list")
  public static Object makeList(Object k, Object fill) {
    int n = Args.index("make-list", k);
    Object result = Nil.NIL;
    for (int i = 0; i < n; i++) {
      result = new Pair(fill, result);
    }
    return result;
  }

  /** The length of a list, or, as in Kawa, of any other sequence ({@link SequenceLib#asList}). */
  @Builtin("length")
  public static Object length(Object list) {
    if (list instanceof Object[] vector) {
      return (long) vector.length;
    }
    return (long) Args.listLength("length", SequenceLib.asList(list));
  }

  @Builtin("append")
  public static Object append() {
    return Nil.NIL;
  }

  @Builtin("append")
  public static Object append(Object a) {
    return a;
  }

  @Builtin("append")
  public static Object append(Object a, Object b) {
    if (a == Nil.NIL) {
      return b;
    }
    Args.listLength("append", a);
    Pair head = new Pair(((Pair) a).car, Nil.NIL);
    Pair tail = head;
    for (Object x = ((Pair) a).cdr; x instanceof Pair p; x = p.cdr) {
      Pair next = new Pair(p.car, Nil.NIL);
      tail.cdr = next;
      tail = next;
    }
    tail.cdr = b;
    return head;
  }

  @Builtin("append")
  public static Object append(Object[] lists) {
    if (lists.length == 0) {
      return Nil.NIL;
    }
    Object result = lists[lists.length - 1];
    for (int i = lists.length - 2; i >= 0; i--) {
      result = append(lists[i], result);
    }
    return result;
  }

  @Builtin("append!")
  public static Object appendBang(Object[] lists) {
    return append(lists);
  }

  @Builtin(value = "reverse", types = {"list"})
  public static Object reverse(Object list) {
    Object result = Nil.NIL;
    Object x = list;
    while (x instanceof Pair p) {
      result = new Pair(p.car, result);
      x = p.cdr;
    }
    if (x != Nil.NIL) {
      throw Errors.wrongType("reverse", "proper list", list);
    }
    return result;
  }

  @Builtin("reverse!")
  public static Object reverseBang(Object list) {
    return reverse(list);
  }

  @Builtin(value = "list-tail", types = {"list", "integer"})
  public static Object listTail(Object list, Object k) {
    int n = Args.index("list-tail", k);
    Object x = list;
    for (int i = 0; i < n; i++) {
      if (!(x instanceof Pair p)) {
        throw Errors.outOfRange("list-tail", k, i);
      }
      x = p.cdr;
    }
    return x;
  }

  @Builtin(value = "list-ref", types = {"list", "integer"})
  public static Object listRef(Object list, Object k) {
    int n = Args.index("list-ref", k);
    Object x = list;
    for (int i = 0; i < n && x instanceof Pair p; i++) {
      x = p.cdr;
    }
    if (x instanceof Pair p) {
      return p.car;
    }
    throw Errors.outOfRange("list-ref", k, Args.listLength("list-ref", list));
  }

  @Builtin("list-set!")
  public static Object listSet(Object list, Object k, Object value) {
    Object tail = listTail(list, k);
    if (!(tail instanceof Pair p)) {
      throw Errors.outOfRange("list-set!", k, Args.listLength("list-set!", list));
    }
    p.car = value;
    return Unspecified.VALUE;
  }

  @Builtin(value = "list-copy", types = {"list"})
  public static Object listCopy(Object list) {
    if (!(list instanceof Pair first)) {
      return list;
    }
    Pair head = new Pair(first.car, Nil.NIL);
    Pair tail = head;
    Object x = first.cdr;
    while (x instanceof Pair p) {
      Pair next = new Pair(p.car, Nil.NIL);
      tail.cdr = next;
      tail = next;
      x = p.cdr;
    }
    tail.cdr = x;
    return head;
  }

  @Builtin("last-pair")
  public static Object lastPair(Object list) {
    Pair p = Args.pair("last-pair", list);
    while (p.cdr instanceof Pair next) {
      p = next;
    }
    return p;
  }

  @Builtin(value = "memq", types = {"*", "list"})
  public static Object memq(Object x, Object list) {
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Equality.isEq(x, p.car)) {
        return p;
      }
    }
    return false;
  }

  @Builtin(value = "memv", types = {"*", "list"})
  public static Object memv(Object x, Object list) {
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Equality.isEqv(x, p.car)) {
        return p;
      }
    }
    return false;
  }

  @Builtin("member")
  public static Object member(Object x, Object list) {
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Equality.isEqual(x, p.car)) {
        return p;
      }
    }
    return false;
  }

  @Builtin("member")
  public static Object member(Object x, Object list, Object compare) {
    Args.procedure("member", compare);
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      if (Procedure.call(compare, x, p.car) != Boolean.FALSE) {
        return p;
      }
    }
    return false;
  }

  @Builtin(value = "assq", types = {"*", "list"})
  public static Object assq(Object x, Object alist) {
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (p.car instanceof Pair entry && Equality.isEq(x, entry.car)) {
        return entry;
      }
    }
    return false;
  }

  @Builtin(value = "assv", types = {"*", "list"})
  public static Object assv(Object x, Object alist) {
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (p.car instanceof Pair entry && Equality.isEqv(x, entry.car)) {
        return entry;
      }
    }
    return false;
  }

  @Builtin("assoc")
  public static Object assoc(Object x, Object alist) {
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (p.car instanceof Pair entry && Equality.isEqual(x, entry.car)) {
        return entry;
      }
    }
    return false;
  }

  @Builtin("assoc")
  public static Object assoc(Object x, Object alist, Object compare) {
    Args.procedure("assoc", compare);
    for (Object l = alist; l instanceof Pair p; l = p.cdr) {
      if (p.car instanceof Pair entry && Procedure.call(compare, x, entry.car) != Boolean.FALSE) {
        return entry;
      }
    }
    return false;
  }

  /** Follows {@code path} from its last letter to its first, as {@code cadr} is car of cdr. */
  static Object cxr(String who, Object x, String path) {
    Object value = x;
    for (int i = path.length() - 1; i >= 0; i--) {
      if (!(value instanceof Pair p)) {
        throw Errors.wrongType(who, "pair", x);
      }
      value = path.charAt(i) == 'a' ? p.car : p.cdr;
    }
    return value;
  }
}
