package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.CharSet;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;

/**
 * The SRFI 13 string procedures that Kawa has in its default environment ({@code string-index},
 * {@code string-pad}, {@code string-trim}, {@code string-fold}, ...); the others are
 * {@link Srfi13Lib}, bound by {@code (import (srfi 13))}. Strings are worked on as code points, so
 * indexes count characters, not UTF-16 units. A criterion is a character, a char-set or a
 * predicate; optional {@code start} and {@code end} arguments select a substring.
 */
public final class StringOpsLib {
  private StringOpsLib() {}

  /** The code points of a string argument. */
  static int[] cps(String who, Object s) {
    return Args.string(who, s).codePoints().toArray();
  }

  static MString str(int[] cps, int start, int end) {
    MString out = new MString(end - start);
    for (int i = start; i < end; i++) {
      out.appendCodePoint(cps[i]);
    }
    return out;
  }

  /** {@code [start, end)} from the optional arguments at {@code args[from]} and {@code args[from + 1]}. */
  static int[] range(String who, Object[] args, int from, int length) {
    int start = args.length > from ? Args.start(who, args[from], length) : 0;
    int end = args.length > from + 1 ? Args.end(who, args[from + 1], start, length) : length;
    return new int[] {start, end};
  }

  /** A criterion as a test of one code point. */
  interface Test {
    boolean test(int c);
  }

  static Test criterion(String who, Object x) {
    if (x instanceof Char ch) {
      int wanted = ch.codePoint();
      return c -> c == wanted;
    }
    if (x instanceof CharSet set) {
      return set::contains;
    }
    if (x instanceof Procedure p) {
      return c -> Procedure.call(p, Char.of(c)) != Boolean.FALSE;
    }
    throw Errors.wrongType(who, "a character, char-set or predicate", x);
  }

  private static final Test WHITESPACE = Char::isWhitespace;

  // ---- predicates ----

