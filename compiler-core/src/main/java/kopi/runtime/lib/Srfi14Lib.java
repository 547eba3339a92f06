package kopi.runtime.lib;

import java.util.BitSet;
import kopi.runtime.Builtin;
import kopi.runtime.Char;
import kopi.runtime.CharSet;
import kopi.runtime.Errors;
import kopi.runtime.MString;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * SRFI 14 character sets ({@link CharSet}). The standard sets ({@code char-set:digit}, ...) are
 * variables, so the {@code (srfi 14)} library is the bundled source {@code kopi/lib/srfi/14.sld},
 * which defines them with {@code %char-set-standard} and re-exports these procedures. A cursor is
 * the code point it stands at (an exact integer); the end cursor is past the last code point.
 */
public final class Srfi14Lib {
  private Srfi14Lib() {}

  /** A standard set, computed when first used; each import gets its own (the ! procedures may change it). */
  @Builtin("%char-set-standard")
  public static Object standard(Object name) {
    return CharSet.standard(name.toString());
  }

  static CharSet cs(String who, Object x) {
    if (x instanceof CharSet s) {
      return s;
    }
    throw Errors.wrongType(who, "a char-set", x);
  }

  private static int cp(String who, Object x) {
    return Args.character(who, x).codePoint();
  }

  /** A char, string or char-set as a char-set ({@code ->char-set}). */
  @Builtin("->char-set")
  public static Object toCharSet(Object x) {
    if (x instanceof CharSet s) {
      return s;
    }
    if (x instanceof Char c) {
      CharSet s = new CharSet();
      s.bits().set(c.codePoint());
      return s;
    }
    if (x instanceof CharSequence text) {
      return stringToCharSet(text);
    }
    throw Errors.wrongType("->char-set", "a char, string or char-set", x);
  }

  @Builtin("char-set?")
  public static Object charSetP(Object x) {
    return x instanceof CharSet;
  }

  @Builtin(value = "char-set=", min = 0)
  public static Object equal(Object[] sets) {
    for (int i = 0; i + 1 < sets.length; i++) {
      if (!cs("char-set=", sets[i]).bits().equals(cs("char-set=", sets[i + 1]).bits())) {
        return false;
      }
    }
    return true;
  }

  @Builtin(value = "char-set<=", min = 0)
  public static Object subset(Object[] sets) {
    for (int i = 0; i + 1 < sets.length; i++) {
      BitSet a = (BitSet) cs("char-set<=", sets[i]).bits().clone();
      a.andNot(cs("char-set<=", sets[i + 1]).bits());
      if (!a.isEmpty()) {
        return false;
      }
    }
    return true;
  }

  @Builtin("char-set-hash")
  public static Object hash(Object set) {
    return (long) (cs("char-set-hash", set).bits().hashCode() & Integer.MAX_VALUE);
  }

  @Builtin("char-set-hash")
  public static Object hash(Object set, Object bound) {
    long b = Args.positive("char-set-hash", bound);
    return (cs("char-set-hash", set).bits().hashCode() & Integer.MAX_VALUE) % b;
  }

  // ---- cursors ----

  @Builtin("char-set-cursor")
  public static Object cursor(Object set) {
    int next = cs("char-set-cursor", set).bits().nextSetBit(0);
    return (long) (next < 0 ? CharSet.LIMIT : next);
  }

  @Builtin("char-set-ref")
  public static Object ref(Object set, Object cursor) {
    return Char.of((int) (long) (Long) cursor);
  }

  @Builtin("char-set-cursor-next")
  public static Object cursorNext(Object set, Object cursor) {
    int next = cs("char-set-cursor-next", set).bits().nextSetBit((int) (long) (Long) cursor + 1);
    return (long) (next < 0 ? CharSet.LIMIT : next);
  }

  @Builtin("end-of-char-set?")
  public static Object endP(Object cursor) {
    return cursor instanceof Long c && c >= CharSet.LIMIT;
  }

  // ---- iteration ----

