package kopi.runtime;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * A SRFI 4 homogeneous numeric vector other than a bytevector ({@code u8vector} is R7RS's
 * {@code byte[]}): {@code s8 u16 s16 u32 s32 u64 s64} hold exact integers in their ranges,
 * {@code f32 f64} flonums. The elements live in a Java primitive array of the kind's width
 * ({@code short[]} for both {@code s16} and {@code u16}, an unsigned kind reading its bits as
 * unsigned), so a vector of a million {@code f64} takes 8 MB.
 */
public final class UniformVector {
  /** The element kinds, by SRFI 4 tag. */
  public enum Kind {
    S8("s8", 8, true), U16("u16", 16, false), S16("s16", 16, true), U32("u32", 32, false), S32("s32", 32, true),
    U64("u64", 64, false), S64("s64", 64, true), F32("f32", 32, true), F64("f64", 64, true);

    /** The SRFI 4 tag: the {@code TAG} of {@code TAGvector} and of the literal {@code #TAG(...)}. */
    public final String tag;
    final int bits;
    final boolean signed;

    Kind(String tag, int bits, boolean signed) {
      this.tag = tag;
      this.bits = bits;
      this.signed = signed;
    }

    boolean isFloat() {
      return this == F32 || this == F64;
    }

    /** The name of the kind's vectors, {@code s16vector}. */
    public String typeName() {
      return tag + "vector";
    }

    /** The kind of tag {@code tag}, or null. */
    public static Kind of(String tag) {
      for (Kind kind : values()) {
        if (kind.tag.equals(tag)) {
          return kind;
        }
      }
      return null;
    }

    /** Whether {@code value} may be an element: an exact integer in range, or for f32/f64 a real. */
    public boolean fits(Object value) {
      if (isFloat()) {
        return value instanceof Double || value instanceof Long || value instanceof BigInteger
            || value instanceof Ratnum;
      }
      BigInteger n;
      if (value instanceof Long l) {
        n = BigInteger.valueOf(l);
      } else if (value instanceof BigInteger b) {
        n = b;
      } else {
        return false;
      }
      if (signed) {
        return n.bitLength() < bits;
      }
      return n.signum() >= 0 && n.bitLength() <= bits;
    }

    private Object newArray(int length) {
      return switch (bits) {
        case 8 -> new byte[length];
        case 16 -> new short[length];
        case 32 -> this == F32 ? new float[length] : new int[length];
        default -> this == F64 ? new double[length] : new long[length];
      };
    }
  }

  private final Kind kind;
  private final Object data;

  private UniformVector(Kind kind, Object data) {
    this.kind = kind;
    this.data = data;
  }

  /** A vector of {@code length} zeros. */
  public static UniformVector make(Kind kind, int length) {
    return new UniformVector(kind, kind.newArray(length));
  }

  /**
   * A vector of {@code elements}, each of which must {@link Kind#fits fit} the kind; a literal's
   * constant is built by this.
   */
  public static UniformVector of(String tag, Object[] elements) {
    UniformVector vector = make(Kind.of(tag), elements.length);
    for (int i = 0; i < elements.length; i++) {
      vector.set(i, elements[i]);
    }
    return vector;
  }

  public Kind kind() {
    return kind;
  }

  public int length() {
    return java.lang.reflect.Array.getLength(data);
  }

  /** Element {@code i} as a Scheme number: a Long (a BigInteger past 2^63 for u64) or a Double. */
  public Object get(int i) {
    return switch (kind) {
      case S8 -> (long) ((byte[]) data)[i];
      case S16 -> (long) ((short[]) data)[i];
      case U16 -> (long) (((short[]) data)[i] & 0xffff);
      case S32 -> (long) ((int[]) data)[i];
      case U32 -> ((int[]) data)[i] & 0xffffffffL;
      case S64 -> ((long[]) data)[i];
      case U64 -> {
        long bits = ((long[]) data)[i];
        yield bits >= 0 ? (Object) bits : BigInteger.valueOf(bits).add(BigInteger.ONE.shiftLeft(64));
      }
      // The shortest decimal of the float, as Kawa shows it: 0.1, not 0.10000000149011612.
      case F32 -> Double.parseDouble(Float.toString(((float[]) data)[i]));
      case F64 -> ((double[]) data)[i];
    };
  }

  /** Stores {@code value}, which must {@link Kind#fits fit} (the caller reports a misfit). */
  public void set(int i, Object value) {
    if (kind.isFloat()) {
      double d = Num.toDouble(value);
      if (kind == Kind.F32) {
        ((float[]) data)[i] = (float) d;
      } else {
        ((double[]) data)[i] = d;
      }
      return;
    }
    long bits = value instanceof BigInteger b ? b.longValue() : (Long) value;
    switch (kind.bits) {
      case 8 -> ((byte[]) data)[i] = (byte) bits;
      case 16 -> ((short[]) data)[i] = (short) bits;
      case 32 -> ((int[]) data)[i] = (int) bits;
      default -> ((long[]) data)[i] = bits;
    }
  }

  /** A copy, for a literal each evaluation of which must not share mutations with the source. */
  public UniformVector copy() {
    Object copy = java.lang.reflect.Array.newInstance(data.getClass().getComponentType(), length());
    System.arraycopy(data, 0, copy, 0, length());
    return new UniformVector(kind, copy);
  }

  /** Whether {@code other} is a vector of the same kind with the same elements ({@code equal?}). */
  public boolean sameElements(Object other) {
    if (!(other instanceof UniformVector that) || that.kind != kind || that.length() != length()) {
      return false;
    }
    return switch (kind.bits) {
      case 8 -> Arrays.equals((byte[]) data, (byte[]) that.data);
      case 16 -> Arrays.equals((short[]) data, (short[]) that.data);
      case 32 -> kind == Kind.F32 ? Arrays.equals((float[]) data, (float[]) that.data)
          : Arrays.equals((int[]) data, (int[]) that.data);
      default -> kind == Kind.F64 ? Arrays.equals((double[]) data, (double[]) that.data)
          : Arrays.equals((long[]) data, (long[]) that.data);
    };
  }

  /** A hash of the kind and elements, agreeing with {@link #sameElements}. */
  public int elementsHash() {
    int hash = kind.hashCode();
    for (int i = 0; i < length(); i++) {
      hash = hash * 31 + get(i).hashCode();
    }
    return hash;
  }
}
