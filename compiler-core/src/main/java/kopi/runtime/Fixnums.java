package kopi.runtime;

/**
 * The slow paths and comparisons of fixnum-speculated variables. The code generator
 * keeps a loop variable of untyped code that counts or accumulates in two locals: a {@code long}
 * and an object that is null while the value is a fixnum (a {@code Long}) and holds the value
 * otherwise (a big integer, a flonum, anything). Arithmetic on such values runs as JVM
 * {@code long} instructions with an overflow check, and comes here when an operand is not a
 * fixnum or the result overflows; comparisons come here always (they are small enough for the JIT
 * to inline). Every slow path is the generic operation of {@link Num} on the boxed values, so the
 * results, their exactness and the error messages are those of the builtins. Nothing here calls
 * back into Scheme.
 */
@CallsNoScheme
public final class Fixnums {
  private Fixnums() {}

  /**
   * The object half of {@code #!null} (Java null, which as an object half would mean "a fixnum"):
   * never a number, so every fast path leaves it to the generic operation, which {@link #box}
   * gives null and reports it as the builtins do.
   */
  public static final Object NULL_HALF = new Object();

  /** The value of the pair of locals {@code (l, big)}. */
  public static Object box(long l, Object big) {
    return big == null ? Long.valueOf(l) : big == NULL_HALF ? null : big;
  }

  // low and big split a value into its two halves. The first JIT tier calls them rather than
  // inlining them: the code it compiles with profiling (tier 3), which hot procedures run until
  // the optimizing tier gets to them, records every type test and branch it inlines, and one
  // split inlined is two type tests, a cast and two branches, where two calls reach methods the
  // optimizing tier compiles among the first of any program. The first tier inlines a callee only
  // when its stack and locals beyond the parameters take at most C1InlineStackLimit slots (5
  // under tiered compilation, JDK 17 to 25); the slots declared and never used below take these
  // two over it, at no cost: nothing stores to them. The optimizing tier has no such limit and
  // inlines both as before. (Issue 21: earley's measurements are in the bench README, session 21.)

  /** The {@code long} half of {@code x}: its value when it is a fixnum, else 0. */
  @SuppressWarnings("unused")
  public static long low(Object x) {
    long firstTierSlots1;
    long firstTierSlots2;
    long firstTierSlots3;
    return x instanceof Long l ? l : 0L;
  }

  /** The object half of {@code x}: null when it is a fixnum, else {@code x} ({@link #NULL_HALF} for null). */
  @SuppressWarnings("unused")
  public static Object big(Object x) {
    long firstTierSlots1;
    long firstTierSlots2;
    long firstTierSlots3;
    return x instanceof Long ? null : x == null ? NULL_HALF : x;
  }

  /**
   * Whether {@code r}, the low 64 bits of {@code a * b}, is the product: always when both fit in
   * an {@code int}, else when the high half of the 128-bit product is the sign of {@code r}. The
   * first test spares the call of {@code Math.multiplyHigh}, which only the optimizing JIT tier
   * makes an instruction; the method stays within 35 bytes so the first tier inlines it.
   */
  public static boolean productFits(long a, long b, long r) {
    return (int) a == a && (int) b == b || highHalfFits(a, b, r);
  }

  private static boolean highHalfFits(long a, long b, long r) {
    return Math.multiplyHigh(a, b) == r >> 63;
  }

  // The slow paths of speculated arithmetic in compiled code: the generic operation's value as a
  // fixnum result, which the caller splits with resultBig. A slow path runs only when an operand is
  // not a fixnum or the result overflows, but the first JIT tier compiles it all the same; these
  // keep their boxed operands in locals, which puts them over that tier's inlining limit for stack
  // and locals (C1InlineStackLimit), so each slow path costs it one call instead of the inlined
  // boxing of both operands and the two calls that split an object (issue 21: earley's first-tier
  // compilation).

