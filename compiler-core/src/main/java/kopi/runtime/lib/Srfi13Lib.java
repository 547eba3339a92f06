package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.CharSet;
import kopi.runtime.MString;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * The SRFI 13 string procedures that only {@code (import (srfi 13))} binds; the ones Kawa has in
 * its default environment are {@link StringOpsLib}. The comparisons return, when true, the
 * mismatch index, as SRFI 13's reference implementation and Kawa do: {@code (string< "abc" "abd")}
 * is 2 and {@code (string= "abc" "abc")} is 3.
 */
public final class Srfi13Lib {
  private Srfi13Lib() {}

  @Builtin(value = "substring/shared", min = 2)
  public static Object substringShared(Object[] args) {
    int[] s = StringOpsLib.cps("substring/shared", args[0]);
    int[] r = StringOpsLib.range("substring/shared", args, 1, s.length);
    return StringOpsLib.str(s, r[0], r[1]);
  }

  // ---- comparison ----

  /** -1, 0 or 1 as the first range is below, equal to or above the second, and the mismatch index. */
  private static int[] compare(StringOpsLib.Two t, boolean ci) {
    int n = (int) StringOpsLib.prefixLength(t, ci);
    int i = t.s1() + n;
    if (t.s1() + n == t.e1() && t.s2() + n == t.e2()) {
      return new int[] {0, i};
    }
    if (t.s1() + n == t.e1()) {
      return new int[] {-1, i};
    }
    if (t.s2() + n == t.e2()) {
      return new int[] {1, i};
    }
    int a = StringOpsLib.fold(t.a()[i], ci);
    int b = StringOpsLib.fold(t.b()[t.s2() + n], ci);
    return new int[] {a < b ? -1 : 1, i};
  }

  private static Object compareWith(String who, Object[] args, boolean ci) {
    Procedure less = Args.procedure(who, args[2]);
    Procedure equal = Args.procedure(who, args[3]);
    Procedure greater = Args.procedure(who, args[4]);
    Object[] rest = new Object[args.length - 3];
    rest[0] = args[0];
    rest[1] = args[1];
    System.arraycopy(args, 5, rest, 2, args.length - 5);
    int[] c = compare(StringOpsLib.two(who, rest), ci);
    return Procedure.call(c[0] < 0 ? less : c[0] == 0 ? equal : greater, (long) c[1]);
  }

  @Builtin(value = "string-compare", min = 5)
  public static Object stringCompare(Object[] args) {
    return compareWith("string-compare", args, false);
  }

  @Builtin(value = "string-compare-ci", min = 5)
  public static Object stringCompareCi(Object[] args) {
    return compareWith("string-compare-ci", args, true);
  }

  /** True (the mismatch index) when the comparison's sign is one of those in {@code accept}. */
  private static Object test(String who, Object[] args, boolean ci, boolean lt, boolean eq, boolean gt) {
    int[] c = compare(StringOpsLib.two(who, args), ci);
    boolean ok = c[0] < 0 ? lt : c[0] == 0 ? eq : gt;
    return ok ? (Object) (long) c[1] : Boolean.FALSE;
  }

  @Builtin(value = "string=", min = 2)
  public static Object stringEq(Object[] args) {
    return test("string=", args, false, false, true, false);
  }

  @Builtin(value = "string<>", min = 2)
  public static Object stringNe(Object[] args) {
    return test("string<>", args, false, true, false, true);
  }

  @Builtin(value = "string<", min = 2)
  public static Object stringLt(Object[] args) {
    return test("string<", args, false, true, false, false);
  }

  @Builtin(value = "string>", min = 2)
  public static Object stringGt(Object[] args) {
    return test("string>", args, false, false, false, true);
  }

  @Builtin(value = "string<=", min = 2)
  public static Object stringLe(Object[] args) {
    return test("string<=", args, false, true, true, false);
  }

  @Builtin(value = "string>=", min = 2)
  public static Object stringGe(Object[] args) {
    return test("string>=", args, false, false, true, true);
  }

  @Builtin(value = "string-ci=", min = 2)
  public static Object stringCiEq(Object[] args) {
    return test("string-ci=", args, true, false, true, false);
  }

