package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Num;

/**
 * Bitwise operations on exact integers of any size, two's complement, under the names Kawa binds
 * in its default environment: the SRFI 60 core ({@code logand}, {@code bitwise-and}, {@code ash},
 * {@code logcount}, ...) and R6RS's {@code bitwise-} names. The rest of SRFI 60 and SRFI 151 are
 * {@link Srfi60Lib} and {@link Srfi151Lib}, bound by importing them. Bit fields are
 * {@code [start, end)}, bit 0 the least significant. {@code (rnrs arithmetic bitwise)} exports the
 * R6RS names.
 */
public final class BitwiseLib {
  private BitwiseLib() {}

  static BigInteger big(String who, Object x) {
    if (!(x instanceof Long) && !(x instanceof BigInteger)) {
      throw Errors.wrongType(who, "an exact integer", x);
    }
    return Num.toBig(x);
  }

  static Object num(BigInteger x) {
    return Num.normalize(x);
  }

  /** A bit index: a non-negative exact integer that fits an int. */
  static int bit(String who, Object x) {
    return Args.index(who, x);
  }

  static BigInteger mask(int width) {
    return BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
  }

  /** The bit field [start, end) as {start, end}, checked. */
  static int[] field(String who, Object start, Object end) {
    int s = bit(who, start);
    int e = bit(who, end);
    if (s > e) {
      throw Errors.error(who + ": expected start <= end, got start " + s + " and end " + e);
    }
    return new int[] {s, e};
  }

  @Builtin(value = {"bitwise-and", "logand"}, min = 0)
  public static Object and(Object[] args) {
    if (args.length == 2 && args[0] instanceof Long a && args[1] instanceof Long b) {
      return a & b;
    }
    BigInteger r = BigInteger.ONE.negate();
    for (Object x : args) {
      r = r.and(big("bitwise-and", x));
    }
    return num(r);
  }

  @Builtin(value = {"bitwise-ior", "logior"}, min = 0)
  public static Object ior(Object[] args) {
    if (args.length == 2 && args[0] instanceof Long a && args[1] instanceof Long b) {
      return a | b;
    }
    BigInteger r = BigInteger.ZERO;
    for (Object x : args) {
      r = r.or(big("bitwise-ior", x));
    }
    return num(r);
  }

  @Builtin(value = {"bitwise-xor", "logxor"}, min = 0)
  public static Object xor(Object[] args) {
    if (args.length == 2 && args[0] instanceof Long a && args[1] instanceof Long b) {
      return a ^ b;
    }
    BigInteger r = BigInteger.ZERO;
    for (Object x : args) {
      r = r.xor(big("bitwise-xor", x));
    }
    return num(r);
  }

  @Builtin({"bitwise-not", "lognot"})
  public static Object not(Object x) {
    return num(big("bitwise-not", x).not());
  }

  /** {@code (bitwise-if mask i j)}: the bits of {@code i} where {@code mask} is 1, of {@code j} elsewhere. */
  @Builtin("bitwise-if")
  public static Object bitwiseIf(Object mask, Object i, Object j) {
    BigInteger m = big("bitwise-if", mask);
    return num(m.and(big("bitwise-if", i)).or(m.not().and(big("bitwise-if", j))));
  }

  @Builtin("logtest")
  public static Object logtest(Object a, Object b) {
    return big("logtest", a).and(big("logtest", b)).signum() != 0;
  }

  /** SRFI 60: the 1 bits of a non-negative integer, the 0 bits of a negative one. */
  @Builtin("logcount")
  public static Object logcount(Object x) {
    BigInteger n = big("logcount", x);
    return (long) (n.signum() < 0 ? n.not().bitCount() : n.bitCount());
  }

  /** R6RS: the 1 bits of a non-negative integer; for a negative one, (bitwise-not (count (bitwise-not n))). */
  @Builtin("bitwise-bit-count")
  public static Object bitwiseBitCount(Object x) {
    BigInteger n = big("bitwise-bit-count", x);
    return n.signum() < 0 ? (long) ~n.not().bitCount() : (long) n.bitCount();
  }

  @Builtin({"integer-length", "bitwise-length"})
  public static Object integerLength(Object x) {
    return (long) big("integer-length", x).bitLength();
  }

  @Builtin("bitwise-first-bit-set")
  public static Object firstBitSet(Object x) {
    return (long) big("bitwise-first-bit-set", x).getLowestSetBit();
  }

  @Builtin("bitwise-bit-set?")
  public static Object bitSetP(Object x, Object index) {
    return big("bitwise-bit-set?", x).testBit(bit("bitwise-bit-set?", index));
  }