  @Builtin("char-set-fold")
  public static Object fold(Object kons, Object knil, Object set) {
    Procedure f = Args.procedure("char-set-fold", kons);
    BitSet bits = cs("char-set-fold", set).bits();
    Object acc = knil;
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      acc = Procedure.call(f, Char.of(c), acc);
    }
    return acc;
  }

  @Builtin("char-set-unfold")
  public static Object unfold(Object stop, Object mapper, Object successor, Object seed) {
    return unfoldInto(stop, mapper, successor, seed, new CharSet());
  }

  @Builtin({"char-set-unfold", "char-set-unfold!"})
  public static Object unfold(Object stop, Object mapper, Object successor, Object seed, Object base) {
    return unfoldInto(stop, mapper, successor, seed, cs("char-set-unfold", base).copy());
  }

  private static Object unfoldInto(Object stop, Object mapper, Object successor, Object seed, CharSet into) {
    Procedure p = Args.procedure("char-set-unfold", stop);
    Procedure f = Args.procedure("char-set-unfold", mapper);
    Procedure g = Args.procedure("char-set-unfold", successor);
    for (Object s = seed; Procedure.call(p, s) == Boolean.FALSE; s = Procedure.call(g, s)) {
      into.bits().set(cp("char-set-unfold", Procedure.call(f, s)));
    }
    return into;
  }

  @Builtin("char-set-for-each")
  public static Object forEach(Object proc, Object set) {
    Procedure f = Args.procedure("char-set-for-each", proc);
    BitSet bits = cs("char-set-for-each", set).bits();
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      Procedure.call(f, Char.of(c));
    }
    return Unspecified.VALUE;
  }

  @Builtin("char-set-map")
  public static Object map(Object proc, Object set) {
    Procedure f = Args.procedure("char-set-map", proc);
    BitSet bits = cs("char-set-map", set).bits();
    CharSet out = new CharSet();
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      out.bits().set(cp("char-set-map", Procedure.call(f, Char.of(c))));
    }
    return out;
  }

  // ---- construction ----

  @Builtin("char-set-copy")
  public static Object copy(Object set) {
    return cs("char-set-copy", set).copy();
  }

  @Builtin(value = "char-set", min = 0)
  public static Object charSet(Object[] chars) {
    CharSet out = new CharSet();
    for (Object c : chars) {
      out.bits().set(cp("char-set", c));
    }
    return out;
  }

  @Builtin("list->char-set")
  public static Object listToCharSet(Object list) {
    return listToCharSet(list, new CharSet());
  }

  @Builtin({"list->char-set", "list->char-set!"})
  public static Object listToCharSet(Object list, Object base) {
    CharSet out = base instanceof CharSet s ? s.copy() : cs("list->char-set", base);
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      out.bits().set(cp("list->char-set", p.car));
    }
    return out;
  }

  @Builtin("string->char-set")
  public static Object stringToCharSet(Object s) {
    return stringToCharSet(s, new CharSet());
  }

  @Builtin({"string->char-set", "string->char-set!"})
  public static Object stringToCharSet(Object s, Object base) {
    CharSet out = cs("string->char-set", base).copy();
    Args.string("string->char-set", s).codePoints().forEach(out.bits()::set);
    return out;
  }

  @Builtin("char-set-filter")
  public static Object filter(Object pred, Object set) {
    return filter(pred, set, new CharSet());
  }

  @Builtin({"char-set-filter", "char-set-filter!"})
  public static Object filter(Object pred, Object set, Object base) {
    Procedure f = Args.procedure("char-set-filter", pred);
    CharSet out = cs("char-set-filter", base).copy();
    BitSet bits = cs("char-set-filter", set).bits();
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      if (Procedure.call(f, Char.of(c)) != Boolean.FALSE) {
        out.bits().set(c);
      }
    }
    return out;
  }

  @Builtin("ucs-range->char-set")
  public static Object ucsRange(Object lower, Object upper) {
    return ucsRange(lower, upper, false, new CharSet());
  }

  @Builtin("ucs-range->char-set")
  public static Object ucsRange(Object lower, Object upper, Object error) {
    return ucsRange(lower, upper, error, new CharSet());
  }

  @Builtin({"ucs-range->char-set", "ucs-range->char-set!"})
  public static Object ucsRange(Object lower, Object upper, Object error, Object base) {
    int lo = Args.index("ucs-range->char-set", lower);
    int hi = Math.min(Args.index("ucs-range->char-set", upper), CharSet.LIMIT);
    CharSet out = cs("ucs-range->char-set", base).copy();
    if (lo < hi) {
      out.bits().set(lo, hi);
    }
    return out;
  }

  // ---- querying ----

  @Builtin("char-set->list")
  public static Object toList(Object set) {
    BitSet bits = cs("char-set->list", set).bits();
    Object out = Nil.NIL;
    for (int c = bits.previousSetBit(CharSet.LIMIT); c >= 0; c = bits.previousSetBit(c - 1)) {
      out = new Pair(Char.of(c), out);
    }
    return out;
  }

  @Builtin("char-set->string")
  public static Object toStringValue(Object set) {
    BitSet bits = cs("char-set->string", set).bits();
    MString out = new MString();
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      out.appendCodePoint(c);
    }
    return out;
  }

  @Builtin("char-set-size")
  public static Object size(Object set) {
    return (long) cs("char-set-size", set).bits().cardinality();
  }

  @Builtin("char-set-count")
  public static Object count(Object pred, Object set) {
    Procedure f = Args.procedure("char-set-count", pred);
    BitSet bits = cs("char-set-count", set).bits();
    long n = 0;
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      if (Procedure.call(f, Char.of(c)) != Boolean.FALSE) {
        n++;
      }
    }
    return n;
  }

  @Builtin("char-set-contains?")
  public static Object contains(Object set, Object c) {
    return cs("char-set-contains?", set).contains(cp("char-set-contains?", c));
  }

  @Builtin("char-set-every")
  public static Object every(Object pred, Object set) {
    Procedure f = Args.procedure("char-set-every", pred);
    BitSet bits = cs("char-set-every", set).bits();
    Object value = true;
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      value = Procedure.call(f, Char.of(c));
      if (value == Boolean.FALSE) {
        return false;
      }
    }
    return value;
  }

  @Builtin("char-set-any")
  public static Object any(Object pred, Object set) {
    Procedure f = Args.procedure("char-set-any", pred);
    BitSet bits = cs("char-set-any", set).bits();
    for (int c = bits.nextSetBit(0); c >= 0; c = bits.nextSetBit(c + 1)) {
      Object value = Procedure.call(f, Char.of(c));
      if (value != Boolean.FALSE) {
        return value;
      }
    }
    return false;
  }

  // ---- algebra ----

  @Builtin(value = {"char-set-adjoin", "char-set-adjoin!"}, min = 1)
  public static Object adjoin(Object[] args) {
    CharSet out = cs("char-set-adjoin", args[0]).copy();
    for (int i = 1; i < args.length; i++) {
      out.bits().set(cp("char-set-adjoin", args[i]));
    }
    return out;
  }

  @Builtin(value = {"char-set-delete", "char-set-delete!"}, min = 1)
  public static Object delete(Object[] args) {
    CharSet out = cs("char-set-delete", args[0]).copy();
    for (int i = 1; i < args.length; i++) {
      out.bits().clear(cp("char-set-delete", args[i]));
    }
    return out;
  }

  @Builtin({"char-set-complement", "char-set-complement!"})
  public static Object complement(Object set) {
    CharSet out = cs("char-set-complement", set).copy();
    out.bits().flip(0, CharSet.LIMIT);
    return out;
  }

  @Builtin(value = {"char-set-union", "char-set-union!"}, min = 0)
  public static Object union(Object[] sets) {
    CharSet out = new CharSet();
    for (Object s : sets) {
      out.bits().or(cs("char-set-union", s).bits());
    }
    return out;
  }

  @Builtin(value = {"char-set-intersection", "char-set-intersection!"}, min = 0)
  public static Object intersection(Object[] sets) {
    CharSet out = new CharSet();
    out.bits().set(0, CharSet.LIMIT);
    for (Object s : sets) {
      out.bits().and(cs("char-set-intersection", s).bits());
    }
    return out;
  }

  @Builtin(value = {"char-set-difference", "char-set-difference!"}, min = 1)
  public static Object difference(Object[] sets) {
    CharSet out = cs("char-set-difference", sets[0]).copy();
    for (int i = 1; i < sets.length; i++) {
      out.bits().andNot(cs("char-set-difference", sets[i]).bits());
    }
    return out;
  }

  @Builtin(value = {"char-set-xor", "char-set-xor!"}, min = 0)
  public static Object xor(Object[] sets) {
    CharSet out = new CharSet();
    for (Object s : sets) {
      out.bits().xor(cs("char-set-xor", s).bits());
    }
    return out;
  }

  @Builtin(value = {"char-set-diff+intersection", "char-set-diff+intersection!"}, min = 1)
  public static Object diffIntersection(Object[] sets) {
    CharSet diff = cs("char-set-diff+intersection", sets[0]).copy();
    CharSet inter = new CharSet();
    for (int i = 1; i < sets.length; i++) {
      BitSet other = cs("char-set-diff+intersection", sets[i]).bits();
      BitSet both = (BitSet) diff.bits().clone();
      both.and(other);
      inter.bits().or(both);
      diff.bits().andNot(other);
    }
    BitSet common = (BitSet) cs("char-set-diff+intersection", sets[0]).bits().clone();
    common.andNot(diff.bits());
    return kopi.runtime.Values.of(diff, new CharSet(common));
  }
}
