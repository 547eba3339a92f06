package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.Symbol;
import kopi.runtime.Unspecified;

/**
 * The numeric accessors of R6RS's {@code (rnrs bytevectors)}: integers of any size and IEEE
 * floats, big- or little-endian. They are internal builtins ({@code %bytevector-uint-ref}, ...);
 * the bundled source {@code kopi/lib/rnrs/bytevectors.sld} defines the library's procedures
 * ({@code bytevector-u16-ref}, ...) over them.
 */
public final class BytevectorNumbersLib {
  private BytevectorNumbersLib() {}

  private static byte[] bytes(String who, Object x) {
    if (x instanceof byte[] b) {
      return b;
    }
    throw Errors.wrongType(who, "bytevector", x);
  }

  private static boolean big(String who, Object endianness) {
    if (endianness instanceof Symbol s && (s.name().equals("big") || s.name().equals("little"))) {
      return s.name().equals("big");
    }
    throw Errors.wrongType(who, "endianness (big or little)", endianness);
  }

  private static int start(String who, byte[] b, Object index, int size) {
    int i = Args.index(who, index);
    if (size <= 0 || i + size > b.length) {
      throw Errors
          .error(who + ": " + size + " bytes at index " + i + " do not fit in a bytevector of length " + b.length);
    }
    return i;
  }

  private static BigInteger unsigned(byte[] b, int at, int size, boolean big) {
    BigInteger value = BigInteger.ZERO;
    for (int k = 0; k < size; k++) {
      int byteAt = big ? at + k : at + size - 1 - k;
      value = value.shiftLeft(8).or(BigInteger.valueOf(b[byteAt] & 0xff));
    }
    return value;
  }

  @Builtin("%bytevector-uint-ref")
  public static Object uintRef(Object bv, Object index, Object endianness, Object size) {
    byte[] b = bytes("bytevector-uint-ref", bv);
    int n = Args.index("bytevector-uint-ref", size);
    return Num
        .normalize(unsigned(b, start("bytevector-uint-ref", b, index, n), n, big("bytevector-uint-ref", endianness)));
  }

  @Builtin("%bytevector-sint-ref")
  public static Object sintRef(Object bv, Object index, Object endianness, Object size) {
    byte[] b = bytes("bytevector-sint-ref", bv);
    int n = Args.index("bytevector-sint-ref", size);
    BigInteger u = unsigned(b, start("bytevector-sint-ref", b, index, n), n, big("bytevector-sint-ref", endianness));
    return Num.normalize(u.testBit(8 * n - 1) ? u.subtract(BigInteger.ONE.shiftLeft(8 * n)) : u);
  }

  private static Object store(String who, Object bv, Object index, Object value, Object endianness, Object size,
      boolean signed) {
    byte[] b = bytes(who, bv);
    int n = Args.index(who, size);
    int at = start(who, b, index, n);
    if (!Num.isExactInteger(value)) {
      throw Errors.wrongType(who, "exact integer", value);
    }
    BigInteger v = Num.toBig(value);
    BigInteger limit = BigInteger.ONE.shiftLeft(8 * n);
    boolean fits = signed ? v.compareTo(limit.shiftRight(1).negate()) >= 0 && v.compareTo(limit.shiftRight(1)) < 0
        : v.signum() >= 0 && v.compareTo(limit) < 0;
    if (!fits) {
      throw Errors.error(who + ": " + v + " does not fit in " + n + " byte" + (n == 1 ? "" : "s"));
    }
    boolean bigEndian = big(who, endianness);
    for (int k = 0; k < n; k++) {
      int byteAt = bigEndian ? at + n - 1 - k : at + k;
      b[byteAt] = (byte) v.shiftRight(8 * k).intValue();
    }
    return Unspecified.VALUE;
  }

  @Builtin("%bytevector-uint-set!")
  public static Object uintSet(Object bv, Object index, Object value, Object endianness, Object size) {
    return store("bytevector-uint-set!", bv, index, value, endianness, size, false);
  }

  @Builtin("%bytevector-sint-set!")
  public static Object sintSet(Object bv, Object index, Object value, Object endianness, Object size) {
    return store("bytevector-sint-set!", bv, index, value, endianness, size, true);
  }

  /** An IEEE single (size 4) or double (size 8). */
  @Builtin("%bytevector-ieee-ref")
  public static Object ieeeRef(Object bv, Object index, Object endianness, Object size) {
    byte[] b = bytes("bytevector-ieee-ref", bv);
    int n = Args.index("bytevector-ieee-ref", size);
    long bits = unsigned(b, start("bytevector-ieee-ref", b, index, n), n, big("bytevector-ieee-ref", endianness))
        .longValue();
    return n == 4 ? (double) Float.intBitsToFloat((int) bits) : Double.longBitsToDouble(bits);
  }

  @Builtin("%bytevector-ieee-set!")
  public static Object ieeeSet(Object bv, Object index, Object value, Object endianness, Object size) {
    int n = Args.index("bytevector-ieee-set!", size);
    if (!Num.isReal(value)) {
      throw Errors.wrongType("bytevector-ieee-set!", "real number", value);
    }
    double d = Num.toDouble(value);
    long bits = n == 4 ? Float.floatToIntBits((float) d) & 0xffffffffL : Double.doubleToLongBits(d);
    BigInteger unsignedBits = n == 8 && bits < 0 ? BigInteger.valueOf(bits).add(BigInteger.ONE.shiftLeft(64))
        : BigInteger.valueOf(bits);
    return store("bytevector-ieee-set!", bv, index, Num.normalize(unsignedBits), endianness, size, false);
  }
}