  @Builtin({"arithmetic-shift", "ash", "bitwise-arithmetic-shift"})
  public static Object arithmeticShift(Object x, Object count) {
    if (!(count instanceof Long c) || Math.abs(c) > Integer.MAX_VALUE) {
      throw Errors.wrongType("arithmetic-shift", "a shift count that fits an int", count);
    }
    if (x instanceof Long n && c <= 0) {
      return c <= -64 ? (n < 0 ? -1L : 0L) : n >> -c;
    }
    return num(big("arithmetic-shift", x).shiftLeft((int) (long) c));
  }

  /** R6RS: {@code (bitwise-arithmetic-shift-left n count)}, a non-negative count. */
  @Builtin("bitwise-arithmetic-shift-left")
  public static Object shiftLeft(Object x, Object count) {
    return arithmeticShift(x, shiftCount("bitwise-arithmetic-shift-left", count));
  }

  /** R6RS: {@code (bitwise-arithmetic-shift-right n count)}, a non-negative count. */
  @Builtin("bitwise-arithmetic-shift-right")
  public static Object shiftRight(Object x, Object count) {
    return arithmeticShift(x, -(long) shiftCount("bitwise-arithmetic-shift-right", count));
  }

  private static Long shiftCount(String who, Object count) {
    if (!(count instanceof Long c) || c < 0) {
      throw Errors.wrongType(who, "a non-negative shift count", count);
    }
    return c;
  }

  /** R6RS: {@code n} with bit {@code index} set to the low bit of {@code bit}. */
  @Builtin("bitwise-copy-bit")
  public static Object copyBit(Object x, Object index, Object bit) {
    BigInteger n = big("bitwise-copy-bit", x);
    int i = bit("bitwise-copy-bit", index);
    return num(big("bitwise-copy-bit", bit).testBit(0) ? n.setBit(i) : n.clearBit(i));
  }

  /** The bits [start, end) of {@code n}, shifted down to bit 0. */
  @Builtin("bitwise-bit-field")
  public static Object bitwiseBitField(Object x, Object start, Object end) {
    return bitField("bitwise-bit-field", x, start, end);
  }

  static Object bitField(String who, Object x, Object start, Object end) {
    int[] f = field(who, start, end);
    return num(big(who, x).shiftRight(f[0]).and(mask(f[1] - f[0])));
  }

  /** R6RS: {@code to} with the field [start, end) replaced by the low bits of {@code from}. */
  @Builtin("bitwise-copy-bit-field")
  public static Object copyBitField(Object to, Object start, Object end, Object from) {
    String who = "bitwise-copy-bit-field";
    int[] f = field(who, start, end);
    BigInteger m = mask(f[1] - f[0]);
    return num(big(who, to).andNot(m.shiftLeft(f[0])).or(big(who, from).and(m).shiftLeft(f[0])));
  }

  /** R6RS: {@code (bitwise-rotate-bit-field n start end count)}, the field rotated left by {@code count}. */
  @Builtin("bitwise-rotate-bit-field")
  public static Object rotateBitField(Object x, Object start, Object end, Object count) {
    return rotateField("bitwise-rotate-bit-field", x, start, end, count);
  }

  static Object rotateField(String who, Object x, Object start, Object end, Object count) {
    int[] f = field(who, start, end);
    int width = f[1] - f[0];
    BigInteger n = big(who, x);
    if (width == 0) {
      return num(n);
    }
    int c = big(who, count).mod(BigInteger.valueOf(width)).intValue();
    BigInteger m = mask(width);
    BigInteger bits = n.shiftRight(f[0]).and(m);
    BigInteger rotated = bits.shiftLeft(c).or(bits.shiftRight(width - c)).and(m);
    return num(n.andNot(m.shiftLeft(f[0])).or(rotated.shiftLeft(f[0])));
  }

  /** R6RS: {@code n} with the bits of the field [start, end) in reverse order. */
  @Builtin("bitwise-reverse-bit-field")
  public static Object reverseBitField(Object x, Object start, Object end) {
    return reverseField("bitwise-reverse-bit-field", x, start, end);
  }

  static Object reverseField(String who, Object x, Object start, Object end) {
    int[] f = field(who, start, end);
    int width = f[1] - f[0];
    BigInteger n = big(who, x);
    BigInteger reversed = BigInteger.ZERO;
    for (int i = 0; i < width; i++) {
      if (n.testBit(f[0] + i)) {
        reversed = reversed.setBit(width - 1 - i);
      }
    }
    return num(n.andNot(mask(width).shiftLeft(f[0])).or(reversed.shiftLeft(f[0])));
  }
}