  @Builtin(value = "string-ci<>", min = 2)
  public static Object stringCiNe(Object[] args) {
    return test("string-ci<>", args, true, true, false, true);
  }

  @Builtin(value = "string-ci<", min = 2)
  public static Object stringCiLt(Object[] args) {
    return test("string-ci<", args, true, true, false, false);
  }

  @Builtin(value = "string-ci>", min = 2)
  public static Object stringCiGt(Object[] args) {
    return test("string-ci>", args, true, false, false, true);
  }

  @Builtin(value = "string-ci<=", min = 2)
  public static Object stringCiLe(Object[] args) {
    return test("string-ci<=", args, true, true, true, false);
  }

  @Builtin(value = "string-ci>=", min = 2)
  public static Object stringCiGe(Object[] args) {
    return test("string-ci>=", args, true, false, true, true);
  }

  @Builtin("string-hash-ci")
  public static Object stringHashCi(Object s) {
    return Srfi69Lib.stringCiHash(s);
  }

  @Builtin("string-hash-ci")
  public static Object stringHashCi(Object s, Object bound) {
    return Srfi69Lib.stringCiHash(s, bound);
  }

  // ---- prefixes, suffixes, searching ----

  @Builtin(value = "string-prefix-length-ci", min = 2)
  public static Object stringPrefixLengthCi(Object[] args) {
    return StringOpsLib.prefixLength(StringOpsLib.two("string-prefix-length-ci", args), true);
  }

  @Builtin(value = "string-suffix-length-ci", min = 2)
  public static Object stringSuffixLengthCi(Object[] args) {
    return StringOpsLib.suffixLength(StringOpsLib.two("string-suffix-length-ci", args), true);
  }

  @Builtin(value = "string-prefix-ci?", min = 2)
  public static Object stringPrefixCiP(Object[] args) {
    StringOpsLib.Two t = StringOpsLib.two("string-prefix-ci?", args);
    return StringOpsLib.prefixLength(t, true) == t.e1() - t.s1();
  }

  @Builtin(value = "string-suffix-ci?", min = 2)
  public static Object stringSuffixCiP(Object[] args) {
    StringOpsLib.Two t = StringOpsLib.two("string-suffix-ci?", args);
    return StringOpsLib.suffixLength(t, true) == t.e1() - t.s1();
  }

  @Builtin(value = "string-contains-ci", min = 2)
  public static Object stringContainsCi(Object[] args) {
    return StringOpsLib.contains(StringOpsLib.two("string-contains-ci", args), true);
  }

  // ---- in-place case mapping and reversal ----

  /** Writes {@code cps[start, end)} back into the mutable string {@code s}. */
  private static void store(String who, Object s, int[] cps, int start, int end) {
    if (!(s instanceof MString m)) {
      throw kopi.runtime.Errors.wrongType(who, "a mutable string", s);
    }
    for (int i = start; i < end; i++) {
      m.setCodePointAt(i, cps[i]);
    }
  }

  private static Object mapInPlace(String who, Object[] args, java.util.function.IntUnaryOperator f) {
    int[] s = StringOpsLib.cps(who, args[0]);
    int[] r = StringOpsLib.range(who, args, 1, s.length);
    for (int i = r[0]; i < r[1]; i++) {
      s[i] = f.applyAsInt(s[i]);
    }
    store(who, args[0], s, r[0], r[1]);
    return Unspecified.VALUE;
  }

  @Builtin(value = "string-upcase!", min = 1)
  public static Object stringUpcaseBang(Object[] args) {
    return mapInPlace("string-upcase!", args, Character::toUpperCase);
  }

  @Builtin(value = "string-downcase!", min = 1)
  public static Object stringDowncaseBang(Object[] args) {
    return mapInPlace("string-downcase!", args, Character::toLowerCase);
  }

  @Builtin(value = "string-titlecase!", min = 1)
  public static Object stringTitlecaseBang(Object[] args) {
    int[] s = StringOpsLib.cps("string-titlecase!", args[0]);
    int[] r = StringOpsLib.range("string-titlecase!", args, 1, s.length);
    StringOpsLib.titlecase(s, r[0], r[1]);
    store("string-titlecase!", args[0], s, r[0], r[1]);
    return Unspecified.VALUE;
  }

