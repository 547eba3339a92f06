package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Nil;
import kopi.runtime.Pair;

/**
 * The SRFI 60 integer-bit procedures beyond the default environment's ({@link BitwiseLib}); bit
 * fields are {@code [start, end)}, bit 0 the least significant. {@code integer->list} lists the
 * most significant bit first, as SRFI 60 says (SRFI 151's {@code bits->list} is the reverse).
 */
public final class Srfi60Lib {
  private Srfi60Lib() {}

  @Builtin("bitwise-merge")
  public static Object bitwiseMerge(Object mask, Object i, Object j) {
    return BitwiseLib.bitwiseIf(mask, i, j);
  }

  @Builtin({"any-bits-set?"})
  public static Object anyBitsSet(Object a, Object b) {
    return BitwiseLib.logtest(a, b);
  }

  @Builtin("bit-count")
  public static Object bitCount(Object x) {
    return BitwiseLib.logcount(x);
  }

  /** The index of the lowest 1 bit; -1 for 0. */
  @Builtin({"log2-binary-factors", "first-set-bit"})
  public static Object firstSetBit(Object x) {
    return (long) BitwiseLib.big("first-set-bit", x).getLowestSetBit();
  }

  @Builtin({"logbit?", "bit-set?"})
  public static Object bitSet(Object index, Object x) {
    return BitwiseLib.big("bit-set?", x).testBit(BitwiseLib.bit("bit-set?", index));
  }

  @Builtin("copy-bit")
  public static Object copyBit(Object index, Object x, Object bit) {
    BigInteger n = BitwiseLib.big("copy-bit", x);
    int i = BitwiseLib.bit("copy-bit", index);
    boolean set = bit instanceof Boolean b ? b : !BigInteger.ZERO.equals(BitwiseLib.big("copy-bit", bit));
    return BitwiseLib.num(set ? n.setBit(i) : n.clearBit(i));
  }

  @Builtin("bit-field")
  public static Object bitField(Object x, Object start, Object end) {
    return BitwiseLib.bitField("bit-field", x, start, end);
  }

  /** {@code (copy-bit-field to from start end)}: {@code to} with bits [start, end) taken from {@code from}. */
  @Builtin("copy-bit-field")
  public static Object copyBitField(Object to, Object from, Object start, Object end) {
    int[] f = BitwiseLib.field("copy-bit-field", start, end);
    BigInteger m = BitwiseLib.mask(f[1] - f[0]).shiftLeft(f[0]);
    BigInteger t = BitwiseLib.big("copy-bit-field", to);
    return BitwiseLib.num(t.andNot(m).or(BitwiseLib.big("copy-bit-field", from).and(m)));
  }

  /** Rotates the field [start, end) left by {@code count}. */
  @Builtin({"rotate-bit-field"})
  public static Object rotateBitField(Object x, Object count, Object start, Object end) {
    return BitwiseLib.rotateField("rotate-bit-field", x, start, end, count);
  }

  @Builtin({"reverse-bit-field"})
  public static Object reverseBitField(Object x, Object start, Object end) {
    return BitwiseLib.reverseField("reverse-bit-field", x, start, end);
  }

  @Builtin("integer->list")
  public static Object integerToList(Object x) {
    BigInteger n = BitwiseLib.big("integer->list", x);
    return integerToList(x, (long) n.bitLength());
  }

  @Builtin("integer->list")
  public static Object integerToList(Object x, Object length) {
    BigInteger n = BitwiseLib.big("integer->list", x);
    int len = BitwiseLib.bit("integer->list", length);
    Object out = Nil.NIL;
    for (int i = 0; i < len; i++) {
      out = new Pair(n.testBit(i), out);
    }
    return out;
  }

  @Builtin("list->integer")
  public static Object listToInteger(Object list) {
    BigInteger n = BigInteger.ZERO;
    for (Object l = list; l instanceof Pair p; l = p.cdr) {
      n = n.shiftLeft(1);
      if (p.car != Boolean.FALSE) {
        n = n.setBit(0);
      }
    }
    return BitwiseLib.num(n);
  }

  @Builtin(value = "booleans->integer", min = 0)
  public static Object booleansToInteger(Object[] bits) {
    return listToInteger(Pair.list(bits));
  }
}
