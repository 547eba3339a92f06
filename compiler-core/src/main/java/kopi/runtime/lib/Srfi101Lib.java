package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Printer;
import kopi.runtime.Procedure;
import kopi.runtime.RandomAccessList;
import kopi.runtime.Values;

/**
 * SRFI 101: purely functional random-access lists ({@link RandomAccessList}). The builtins are
 * named {@code %ra-car} and so on; {@code (srfi 101)} exports them under the standard names
 * ({@code car}, {@code cons}, {@code list-ref}, ...) they replace.
 */
public final class Srfi101Lib {
  private Srfi101Lib() {}

  private static RandomAccessList pair(String who, Object x) {
    if (x instanceof RandomAccessList list) {
      return list;
    }
    throw Errors.wrongType(who, "random-access pair", x);
  }

  /** A random-access list (empty or not) as an array of its elements. */
  private static Object[] elements(String who, Object x) {
    java.util.List<Object> out = new java.util.ArrayList<>();
    Object l = x;
    while (l instanceof RandomAccessList r) {
      out.add(r.car());
      l = r.cdr();
    }
    if (l != Nil.NIL) {
      throw Errors.wrongType(who, "random-access list", x);
    }
    return out.toArray();
  }

  private static Object fromArray(Object[] elements, Object tail) {
    Object list = tail;
    for (int i = elements.length - 1; i >= 0; i--) {
      list = RandomAccessList.cons(elements[i], list);
    }
    return list;
  }

  @Builtin("%ra-pair?")
  public static Object pairP(Object x) {
    return x instanceof RandomAccessList;
  }

  @Builtin("%ra-null?")
  public static Object nullP(Object x) {
    return x == Nil.NIL;
  }

  @Builtin("%ra-list?")
  public static Object listP(Object x) {
    return x == Nil.NIL || x instanceof RandomAccessList r && r.isList();
  }

  @Builtin("%ra-cons")
  public static Object cons(Object x, Object rest) {
    return RandomAccessList.cons(x, rest);
  }

  @Builtin("%ra-car")
  public static Object car(Object x) {
    return pair("car", x).car();
  }

  @Builtin("%ra-cdr")
  public static Object cdr(Object x) {
    return pair("cdr", x).cdr();
  }

  /** {@code caar} to {@code cddddr}: the path is the letters between c and r, applied from the right. */
  private static Object cxr(String name, Object x) {
    for (int i = name.length() - 2; i >= 1; i--) {
      x = name.charAt(i) == 'a' ? pair(name, x).car() : pair(name, x).cdr();
    }
    return x;
  }

  @Builtin("%ra-caar")
  public static Object caar(Object x) {
    return cxr("caar", x);
  }
  @Builtin("%ra-cadr")
  public static Object cadr(Object x) {
    return cxr("cadr", x);
  }
  @Builtin("%ra-cdar")
  public static Object cdar(Object x) {
    return cxr("cdar", x);
  }
  @Builtin("%ra-cddr")
  public static Object cddr(Object x) {
    return cxr("cddr", x);
  }
  @Builtin("%ra-caddr")
  public static Object caddr(Object x) {
    return cxr("caddr", x);
  }
  @Builtin("%ra-cdddr")
  public static Object cdddr(Object x) {
    return cxr("cdddr", x);
  }
  @Builtin("%ra-cadddr")
  public static Object cadddr(Object x) {
    return cxr("cadddr", x);
  }
  @Builtin("%ra-cddddr")
  public static Object cddddr(Object x) {
    return cxr("cddddr", x);
  }
  @Builtin("%ra-caaar")
  public static Object caaar(Object x) {
    return cxr("caaar", x);
  }
  @Builtin("%ra-caadr")
  public static Object caadr(Object x) {
    return cxr("caadr", x);
  }
  @Builtin("%ra-cadar")
  public static Object cadar(Object x) {
    return cxr("cadar", x);
  }
  @Builtin("%ra-cdaar")
  public static Object cdaar(Object x) {
    return cxr("cdaar", x);
  }
  @Builtin("%ra-cdadr")
  public static Object cdadr(Object x) {
    return cxr("cdadr", x);
  }
  @Builtin("%ra-cddar")
  public static Object cddar(Object x) {
    return cxr("cddar", x);
  }
  @Builtin("%ra-caaaar")
  public static Object caaaar(Object x) {
    return cxr("caaaar", x);
  }
  @Builtin("%ra-caaadr")
  public static Object caaadr(Object x) {
    return cxr("caaadr", x);
  }
  @Builtin("%ra-caadar")
  public static Object caadar(Object x) {
    return cxr("caadar", x);
  }
  @Builtin("%ra-caaddr")
  public static Object caaddr(Object x) {
    return cxr("caaddr", x);
  }
  @Builtin("%ra-cadaar")
  public static Object cadaar(Object x) {
    return cxr("cadaar", x);
  }
  @Builtin("%ra-cadadr")
  public static Object cadadr(Object x) {
    return cxr("cadadr", x);
  }
  @Builtin("%ra-caddar")
  public static Object caddar(Object x) {
    return cxr("caddar", x);
  }
  @Builtin("%ra-cdaaar")
  public static Object cdaaar(Object x) {
    return cxr("cdaaar", x);
  }
  @Builtin("%ra-cdaadr")
  public static Object cdaadr(Object x) {
    return cxr("cdaadr", x);
  }
  @Builtin("%ra-cdadar")
  public static Object cdadar(Object x) {
    return cxr("cdadar", x);
  }
  @Builtin("%ra-cdaddr")
  public static Object cdaddr(Object x) {
    return cxr("cdaddr", x);
  }
  @Builtin("%ra-cddaar")
  public static Object cddaar(Object x) {
    return cxr("cddaar", x);
  }
  @Builtin("%ra-cddadr")
  public static Object cddadr(Object x) {
    return cxr("cddadr", x);
  }
  @Builtin("%ra-cdddar")
  public static Object cdddar(Object x) {
    return cxr("cdddar", x);
  }

