package kopi.runtime.lib;

import kopi.runtime.Char;
import kopi.runtime.Errors;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.StringLike;
import kopi.runtime.Symbol;

/** Argument checks shared by the libraries; each names the builtin in its error message. */
final class Args {
  private Args() {}

  static Pair pair(String who, Object x) {
    if (x instanceof Pair p) {
      return p;
    }
    throw Errors.wrongType(who, "pair", x);
  }

  static Procedure procedure(String who, Object x) {
    if (x instanceof Procedure p) {
      return p;
    }
    throw Errors.wrongType(who, "procedure", x);
  }

  static Symbol symbol(String who, Object x) {
    if (x instanceof Symbol s) {
      return s;
    }
    throw Errors.wrongType(who, "symbol", x);
  }

  static Char character(String who, Object x) {
    if (x instanceof Char c) {
      return c;
    }
    throw Errors.wrongType(who, "char", x);
  }

  static CharSequence string(String who, Object x) {
    if (x instanceof CharSequence s) {
      return s;
    }
    throw Errors.wrongType(who, "string", x);
  }

  static Object[] vector(String who, Object x) {
    if (x instanceof Object[] v) {
      return v;
    }
    throw Errors.wrongType(who, "vector", x);
  }

  /** A bytevector, or a copy of the bytes of file contents ({@code &<{name}}), as Kawa reads them. */
  static byte[] bytevector(String who, Object x) {
    if (x instanceof byte[] b) {
      return b;
    }
    if (x instanceof StringLike like && like.isStringAndBytevector()) {
      return like.asBytes();
    }
    throw Errors.wrongType(who, "bytevector", x);
  }

  /** A positive exact integer that fits a long. */
  static Long positive(String who, Object x) {
    if (x instanceof Long n && n > 0) {
      return n;
    }
    throw Errors.wrongType(who, "a positive exact integer", x);
  }

  /** A non-negative exact integer that fits an int (a length or an index). */
  static int index(String who, Object x) {
    if (x instanceof Long l && l >= 0 && l <= Integer.MAX_VALUE) {
      return (int) (long) l;
    }
    if (x instanceof Integer i && i >= 0) {
      return i;
    }
    throw Errors.wrongType(who, "non-negative exact integer", x);
  }

  /** An index that must be below {@code length}. */
  static int index(String who, Object x, int length) {
    int i = index(who, x);
    if (i >= length) {
      throw Errors.outOfRange(who, x, length);
    }
    return i;
  }

  /** An optional {@code end} argument: {@code length} when absent, else between start and length. */
  static int end(String who, Object x, int start, int length) {
    int end = x == null ? length : index(who, x);
    if (end > length) {
      throw Errors.outOfRange(who, x, length);
    }
    if (start > end) {
      throw Errors.error(who + ": expected start <= end, got start " + start + " and end " + end);
    }
    return end;
  }

  static int start(String who, Object x, int length) {
    int start = x == null ? 0 : index(who, x);
    if (start > length) {
      throw Errors.outOfRange(who, x, length);
    }
    return start;
  }

  /** The length of a proper list, or an error naming the builtin. */
  static int listLength(String who, Object list) {
    int n = 0;
    Object x = list;
    while (x instanceof Pair p) {
      n++;
      x = p.cdr;
    }
    if (x != Nil.NIL) {
      throw Errors.wrongType(who, "proper list", list);
    }
    return n;
  }

  static Object[] listToArray(String who, Object list) {
    Object[] result = new Object[listLength(who, list)];
    Object x = list;
    for (int i = 0; i < result.length; i++) {
      Pair p = (Pair) x;
      result[i] = p.car;
      x = p.cdr;
    }
    return result;
  }

  static boolean truthy(Object x) {
    return x != Boolean.FALSE;
  }
}
