package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Values;

/**
 * SRFI 143: fixnums. A fixnum is an exact integer that fits in 64 bits (a {@code Long}, as Kopi
 * represents such integers), so {@code fx-width} is 64; a result outside that range is an error
 * rather than a silent wrap, except for the {@code /carry} procedures, which split it. The
 * constants {@code fx-width}, {@code fx-greatest} and {@code fx-least} are variables, defined by
 * the bundled source {@code kopi/lib/srfi/143.sld}.
 */
public final class Srfi143Lib {
  private Srfi143Lib() {}

  private static long fx(String who, Object x) {
    if (x instanceof Long l) {
      return l;
    }
    throw Errors.wrongType(who, "fixnum", x);
  }

  private static Object result(String who, BigInteger value) {
    if (value.bitLength() > 63) {
      throw Errors.error(who + ": result " + value + " is not a fixnum");
    }
    return value.longValue();
  }

  @Builtin("fixnum?")
  public static Object fixnumP(Object x) {
    return x instanceof Long;
  }

  private static boolean chain(String who, Object[] args, int relation) {
    for (int i = 0; i + 1 < args.length; i++) {
      int c = Long.compare(fx(who, args[i]), fx(who, args[i + 1]));
      boolean holds = switch (relation) {
        case 0 -> c == 0;
        case 1 -> c < 0;
        case 2 -> c > 0;
        case 3 -> c <= 0;
        default -> c >= 0;
      };
      if (!holds) {
        for (int j = i + 2; j < args.length; j++) {
          fx(who, args[j]);
        }
        return false;
      }
    }
    if (args.length == 1) {
      fx(who, args[0]);
    }
    return true;
  }

  @Builtin(value = "fx=?", min = 1)
  public static Object eq(Object[] args) {
    return chain("fx=?", args, 0);
  }

  @Builtin(value = "fx<?", min = 1)
  public static Object lt(Object[] args) {
    return chain("fx<?", args, 1);
  }

  @Builtin(value = "fx>?", min = 1)
  public static Object gt(Object[] args) {
    return chain("fx>?", args, 2);
  }

  @Builtin(value = "fx<=?", min = 1)
  public static Object le(Object[] args) {
    return chain("fx<=?", args, 3);
  }

  @Builtin(value = "fx>=?", min = 1)
  public static Object ge(Object[] args) {
    return chain("fx>=?", args, 4);
  }

  @Builtin("fxzero?")
  public static Object zeroP(Object x) {
    return fx("fxzero?", x) == 0;
  }

  @Builtin("fxpositive?")
  public static Object positiveP(Object x) {
    return fx("fxpositive?", x) > 0;
  }

  @Builtin("fxnegative?")
  public static Object negativeP(Object x) {
    return fx("fxnegative?", x) < 0;
  }

  @Builtin("fxodd?")
  public static Object oddP(Object x) {
    return (fx("fxodd?", x) & 1) != 0;
  }

  @Builtin("fxeven?")
  public static Object evenP(Object x) {
    return (fx("fxeven?", x) & 1) == 0;
  }

  @Builtin(value = "fxmax", min = 1)
  public static Object max(Object[] args) {
    long m = fx("fxmax", args[0]);
    for (Object x : args) {
      m = Math.max(m, fx("fxmax", x));
    }
    return m;
  }

  @Builtin(value = "fxmin", min = 1)
  public static Object min(Object[] args) {
    long m = fx("fxmin", args[0]);
    for (Object x : args) {
      m = Math.min(m, fx("fxmin", x));
    }
    return m;
  }

  @Builtin("fx+")
  public static Object add(Object a, Object b) {
    return result("fx+", BigInteger.valueOf(fx("fx+", a)).add(BigInteger.valueOf(fx("fx+", b))));
  }

  @Builtin("fx-")
  public static Object sub(Object a, Object b) {
    return result("fx-", BigInteger.valueOf(fx("fx-", a)).subtract(BigInteger.valueOf(fx("fx-", b))));
  }

  @Builtin("fxneg")
  public static Object neg(Object a) {
    return result("fxneg", BigInteger.valueOf(fx("fxneg", a)).negate());
  }