  @Builtin(value = "%ra-list", min = 0)
  public static Object list(Object[] args) {
    return fromArray(args, Nil.NIL);
  }

  @Builtin("%ra-make-list")
  public static Object makeList(Object k) {
    return makeList(k, Boolean.FALSE);
  }

  @Builtin("%ra-make-list")
  public static Object makeList(Object k, Object fill) {
    int n = Args.index("make-list", k);
    Object list = Nil.NIL;
    for (int i = 0; i < n; i++) {
      list = RandomAccessList.cons(fill, list);
    }
    return list;
  }

  @Builtin("%ra-length")
  public static Object length(Object x) {
    if (x == Nil.NIL) {
      return 0L;
    }
    RandomAccessList list = pair("length", x);
    if (!list.isList()) {
      throw Errors.wrongType("length", "random-access list", x);
    }
    return list.length();
  }

  @Builtin("%ra-length<=?")
  public static Object lengthLe(Object x, Object k) {
    return (Long) length(x) <= Args.index("length<=?", k);
  }

  @Builtin(value = "%ra-append", min = 0)
  public static Object append(Object[] lists) {
    if (lists.length == 0) {
      return Nil.NIL;
    }
    Object result = lists[lists.length - 1];
    for (int i = lists.length - 2; i >= 0; i--) {
      result = fromArray(elements("append", lists[i]), result);
    }
    return result;
  }

  @Builtin("%ra-reverse")
  public static Object reverse(Object x) {
    Object result = Nil.NIL;
    for (Object e : elements("reverse", x)) {
      result = RandomAccessList.cons(e, result);
    }
    return result;
  }

  @Builtin("%ra-list-tail")
  public static Object listTail(Object x, Object k) {
    long n = Args.index("list-tail", k);
    Object tail = n == 0 ? x : pair("list-tail", x).tail(n);
    if (tail == null) {
      throw Errors.error("list-tail: index " + n + " is beyond the list " + Printer.writeString(x));
    }
    return tail;
  }

  @Builtin("%ra-list-ref")
  public static Object listRef(Object x, Object k) {
    long n = Args.index("list-ref", k);
    Object value = x instanceof RandomAccessList r ? r.ref(n) : null;
    if (value == null) {
      throw Errors.error("list-ref: index " + n + " is beyond the list " + Printer.writeString(x));
    }
    return value;
  }

  @Builtin("%ra-list-set")
  public static Object listSet(Object x, Object k, Object value) {
    long n = Args.index("list-set", k);
    Object updated = x instanceof RandomAccessList r ? r.set(n, value) : null;
    if (updated == null) {
      throw Errors.error("list-set: index " + n + " is beyond the list " + Printer.writeString(x));
    }
    return updated;
  }

  /** The element at {@code k} and a copy of the list with {@code (proc element)} there. */
  @Builtin("%ra-list-ref/update")
  public static Object listRefUpdate(Object x, Object k, Object proc) {
    Object old = listRef(x, k);
    return Values.of(old, listSet(x, k, Procedure.call(Args.procedure("list-ref/update", proc), old)));
  }

  @Builtin(value = "%ra-map", min = 2)
  public static Object map(Object[] args) {
    Procedure f = Args.procedure("map", args[0]);
    Object[][] lists = new Object[args.length - 1][];
    int n = Integer.MAX_VALUE;
    for (int i = 1; i < args.length; i++) {
      lists[i - 1] = elements("map", args[i]);
      n = Math.min(n, lists[i - 1].length);
    }
    Object[] results = new Object[n];
    for (int j = 0; j < n; j++) {
      Object[] call = new Object[lists.length];
      for (int i = 0; i < lists.length; i++) {
        call[i] = lists[i][j];
      }
      results[j] = Procedure.callN(f, call);
    }
    return fromArray(results, Nil.NIL);
  }

  @Builtin(value = "%ra-for-each", min = 2)
  public static Object forEach(Object[] args) {
    Procedure f = Args.procedure("for-each", args[0]);
    Object[][] lists = new Object[args.length - 1][];
    int n = Integer.MAX_VALUE;
    for (int i = 1; i < args.length; i++) {
      lists[i - 1] = elements("for-each", args[i]);
      n = Math.min(n, lists[i - 1].length);
    }
    for (int j = 0; j < n; j++) {
      Object[] call = new Object[lists.length];
      for (int i = 0; i < lists.length; i++) {
        call[i] = lists[i][j];
      }
      Procedure.callN(f, call);
    }
    return kopi.runtime.Unspecified.VALUE;
  }

  @Builtin("%ra-random-access-list->linear-access-list")
  public static Object toLinear(Object x) {
    return Pair.list(elements("random-access-list->linear-access-list", x));
  }

  @Builtin("%ra-linear-access-list->random-access-list")
  public static Object fromLinear(Object x) {
    return fromArray(Args.listToArray("linear-access-list->random-access-list", x), Nil.NIL);
  }
}
