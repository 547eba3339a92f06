package kopi.runtime.lib;

import java.math.BigInteger;
import kopi.runtime.Builtin;
import kopi.runtime.Nil;
import kopi.runtime.Pair;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.Unspecified;

/**
 * The SRFI 151 bitwise procedures that neither the default environment ({@link BitwiseLib}) nor
 * SRFI 60 ({@link Srfi60Lib}) has under the same name. Bit lists and vectors put the least
 * significant bit first ({@code (bits->list 11)} is {@code (#t #t #f #t)}).
 */
public final class Srfi151Lib {
  private Srfi151Lib() {}

  private static BigInteger big(String who, Object x) {
    return BitwiseLib.big(who, x);
  }

  private static Object num(BigInteger x) {
    return BitwiseLib.num(x);
  }

  @Builtin(value = "bitwise-eqv", min = 0)
  public static Object eqv(Object[] args) {
    BigInteger r = BigInteger.ONE.negate();
    for (Object x : args) {
      r = r.xor(big("bitwise-eqv", x)).not();
    }
    return num(r);
  }

  @Builtin("bitwise-nand")
  public static Object nand(Object a, Object b) {
    return num(big("bitwise-nand", a).and(big("bitwise-nand", b)).not());
  }

  @Builtin("bitwise-nor")
  public static Object nor(Object a, Object b) {
    return num(big("bitwise-nor", a).or(big("bitwise-nor", b)).not());
  }

  @Builtin("bitwise-andc1")
  public static Object andc1(Object a, Object b) {
    return num(big("bitwise-andc1", a).not().and(big("bitwise-andc1", b)));
  }

  @Builtin("bitwise-andc2")
  public static Object andc2(Object a, Object b) {
    return num(big("bitwise-andc2", a).andNot(big("bitwise-andc2", b)));
  }

  @Builtin("bitwise-orc1")
  public static Object orc1(Object a, Object b) {
    return num(big("bitwise-orc1", a).not().or(big("bitwise-orc1", b)));
  }

  @Builtin("bitwise-orc2")
  public static Object orc2(Object a, Object b) {
    return num(big("bitwise-orc2", a).or(big("bitwise-orc2", b).not()));
  }

  @Builtin("bit-swap")
  public static Object bitSwap(Object index1, Object index2, Object i) {
    BigInteger n = big("bit-swap", i);
    int a = BitwiseLib.bit("bit-swap", index1);
    int b = BitwiseLib.bit("bit-swap", index2);
    boolean x = n.testBit(a);
    boolean y = n.testBit(b);
    n = x ? n.setBit(b) : n.clearBit(b);
    n = y ? n.setBit(a) : n.clearBit(a);
    return num(n);
  }

  @Builtin("any-bit-set?")
  public static Object anyBitSet(Object testBits, Object i) {
    return BitwiseLib.logtest(testBits, i);
  }

  @Builtin("every-bit-set?")
  public static Object everyBitSet(Object testBits, Object i) {
    BigInteger t = big("every-bit-set?", testBits);
    return t.and(big("every-bit-set?", i)).equals(t);
  }

  private static BigInteger fieldMask(String who, Object start, Object end) {
    int[] f = BitwiseLib.field(who, start, end);
    return BitwiseLib.mask(f[1] - f[0]).shiftLeft(f[0]);
  }

  @Builtin("bit-field-any?")
  public static Object bitFieldAny(Object i, Object start, Object end) {
    return big("bit-field-any?", i).and(fieldMask("bit-field-any?", start, end)).signum() != 0;
  }

  @Builtin("bit-field-every?")
  public static Object bitFieldEvery(Object i, Object start, Object end) {
    BigInteger m = fieldMask("bit-field-every?", start, end);
    return big("bit-field-every?", i).and(m).equals(m);
  }

  @Builtin("bit-field-clear")
  public static Object bitFieldClear(Object i, Object start, Object end) {
    return num(big("bit-field-clear", i).andNot(fieldMask("bit-field-clear", start, end)));
  }

  @Builtin("bit-field-set")
  public static Object bitFieldSet(Object i, Object start, Object end) {
    return num(big("bit-field-set", i).or(fieldMask("bit-field-set", start, end)));
  }

  /** {@code (bit-field-replace dest source start end)}: the field takes the low bits of {@code source}. */
  @Builtin("bit-field-replace")
  public static Object bitFieldReplace(Object dest, Object source, Object start, Object end) {
    int[] f = BitwiseLib.field("bit-field-replace", start, end);
    BigInteger m = BitwiseLib.mask(f[1] - f[0]);
    BigInteger bits = big("bit-field-replace", source).and(m).shiftLeft(f[0]);
    return num(big("bit-field-replace", dest).andNot(m.shiftLeft(f[0])).or(bits));
  }