  @Builtin("fx*")
  public static Object mul(Object a, Object b) {
    return result("fx*", BigInteger.valueOf(fx("fx*", a)).multiply(BigInteger.valueOf(fx("fx*", b))));
  }

  @Builtin("fxquotient")
  public static Object quotient(Object a, Object b) {
    long d = fx("fxquotient", b);
    if (d == 0) {
      throw Errors.error("fxquotient: division by zero");
    }
    return result("fxquotient", BigInteger.valueOf(fx("fxquotient", a)).divide(BigInteger.valueOf(d)));
  }

  @Builtin("fxremainder")
  public static Object remainder(Object a, Object b) {
    long d = fx("fxremainder", b);
    if (d == 0) {
      throw Errors.error("fxremainder: division by zero");
    }
    return fx("fxremainder", a) % d;
  }

  @Builtin("fxabs")
  public static Object abs(Object a) {
    return result("fxabs", BigInteger.valueOf(fx("fxabs", a)).abs());
  }

  @Builtin("fxsquare")
  public static Object square(Object a) {
    BigInteger x = BigInteger.valueOf(fx("fxsquare", a));
    return result("fxsquare", x.multiply(x));
  }

  /** The exact integer square root and the rest, as {@code exact-integer-sqrt}. */
  @Builtin("fxsqrt")
  public static Object sqrt(Object a) {
    long x = fx("fxsqrt", a);
    if (x < 0) {
      throw Errors.wrongType("fxsqrt", "non-negative fixnum", a);
    }
    BigInteger root = BigInteger.valueOf(x).sqrt();
    return Values.of(root.longValue(), x - root.longValue() * root.longValue());
  }

  /** The sum {@code s} as two fixnums: {@code s} modulo 2^64 (balanced) and the carry. */
  private static Object carry(BigInteger s) {
    BigInteger low = BigInteger.valueOf(s.longValue());
    return Values.of(low.longValue(), s.subtract(low).shiftRight(64).longValue());
  }

  @Builtin("fx+/carry")
  public static Object addCarry(Object i, Object j, Object k) {
    return carry(BigInteger.valueOf(fx("fx+/carry", i)).add(BigInteger.valueOf(fx("fx+/carry", j)))
        .add(BigInteger.valueOf(fx("fx+/carry", k))));
  }

  @Builtin("fx-/carry")
  public static Object subCarry(Object i, Object j, Object k) {
    return carry(BigInteger.valueOf(fx("fx-/carry", i)).subtract(BigInteger.valueOf(fx("fx-/carry", j)))
        .subtract(BigInteger.valueOf(fx("fx-/carry", k))));
  }

  @Builtin("fx*/carry")
  public static Object mulCarry(Object i, Object j, Object k) {
    return carry(BigInteger.valueOf(fx("fx*/carry", i)).multiply(BigInteger.valueOf(fx("fx*/carry", j)))
        .add(BigInteger.valueOf(fx("fx*/carry", k))));
  }

  @Builtin("fxnot")
  public static Object not(Object a) {
    return ~fx("fxnot", a);
  }

  @Builtin(value = "fxand", min = 0)
  public static Object and(Object[] args) {
    long r = -1;
    for (Object x : args) {
      r &= fx("fxand", x);
    }
    return r;
  }

  @Builtin(value = "fxior", min = 0)
  public static Object ior(Object[] args) {
    long r = 0;
    for (Object x : args) {
      r |= fx("fxior", x);
    }
    return r;
  }

  @Builtin(value = "fxxor", min = 0)
  public static Object xor(Object[] args) {
    long r = 0;
    for (Object x : args) {
      r ^= fx("fxxor", x);
    }
    return r;
  }

  @Builtin("fxarithmetic-shift")
  public static Object shift(Object a, Object count) {
    long n = fx("fxarithmetic-shift", count);
    BigInteger x = BigInteger.valueOf(fx("fxarithmetic-shift", a));
    if (Math.abs(n) > 64) {
      n = n > 0 ? 65 : -65;
    }
    return result("fxarithmetic-shift", n >= 0 ? x.shiftLeft((int) n) : x.shiftRight((int) -n));
  }