  @Builtin(value = "string-every", min = 2)
  public static Object stringEvery(Object[] args) {
    int[] s = cps("string-every", args[1]);
    int[] r = range("string-every", args, 2, s.length);
    Object value = true;
    if (args[0] instanceof Procedure p) {
      for (int i = r[0]; i < r[1]; i++) {
        value = Procedure.call(p, Char.of(s[i]));
        if (value == Boolean.FALSE) {
          return false;
        }
      }
      return value;
    }
    Test t = criterion("string-every", args[0]);
    for (int i = r[0]; i < r[1]; i++) {
      if (!t.test(s[i])) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "string-any", min = 2)
  public static Object stringAny(Object[] args) {
    int[] s = cps("string-any", args[1]);
    int[] r = range("string-any", args, 2, s.length);
    if (args[0] instanceof Procedure p) {
      for (int i = r[0]; i < r[1]; i++) {
        Object value = Procedure.call(p, Char.of(s[i]));
        if (value != Boolean.FALSE) {
          return value;
        }
      }
      return false;
    }
    Test t = criterion("string-any", args[0]);
    for (int i = r[0]; i < r[1]; i++) {
      if (t.test(s[i])) {
        return true;
      }
    }
    return false;
  }

  // ---- constructors ----

  @Builtin("string-tabulate")
  public static Object stringTabulate(Object proc, Object length) {
    Procedure f = Args.procedure("string-tabulate", proc);
    int n = Args.index("string-tabulate", length);
    MString out = new MString(n);
    for (int i = 0; i < n; i++) {
      out.appendCodePoint(Args.character("string-tabulate", Procedure.call(f, (long) i)).codePoint());
    }
    return out;
  }

  @Builtin("reverse-list->string")
  public static Object reverseListToString(Object list) {
    Object[] chars = Args.listToArray("reverse-list->string", list);
    MString out = new MString(chars.length);
    for (int i = chars.length - 1; i >= 0; i--) {
      out.appendCodePoint(Args.character("reverse-list->string", chars[i]).codePoint());
    }
    return out;
  }

  // ---- selection ----

  private static int count(String who, Object n, int length) {
    int k = Args.index(who, n);
    if (k > length) {
      throw Errors.outOfRange(who, n, length);
    }
    return k;
  }

  @Builtin("string-take")
  public static Object stringTake(Object s, Object n) {
    int[] c = cps("string-take", s);
    return str(c, 0, count("string-take", n, c.length));
  }

  @Builtin("string-drop")
  public static Object stringDrop(Object s, Object n) {
    int[] c = cps("string-drop", s);
    return str(c, count("string-drop", n, c.length), c.length);
  }

  @Builtin("string-take-right")
  public static Object stringTakeRight(Object s, Object n) {
    int[] c = cps("string-take-right", s);
    return str(c, c.length - count("string-take-right", n, c.length), c.length);
  }

  @Builtin("string-drop-right")
  public static Object stringDropRight(Object s, Object n) {
    int[] c = cps("string-drop-right", s);
    return str(c, 0, c.length - count("string-drop-right", n, c.length));
  }

  private static Object pad(String who, Object[] args, boolean left) {
    int[] all = cps(who, args[0]);
    int n = Args.index(who, args[1]);
    int fill = args.length > 2 ? Args.character(who, args[2]).codePoint() : ' ';
    int[] r = range(who, args, 3, all.length);
    int[] s = java.util.Arrays.copyOfRange(all, r[0], r[1]);
    MString out = new MString(n);
    if (left) {
      if (s.length >= n) {
        return str(s, s.length - n, s.length);
      }
      for (int i = s.length; i < n; i++) {
        out.appendCodePoint(fill);
      }
      return out.append(str(s, 0, s.length));
    }
    if (s.length >= n) {
      return str(s, 0, n);
    }
    out.append(str(s, 0, s.length));
    for (int i = s.length; i < n; i++) {
      out.appendCodePoint(fill);
    }
    return out;
  }

  /** Pads on the left, or keeps the rightmost {@code n} characters. */
  @Builtin(value = "string-pad", min = 2)
  public static Object stringPad(Object[] args) {
    return pad("string-pad", args, true);
  }

  @Builtin(value = "string-pad-right", min = 2)
  public static Object stringPadRight(Object[] args) {
    return pad("string-pad-right", args, false);
  }

  private static Object trim(String who, Object[] args, boolean left, boolean right) {
    int[] s = cps(who, args[0]);
    Test t = args.length > 1 ? criterion(who, args[1]) : WHITESPACE;
    int[] r = range(who, args, 2, s.length);
    int start = r[0];
    int end = r[1];
    while (left && start < end && t.test(s[start])) {
      start++;
    }
    while (right && end > start && t.test(s[end - 1])) {
      end--;
    }
    return str(s, start, end);
  }

  @Builtin(value = "string-trim", min = 1)
  public static Object stringTrim(Object[] args) {
    return trim("string-trim", args, true, false);
  }

  @Builtin(value = "string-trim-right", min = 1)
  public static Object stringTrimRight(Object[] args) {
    return trim("string-trim-right", args, false, true);
  }

  @Builtin(value = "string-trim-both", min = 1)
  public static Object stringTrimBoth(Object[] args) {
    return trim("string-trim-both", args, true, true);
  }

  // ---- prefixes and suffixes ----

  /** The two strings and their ranges: {@code s1 s2 [start1 end1 start2 end2]}. */
  record Two(int[] a, int s1, int e1, int[] b, int s2, int e2) {}

  static Two two(String who, Object[] args) {
    int[] a = cps(who, args[0]);
    int[] b = cps(who, args[1]);
    int[] r1 = range(who, args, 2, a.length);
    int[] r2 = range(who, args, 4, b.length);
    return new Two(a, r1[0], r1[1], b, r2[0], r2[1]);
  }

  static int fold(int c, boolean ci) {
    return ci ? Character.toLowerCase(Character.toUpperCase(c)) : c;
  }

  static long prefixLength(Two t, boolean ci) {
    int n = 0;
    while (t.s1 + n < t.e1 && t.s2 + n < t.e2 && fold(t.a[t.s1 + n], ci) == fold(t.b[t.s2 + n], ci)) {
      n++;
    }
    return n;
  }

  static long suffixLength(Two t, boolean ci) {
    int n = 0;
    while (t.e1 - n > t.s1 && t.e2 - n > t.s2 && fold(t.a[t.e1 - n - 1], ci) == fold(t.b[t.e2 - n - 1], ci)) {
      n++;
    }
    return n;
  }

  @Builtin(value = "string-prefix-length", min = 2)
  public static Object stringPrefixLength(Object[] args) {
    return prefixLength(two("string-prefix-length", args), false);
  }

  @Builtin(value = "string-suffix-length", min = 2)
  public static Object stringSuffixLength(Object[] args) {
    return suffixLength(two("string-suffix-length", args), false);
  }

  /** {@code (string-prefix? s1 s2)}: whether {@code s1} is a prefix of {@code s2}. */
  @Builtin(value = "string-prefix?", min = 2)
  public static Object stringPrefixP(Object[] args) {
    Two t = two("string-prefix?", args);
    return prefixLength(t, false) == t.e1 - t.s1;
  }

  @Builtin(value = "string-suffix?", min = 2)
  public static Object stringSuffixP(Object[] args) {
    Two t = two("string-suffix?", args);
    return suffixLength(t, false) == t.e1 - t.s1;
  }

  // ---- searching ----

  private static Object search(String who, Object[] args, boolean fromRight, boolean wanted) {
    int[] s = cps(who, args[0]);
    Test t = criterion(who, args[1]);
    int[] r = range(who, args, 2, s.length);
    for (int k = 0; k < r[1] - r[0]; k++) {
      int i = fromRight ? r[1] - 1 - k : r[0] + k;
      if (t.test(s[i]) == wanted) {
        return (long) i;
      }
    }
    return false;
  }

  @Builtin(value = "string-index", min = 2)
  public static Object stringIndex(Object[] args) {
    return search("string-index", args, false, true);
  }

  @Builtin(value = "string-index-right", min = 2)
  public static Object stringIndexRight(Object[] args) {
    return search("string-index-right", args, true, true);
  }

  @Builtin(value = "string-skip", min = 2)
  public static Object stringSkip(Object[] args) {
    return search("string-skip", args, false, false);
  }

  @Builtin(value = "string-skip-right", min = 2)
  public static Object stringSkipRight(Object[] args) {
    return search("string-skip-right", args, true, false);
  }

  @Builtin(value = "string-count", min = 2)
  public static Object stringCount(Object[] args) {
    int[] s = cps("string-count", args[0]);
    Test t = criterion("string-count", args[1]);
    int[] r = range("string-count", args, 2, s.length);
    long n = 0;
    for (int i = r[0]; i < r[1]; i++) {
      if (t.test(s[i])) {
        n++;
      }
    }
    return n;
  }

  /** Whether the second range occurs in the first at index {@code i}. */
  private static boolean occursAt(Two t, int i, boolean ci) {
    for (int k = 0; k < t.e2 - t.s2; k++) {
      if (fold(t.a[i + k], ci) != fold(t.b[t.s2 + k], ci)) {
        return false;
      }
    }
    return true;
  }

  static Object contains(Two t, boolean ci) {
    for (int i = t.s1; i + (t.e2 - t.s2) <= t.e1; i++) {
      if (occursAt(t, i, ci)) {
        return (long) i;
      }
    }
    return false;
  }

  /** The index in {@code s1} where {@code s2} first occurs, or #f. */
  @Builtin(value = "string-contains", min = 2)
  public static Object stringContains(Object[] args) {
    return contains(two("string-contains", args), false);
  }

  /** Kawa's {@code string-contains-right}: the index in {@code s1} where {@code s2} last occurs, or #f. */
  @Builtin(value = "string-contains-right", min = 2)
  public static Object stringContainsRight(Object[] args) {
    Two t = two("string-contains-right", args);
    for (int i = t.e1 - (t.e2 - t.s2); i >= t.s1; i--) {
      if (occursAt(t, i, false)) {
        return (long) i;
      }
    }
    return false;
  }

  // ---- case ----

  /**
   * SRFI 13's title case: the first character of each run of cased letters is upcased (title
   * cased), the rest of the run downcased; "3com" becomes "3Com", as the SRFI's example says.
   */
  static void titlecase(int[] s, int start, int end) {
    boolean inWord = false;
    for (int i = start; i < end; i++) {
      int c = s[i];
      if (Character.isLetter(c)) {
        s[i] = inWord ? Character.toLowerCase(c) : Character.toTitleCase(c);
        inWord = true;
      } else {
        inWord = false;
      }
    }
  }

  @Builtin(value = "string-titlecase", min = 1)
  public static Object stringTitlecase(Object[] args) {
    int[] s = cps("string-titlecase", args[0]);
    int[] r = range("string-titlecase", args, 1, s.length);
    titlecase(s, r[0], r[1]);
    return str(s, r[0], r[1]);
  }

  /**
   * Kawa's capitalization: a character that follows a letter or digit is downcased, any other is
   * title cased, so "3com" stays "3com" (string-titlecase gives "3Com") and "don't" becomes "Don'T".
   */
  private static void capitalize(int[] s) {
    int previous = ' ';
    for (int i = 0; i < s.length; i++) {
      s[i] = Character.isLetterOrDigit(previous) ? Character.toLowerCase(s[i]) : Character.toTitleCase(s[i]);
      previous = s[i];
    }
  }

  @Builtin(value = "string-capitalize", types = {"string"})
  public static Object stringCapitalize(Object s) {
    int[] cps = cps("string-capitalize", s);
    capitalize(cps);
    return str(cps, 0, cps.length);
  }

  /** Capitalizes the mutable string in place and returns it, as Kawa does. */
  @Builtin(value = "string-capitalize!", types = {"string"})
  public static Object stringCapitalizeBang(Object s) {
    MString target = StringLib.mutable("string-capitalize!", s);
    int[] cps = target.codePoints().toArray();
    capitalize(cps);
    for (int i = 0; i < cps.length; i++) {
      target.setCodePointAt(i, cps[i]);
    }
    return target;
  }

  // ---- append, fold, unfold ----

  @Builtin("string-concatenate")
  public static Object stringConcatenate(Object list) {
    return StringLib.stringAppend(Args.listToArray("string-concatenate", list));
  }

  @Builtin(value = "string-concatenate-reverse", min = 1)
  public static Object stringConcatenateReverse(Object[] args) {
    Object[] parts = Args.listToArray("string-concatenate-reverse", args[0]);
    MString out = new MString();
    for (int i = parts.length - 1; i >= 0; i--) {
      out.append(Args.string("string-concatenate-reverse", parts[i]));
    }
    if (args.length > 1) {
      int[] last = cps("string-concatenate-reverse", args[1]);
      int end = args.length > 2 ? Args.end("string-concatenate-reverse", args[2], 0, last.length) : last.length;
      out.append(str(last, 0, end));
    }
    return out;
  }

  @Builtin(value = "string-fold", min = 3)
  public static Object stringFold(Object[] args) {
    Procedure f = Args.procedure("string-fold", args[0]);
    int[] s = cps("string-fold", args[2]);
    int[] r = range("string-fold", args, 3, s.length);
    Object acc = args[1];
    for (int i = r[0]; i < r[1]; i++) {
      acc = Procedure.call(f, Char.of(s[i]), acc);
    }
    return acc;
  }

  @Builtin(value = "string-fold-right", min = 3)
  public static Object stringFoldRight(Object[] args) {
    Procedure f = Args.procedure("string-fold-right", args[0]);
    int[] s = cps("string-fold-right", args[2]);
    int[] r = range("string-fold-right", args, 3, s.length);
    Object acc = args[1];
    for (int i = r[1] - 1; i >= r[0]; i--) {
      acc = Procedure.call(f, Char.of(s[i]), acc);
    }
    return acc;
  }

  /** {@code (string-unfold stop? mapper successor seed [base make-final])}. */
  @Builtin(value = "string-unfold", min = 4)
  public static Object stringUnfold(Object[] args) {
    Procedure p = Args.procedure("string-unfold", args[0]);
    Procedure f = Args.procedure("string-unfold", args[1]);
    Procedure g = Args.procedure("string-unfold", args[2]);
    MString out = new MString();
    if (args.length > 4) {
      out.append(Args.string("string-unfold", args[4]));
    }
    Object seed = args[3];
    while (Procedure.call(p, seed) == Boolean.FALSE) {
      out.appendCodePoint(Args.character("string-unfold", Procedure.call(f, seed)).codePoint());
      seed = Procedure.call(g, seed);
    }
    if (args.length > 5) {
      out.append(Args.string("string-unfold", Procedure.call(args[5], seed)));
    }
    return out;
  }

  @Builtin(value = "string-unfold-right", min = 4)
  public static Object stringUnfoldRight(Object[] args) {
    Procedure p = Args.procedure("string-unfold-right", args[0]);
    Procedure f = Args.procedure("string-unfold-right", args[1]);
    Procedure g = Args.procedure("string-unfold-right", args[2]);
    Object chars = Nil.NIL;
    Object seed = args[3];
    while (Procedure.call(p, seed) == Boolean.FALSE) {
      chars = new Pair(Procedure.call(f, seed), chars);
      seed = Procedure.call(g, seed);
    }
    MString out = new MString();
    if (args.length > 5) {
      out.append(Args.string("string-unfold-right", Procedure.call(args[5], seed)));
    }
    for (Object l = chars; l instanceof Pair pair; l = pair.cdr) {
      out.appendCodePoint(Args.character("string-unfold-right", pair.car).codePoint());
    }
    if (args.length > 4) {
      out.append(Args.string("string-unfold-right", args[4]));
    }
    return out;
  }

  @Builtin(value = "string-for-each-index", min = 2)
  public static Object stringForEachIndex(Object[] args) {
    Procedure f = Args.procedure("string-for-each-index", args[0]);
    int[] s = cps("string-for-each-index", args[1]);
    int[] r = range("string-for-each-index", args, 2, s.length);
    for (int i = r[0]; i < r[1]; i++) {
      Procedure.call(f, (long) i);
    }
    return kopi.runtime.Unspecified.VALUE;
  }

  // ---- replicate, replace, filter ----

  /** {@code (xsubstring s from [to start end])}: the substring repeated, indexed from {@code from}. */
  @Builtin(value = "xsubstring", min = 2)
  public static Object xsubstring(Object[] args) {
    int[] all = cps("xsubstring", args[0]);
    int from = ((Number) args[1]).intValue();
    int[] r = range("xsubstring", args, 3, all.length);
    int width = r[1] - r[0];
    int to = args.length > 2 ? ((Number) args[2]).intValue() : from + width;
    if (to < from) {
      throw Errors.error("xsubstring: expected from <= to, got " + from + " and " + to);
    }
    if (width == 0 && to > from) {
      throw Errors.error("xsubstring: cannot replicate an empty string");
    }
    MString out = new MString(to - from);
    for (int i = from; i < to; i++) {
      out.appendCodePoint(all[r[0] + Math.floorMod(i, width)]);
    }
    return out;
  }

  /** Kawa's {@code (string-repeat s n)}: n copies of a string or a character. */
  @Builtin(value = "string-repeat", types = {"*", "integer"})
  public static Object stringRepeat(Object s, Object count) {
    int n = Args.index("string-repeat", count);
    if (s instanceof Char c) {
      return MString.filled(n, c.codePoint());
    }
    CharSequence text = Args.string("string-repeat", s);
    MString out = new MString();
    for (int i = 0; i < n; i++) {
      out.append(text);
    }
    return out;
  }

  /** {@code (string-replace s1 s2 start1 end1 [start2 end2])}: s1 with [start1, end1) replaced. */
  @Builtin(value = "string-replace", min = 4)
  public static Object stringReplace(Object[] args) {
    int[] a = cps("string-replace", args[0]);
    int[] b = cps("string-replace", args[1]);
    int start1 = Args.start("string-replace", args[2], a.length);
    int end1 = Args.end("string-replace", args[3], start1, a.length);
    int[] r = range("string-replace", args, 4, b.length);
    return str(a, 0, start1).append(str(b, r[0], r[1])).append(str(a, end1, a.length));
  }

  static Object keep(String who, Object[] args, boolean wanted) {
    // SRFI 13 wrote (string-filter s criterion), its later text and Kawa (string-filter criterion s).
    boolean stringFirst = args[0] instanceof CharSequence && !(args[1] instanceof CharSequence);
    int[] s = cps(who, stringFirst ? args[0] : args[1]);
    Test t = criterion(who, stringFirst ? args[1] : args[0]);
    int[] r = range(who, args, 2, s.length);
    MString out = new MString();
    for (int i = r[0]; i < r[1]; i++) {
      if (t.test(s[i]) == wanted) {
        out.appendCodePoint(s[i]);
      }
    }
    return out;
  }

  @Builtin(value = "string-filter", min = 2)
  public static Object stringFilter(Object[] args) {
    return keep("string-filter", args, true);
  }

  /** Kawa's {@code (string-remove pred s [start end])}: the characters string-filter would drop. */
  @Builtin(value = "string-remove", min = 2)
  public static Object stringRemove(Object[] args) {
    return keep("string-remove", args, false);
  }
}
