package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Num;

/**
 * Bitwise operations on exact integers of any size, two's complement, under the names Kawa binds
 * in its default environment: the SRFI 60 core ({@code logand}, {@code bitwise-and}, {@code ash},
 * {@code logcount}, ...) and R6RS's {@code bitwise-} names. The rest of SRFI 60 and SRFI 151 are
 * {@link Srfi60Lib} and {@link Srfi151Lib}, bound by importing them.
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
}