  @Builtin("fxarithmetic-shift-left")
  public static Object shiftLeft(Object a, Object count) {
    long n = fx("fxarithmetic-shift-left", count);
    if (n < 0 || n >= 64) {
      throw Errors.error("fxarithmetic-shift-left: shift count " + n + " is not between 0 and 63");
    }
    return shift(a, count);
  }

  @Builtin("fxarithmetic-shift-right")
  public static Object shiftRight(Object a, Object count) {
    long n = fx("fxarithmetic-shift-right", count);
    if (n < 0 || n >= 64) {
      throw Errors.error("fxarithmetic-shift-right: shift count " + n + " is not between 0 and 63");
    }
    return fx("fxarithmetic-shift-right", a) >> n;
  }

  @Builtin("fxbit-count")
  public static Object bitCount(Object a) {
    long x = fx("fxbit-count", a);
    return (long) Long.bitCount(x < 0 ? ~x : x);
  }

  @Builtin("fxlength")
  public static Object length(Object a) {
    long x = fx("fxlength", a);
    return (long) (64 - Long.numberOfLeadingZeros(x < 0 ? ~x : x));
  }

  @Builtin("fxif")
  public static Object ifBits(Object mask, Object a, Object b) {
    long m = fx("fxif", mask);
    return (m & fx("fxif", a)) | (~m & fx("fxif", b));
  }

  private static int index(String who, Object index) {
    long i = fx(who, index);
    if (i < 0 || i >= 64) {
      throw Errors.error(who + ": bit index " + i + " is not between 0 and 63");
    }
    return (int) i;
  }

  @Builtin("fxbit-set?")
  public static Object bitSetP(Object index, Object a) {
    return ((fx("fxbit-set?", a) >> index("fxbit-set?", index)) & 1) != 0;
  }

  @Builtin("fxcopy-bit")
  public static Object copyBit(Object index, Object a, Object bit) {
    int i = index("fxcopy-bit", index);
    long x = fx("fxcopy-bit", a);
    boolean set = bit instanceof Boolean b ? b : fx("fxcopy-bit", bit) != 0;
    return set ? x | (1L << i) : x & ~(1L << i);
  }

  @Builtin("fxfirst-set-bit")
  public static Object firstSetBit(Object a) {
    long x = fx("fxfirst-set-bit", a);
    return x == 0 ? -1L : (long) Long.numberOfTrailingZeros(x);
  }

  private static long field(long x, int start, int end) {
    long width = end - start;
    long mask = width >= 64 ? -1L : (1L << width) - 1;
    return (x >> start) & mask;
  }

  private static int[] range(String who, Object start, Object end) {
    int s = index(who, start);
    long e = fx(who, end);
    if (e < s || e > 64) {
      throw Errors.error(who + ": bit field end " + e + " is not between " + s + " and 64");
    }
    return new int[] {s, (int) e};
  }

  @Builtin("fxbit-field")
  public static Object bitField(Object a, Object start, Object end) {
    int[] r = range("fxbit-field", start, end);
    return field(fx("fxbit-field", a), r[0], r[1]);
  }

  @Builtin("fxbit-field-rotate")
  public static Object bitFieldRotate(Object a, Object count, Object start, Object end) {
    int[] r = range("fxbit-field-rotate", start, end);
    long x = fx("fxbit-field-rotate", a);
    int width = r[1] - r[0];
    if (width == 0) {
      return x;
    }
    long n = Math.floorMod(fx("fxbit-field-rotate", count), width);
    long f = field(x, r[0], r[1]);
    long mask = width >= 64 ? -1L : (1L << width) - 1;
    long rotated = ((f << n) | (f >>> (width - n))) & mask;
    return (x & ~(mask << r[0])) | (rotated << r[0]);
  }

  @Builtin("fxbit-field-reverse")
  public static Object bitFieldReverse(Object a, Object start, Object end) {
    int[] r = range("fxbit-field-reverse", start, end);
    long x = fx("fxbit-field-reverse", a);
    int width = r[1] - r[0];
    long f = field(x, r[0], r[1]);
    long reversed = 0;
    for (int i = 0; i < width; i++) {
      reversed = (reversed << 1) | ((f >> i) & 1);
    }
    long mask = width >= 64 ? -1L : (1L << width) - 1;
    return (x & ~(mask << r[0])) | (reversed << r[0]);
  }
}