  @Builtin({"bit-field-replace-same"})
  public static Object bitFieldReplaceSame(Object dest, Object source, Object start, Object end) {
    return Srfi60Lib.copyBitField(dest, source, start, end);
  }

  @Builtin("bit-field-rotate")
  public static Object bitFieldRotate(Object i, Object count, Object start, Object end) {
    return Srfi60Lib.rotateBitField(i, count, start, end);
  }

  @Builtin("bit-field-reverse")
  public static Object bitFieldReverse(Object i, Object start, Object end) {
    return Srfi60Lib.reverseBitField(i, start, end);
  }

  @Builtin("bits->list")
  public static Object bitsToList(Object i) {
    return bitsToList(i, (long) big("bits->list", i).bitLength());
  }

  @Builtin("bits->list")
  public static Object bitsToList(Object i, Object length) {
    BigInteger n = big("bits->list", i);
    int len = BitwiseLib.bit("bits->list", length);
    Object out = Nil.NIL;
    for (int k = len - 1; k >= 0; k--) {
      out = new Pair(n.testBit(k), out);
    }
    return out;
  }

  @Builtin("bits->vector")
  public static Object bitsToVector(Object i) {
    return Args.listToArray("bits->vector", bitsToList(i));
  }

  @Builtin("bits->vector")
  public static Object bitsToVector(Object i, Object length) {
    return Args.listToArray("bits->vector", bitsToList(i, length));
  }

  @Builtin("list->bits")
  public static Object listToBits(Object list) {
    BigInteger n = BigInteger.ZERO;
    int k = 0;
    for (Object l = list; l instanceof Pair p; l = p.cdr, k++) {
      if (p.car != Boolean.FALSE) {
        n = n.setBit(k);
      }
    }
    return num(n);
  }

  @Builtin("vector->bits")
  public static Object vectorToBits(Object vector) {
    return listToBits(Pair.list(Args.vector("vector->bits", vector)));
  }

  @Builtin(value = "bits", min = 0)
  public static Object bits(Object[] booleans) {
    return listToBits(Pair.list(booleans));
  }

  /** {@code (bitwise-fold proc seed i)}: {@code (proc bit acc)} from the least significant bit. */
  @Builtin("bitwise-fold")
  public static Object bitwiseFold(Object proc, Object seed, Object i) {
    Procedure f = Args.procedure("bitwise-fold", proc);
    BigInteger n = big("bitwise-fold", i);
    Object acc = seed;
    for (int k = 0; k < n.bitLength(); k++) {
      acc = Procedure.call(f, n.testBit(k), acc);
    }
    return acc;
  }

  @Builtin("bitwise-for-each")
  public static Object bitwiseForEach(Object proc, Object i) {
    Procedure f = Args.procedure("bitwise-for-each", proc);
    BigInteger n = big("bitwise-for-each", i);
    for (int k = 0; k < n.bitLength(); k++) {
      Procedure.call(f, n.testBit(k));
    }
    return Unspecified.VALUE;
  }

  /** Bits from the least significant, {@code (mapper seed)} each, until {@code (stop? seed)}. */
  @Builtin("bitwise-unfold")
  public static Object bitwiseUnfold(Object stop, Object mapper, Object successor, Object seed) {
    Procedure p = Args.procedure("bitwise-unfold", stop);
    Procedure m = Args.procedure("bitwise-unfold", mapper);
    Procedure g = Args.procedure("bitwise-unfold", successor);
    BigInteger n = BigInteger.ZERO;
    Object s = seed;
    for (int k = 0; Procedure.call(p, s) == Boolean.FALSE; k++) {
      if (Procedure.call(m, s) != Boolean.FALSE) {
        n = n.setBit(k);
      }
      s = Procedure.call(g, s);
    }
    return num(n);
  }

  /** A generator of the bits of {@code i} from the least significant, as booleans, without end. */
  @Builtin("make-bitwise-generator")
  public static Object makeBitwiseGenerator(Object i) {
    BigInteger n = big("make-bitwise-generator", i);
    int[] next = {0};
    return new NamedProcedure("bitwise-generator", 0, 0) {
      @Override
      public Object apply0() {
        return n.testBit(next[0]++);
      }
    };
  }
}