  @Builtin(value = "string-reverse", min = 1)
  public static Object stringReverse(Object[] args) {
    int[] s = StringOpsLib.cps("string-reverse", args[0]);
    int[] r = StringOpsLib.range("string-reverse", args, 1, s.length);
    MString out = new MString(r[1] - r[0]);
    for (int i = r[1] - 1; i >= r[0]; i--) {
      out.appendCodePoint(s[i]);
    }
    return out;
  }

  @Builtin(value = "string-reverse!", min = 1)
  public static Object stringReverseBang(Object[] args) {
    int[] s = StringOpsLib.cps("string-reverse!", args[0]);
    int[] r = StringOpsLib.range("string-reverse!", args, 1, s.length);
    for (int i = r[0], j = r[1] - 1; i < j; i++, j--) {
      int t = s[i];
      s[i] = s[j];
      s[j] = t;
    }
    store("string-reverse!", args[0], s, r[0], r[1]);
    return Unspecified.VALUE;
  }

  // ---- append, map ----

  @Builtin("string-concatenate/shared")
  public static Object stringConcatenateShared(Object list) {
    return StringOpsLib.stringConcatenate(list);
  }

  @Builtin(value = "string-append/shared", min = 0)
  public static Object stringAppendShared(Object[] strings) {
    return StringLib.stringAppend(strings);
  }

  @Builtin(value = "string-concatenate-reverse/shared", min = 1)
  public static Object stringConcatenateReverseShared(Object[] args) {
    return StringOpsLib.stringConcatenateReverse(args);
  }

  @Builtin(value = "string-map!", min = 2)
  public static Object stringMapBang(Object[] args) {
    Procedure f = Args.procedure("string-map!", args[0]);
    int[] s = StringOpsLib.cps("string-map!", args[1]);
    int[] r = StringOpsLib.range("string-map!", args, 2, s.length);
    for (int i = r[0]; i < r[1]; i++) {
      s[i] = Args.character("string-map!", Procedure.call(f, kopi.runtime.Char.of(s[i]))).codePoint();
    }
    store("string-map!", args[1], s, r[0], r[1]);
    return Unspecified.VALUE;
  }

  /** {@code (string-xcopy! target tstart s sfrom [sto start end])}: xsubstring into target. */
  @Builtin(value = "string-xcopy!", min = 4)
  public static Object stringXcopyBang(Object[] args) {
    Object[] x = new Object[args.length - 2];
    x[0] = args[2];
    System.arraycopy(args, 3, x, 1, args.length - 3);
    int[] part = StringOpsLib.cps("string-xcopy!", StringOpsLib.xsubstring(x));
    int[] target = StringOpsLib.cps("string-xcopy!", args[0]);
    int at = Args.start("string-xcopy!", args[1], target.length);
    if (at + part.length > target.length) {
      throw kopi.runtime.Errors.error("string-xcopy!: " + part.length + " characters do not fit at " + at);
    }
    System.arraycopy(part, 0, target, at, part.length);
    store("string-xcopy!", args[0], target, at, at + part.length);
    return Unspecified.VALUE;
  }

  /** The maximal runs of characters in {@code token-set} (default: graphic characters). */
  @Builtin(value = "string-tokenize", min = 1)
  public static Object stringTokenize(Object[] args) {
    int[] s = StringOpsLib.cps("string-tokenize", args[0]);
    StringOpsLib.Test t = args.length > 1 ? StringOpsLib.criterion("string-tokenize", args[1]) : CharSet::isGraphic;
    int[] r = StringOpsLib.range("string-tokenize", args, 2, s.length);
    ListOpsLib.Builder out = new ListOpsLib.Builder();
    int i = r[0];
    while (i < r[1]) {
      while (i < r[1] && !t.test(s[i])) {
        i++;
      }
      int start = i;
      while (i < r[1] && t.test(s[i])) {
        i++;
      }
      if (i > start) {
        out.add(StringOpsLib.str(s, start, i));
      }
    }
    return out.list();
  }

  @Builtin(value = "string-delete", min = 2)
  public static Object stringDelete(Object[] args) {
    return StringOpsLib.keep("string-delete", args, false);
  }
}