  public static long addResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.add(x, y));
  }

  public static long subResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.sub(x, y));
  }

  public static long mulResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.mul(x, y));
  }

  public static long quotientResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.quotient("quotient", x, y));
  }

  public static long remainderResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.remainder("remainder", x, y));
  }

  public static long moduloResult(long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return toResult(Num.modulo("modulo", x, y));
  }

  public static boolean less(long la, Object a, long lb, Object b) {
    return a == null && b == null ? la < lb : compare("<", la, a, lb, b);
  }

  public static boolean greater(long la, Object a, long lb, Object b) {
    return a == null && b == null ? la > lb : compare(">", la, a, lb, b);
  }

  public static boolean lessOrEqual(long la, Object a, long lb, Object b) {
    return a == null && b == null ? la <= lb : compare("<=", la, a, lb, b);
  }

  public static boolean greaterOrEqual(long la, Object a, long lb, Object b) {
    return a == null && b == null ? la >= lb : compare(">=", la, a, lb, b);
  }

  public static boolean numEquals(long la, Object a, long lb, Object b) {
    return a == null && b == null ? la == lb : compare("=", la, a, lb, b);
  }

  /**
   * The generic comparison {@code name} of two speculated fixnums, out of line so that each
   * comparison above stays small enough (35 bytes of bytecode) for the first JIT tier to inline.
   */
  private static boolean compare(String name, long la, Object a, long lb, Object b) {
    Object x = box(la, a);
    Object y = box(lb, b);
    return switch (name) {
      case "<" -> Num.less(x, y);
      case ">" -> Num.greater(x, y);
      case "<=" -> Num.lessOrEqual(x, y);
      case ">=" -> Num.greaterOrEqual(x, y);
      default -> Num.numEquals(x, y);
    };
  }

  public static boolean isZero(long l, Object big) {
    return big == null ? l == 0 : Num.isZero(box(l, big));
  }

  public static boolean isEven(long l, Object big) {
    return big == null ? (l & 1) == 0 : Num.isZero(Num.remainder("even?", box(l, big), 2L));
  }

  public static boolean isOdd(long l, Object big) {
    return big == null ? (l & 1) != 0 : !Num.isZero(Num.remainder("odd?", box(l, big), 2L));
  }

  // A procedure whose results are likely fixnums returns a long ("fixnum results"): the value
  // itself when it is a fixnum other than Long.MIN_VALUE, else Long.MIN_VALUE with the value left
  // in the thread's stash, which the caller takes at once (resultObject or resultBig). Neither
  // side allocates for a fixnum result.

  // A subclass rather than ThreadLocal.withInitial(lambda): linking a lambda spins method-handle
  // classes, milliseconds of interpreted code at the first fixnum result of every program.
  private static final ThreadLocal<Object[]> STASH = new ThreadLocal<>() {
    @Override
    protected Object[] initialValue() {
      return new Object[1];
    }
  };

  /** The long a procedure with fixnum results returns for the speculated fixnum {@code (l, big)}. */
  public static long result(long l, Object big) {
    if (big == null && l != Long.MIN_VALUE) {
      return l;
    }
    STASH.get()[0] = box(l, big);
    return Long.MIN_VALUE;
  }

  /** The long a procedure with fixnum results returns for the value {@code x}. */
  public static long toResult(Object x) {
    return x instanceof Long l ? result(l, null) : result(0, x);
  }

  /** The value of a fixnum result {@code l}. */
  public static Object resultObject(long l) {
    return l != Long.MIN_VALUE ? Long.valueOf(l) : take();
  }

  /** The object half of the speculated fixnum that fixnum result {@code l} stands for. */
  public static Object resultBig(long l) {
    if (l != Long.MIN_VALUE) {
      return null;
    }
    Object value = take();
    return value == null ? NULL_HALF : value;
  }

  // Arithmetic on two objects whose value is wanted as a speculated fixnum ((* (index s) count)
  // with neither operand speculated): the result as a fixnum result, taken apart by resultBig, so a
  // fixnum result is never boxed (the generic operation's Long above 127 was an allocation) and the
  // caller makes two calls where the builtin and the split made four. Each operand is unboxed once
  // into a local and a fixnum result returned in place (Long.MIN_VALUE, which stands for "in the
  // stash", takes the generic path): the interpreter, which runs a program's first calls, makes
  // every Long.longValue and helper call a real call, where the JIT's tiers inline them (issue 21:
  // earley with -Xint).

  /** {@code (+ a b)} as a fixnum result. */
  public static long addObjects(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long p = x;
      long q = y;
      long r = p + q;
      if (((p ^ r) & (q ^ r)) >= 0 && r != Long.MIN_VALUE) {
        return r;
      }
    }
    return toResult(Num.add(a, b));
  }

  /** {@code (- a b)} as a fixnum result. */
  public static long subObjects(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long p = x;
      long q = y;
      long r = p - q;
      if (((p ^ q) & (p ^ r)) >= 0 && r != Long.MIN_VALUE) {
        return r;
      }
    }
    return toResult(Num.sub(a, b));
  }

  /** {@code (* a b)} as a fixnum result. */
  public static long mulObjects(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long p = x;
      long q = y;
      long r = p * q;
      if (productFits(p, q, r) && r != Long.MIN_VALUE) {
        return r;
      }
    }
    return toResult(Num.mul(a, b));
  }

  /** {@code (quotient a b)} as a fixnum result. */
  public static long quotientObjects(Object a, Object b) {
    // A zero divisor takes the generic path for its error; so does -1, whose quotient of the most
    // negative fixnum overflows.
    if (a instanceof Long x && b instanceof Long y) {
      long q = y;
      if (q != 0 && q != -1) {
        long r = x / q;
        if (r != Long.MIN_VALUE) {
          return r;
        }
      }
    }
    return toResult(Num.quotient("quotient", a, b));
  }

  /** {@code (remainder a b)} as a fixnum result. */
  public static long remainderObjects(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long q = y;
      if (q != 0) {
        // Never Long.MIN_VALUE: the remainder is smaller than the divisor in magnitude.
        return x % q;
      }
    }
    return toResult(Num.remainder("remainder", a, b));
  }

  /** {@code (modulo a b)} as a fixnum result. */
  public static long moduloObjects(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      long q = y;
      if (q != 0) {
        // Never Long.MIN_VALUE, as for remainder.
        return Math.floorMod((long) x, q);
      }
    }
    return toResult(Num.modulo("modulo", a, b));
  }

  private static Object take() {
    Object[] stash = STASH.get();
    Object x = stash[0];
    stash[0] = null;
    return x != null ? x : Long.valueOf(Long.MIN_VALUE);
  }
}
