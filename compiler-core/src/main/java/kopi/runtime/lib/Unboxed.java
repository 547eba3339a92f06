package kopi.runtime.lib;

import kopi.runtime.CallsNoScheme;
import kopi.runtime.Fixnums;
import kopi.runtime.Num;
import kopi.runtime.TypeCheck;

/**
 * Helpers for code the compiler generates from type specifiers and fixnum speculation: conversions between the
 * boxed representations ({@code Long}, {@code Double}) and JVM primitives at the boundary with
 * untyped code, and the few primitive operations that need a Scheme error where the JVM would throw
 * its own exception (division by zero, an index out of range). They are not builtins: nothing in
 * Scheme names them. Each is small so that the JIT inlines it into the caller; the slow path calls
 * the boxed builtin or check, so error messages are exactly the ones untyped code gives. Nothing
 * here calls back into Scheme.
 */
@CallsNoScheme
public final class Unboxed {
  private Unboxed() {}

  /**
   * The int in {@code value}, which must be an exact integer in the int range; otherwise the error
   * {@code CONTEXT expects int, got VALUE} where context is e.g. {@code f: argument 1}.
   */
  public static int toInt(Object value, String context) {
    if (value instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
      return (int) (long) l;
    }
    throw fail(value, "int", context);
  }

  /** The long in {@code value}, which must be a fixnum. */
  public static long toLong(Object value, String context) {
    if (value instanceof Long l) {
      return l;
    }
    throw fail(value, "long", context);
  }

  /** {@link #toInt(Object, String)} of a speculated fixnum's two halves ({@link Fixnums}). */
  public static int toInt(long low, Object big, String context) {
    if (big == null && low >= Integer.MIN_VALUE && low <= Integer.MAX_VALUE) {
      return (int) low;
    }
    return toInt(Fixnums.box(low, big), context);
  }

  /** {@link #toLong(Object, String)} of a speculated fixnum's two halves ({@link Fixnums}). */
  public static long toLong(long low, Object big, String context) {
    return big == null ? low : toLong(big, context);
  }

  /** {@code value} as a double: a flonum as it is, another real converted, as {@code ::double} asks. */
  public static double toDouble(Object value, String context) {
    if (value instanceof Double d) {
      return d;
    }
    if (TypeCheck.accepts(value, "double")) {
      return Num.toDouble(value);
    }
    throw fail(value, "double", context);
  }

  /** A long that must fit an int, where a {@code ::long} value goes into an {@code ::int} place. */
  public static int narrow(long value, String context) {
    if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
      return (int) value;
    }
    throw fail(value, "int", context);
  }

  private static RuntimeException fail(Object value, String type, String context) {
    int colon = context.lastIndexOf(": argument ");
    if (colon > 0) {
      // The same message as a parameter check at procedure entry, so both paths read alike.
      TypeCheck.require(value, type, context.substring(0, colon),
          Integer.parseInt(context.substring(colon + ": argument ".length())));
    }
    throw kopi.runtime.Errors.error(context + " expects " + type + ", got " + kopi.runtime.Printer.writeString(value));
  }

  // ------------------------------------------------------------------ integer division

  public static int quotient(int a, int b) {
    return b == 0 ? (int) (long) (Long) Num.quotient("quotient", (long) a, 0L) : a / b;
  }

  public static long quotient(long a, long b) {
    return b == 0 ? (Long) Num.quotient("quotient", a, 0L) : a / b;
  }

  public static int remainder(int a, int b) {
    return b == 0 ? (int) (long) (Long) Num.remainder("remainder", (long) a, 0L) : a % b;
  }

  public static long remainder(long a, long b) {
    return b == 0 ? (Long) Num.remainder("remainder", a, 0L) : a % b;
  }

  public static int modulo(int a, int b) {
    return b == 0 ? (int) (long) (Long) Num.modulo("modulo", (long) a, 0L) : Math.floorMod(a, b);
  }

  public static long modulo(long a, long b) {
    return b == 0 ? (Long) Num.modulo("modulo", a, 0L) : Math.floorMod(a, b);
  }

  // ------------------------------------------------------------------ vectors and bytevectors

  /** {@code (bytevector-u8-ref b k)} with an int index. */
  public static int u8Ref(Object b, int k) {
    if (b instanceof byte[] bytes && k >= 0 && k < bytes.length) {
      return bytes[k] & 0xff;
    }
    return (int) (long) (Long) BytevectorLib.bytevectorU8Ref(b, (long) k);
  }

  /** {@code (bytevector-u8-set! b k v)} with an int index and value. */
  public static void u8Set(Object b, int k, int v) {
    if (b instanceof byte[] bytes && k >= 0 && k < bytes.length && (v & ~0xff) == 0) {
      bytes[k] = (byte) v;
      return;
    }
    BytevectorLib.bytevectorU8Set(b, (long) k, (long) v);
  }

  /** {@code (vector-length v)} as a fixnum. */
  public static long vectorLength(Object v) {
    return v instanceof Object[] vector ? vector.length : (long) (Long) VectorLib.vectorLength(v);
  }

  /** {@code (vector-ref v k)} with an int index. */
  public static Object vectorRef(Object v, int k) {
    if (v instanceof Object[] vector && k >= 0 && k < vector.length) {
      return vector[k];
    }
    return VectorLib.vectorRef(v, (long) k);
  }

  /** {@code (vector-set! v k x)} with an int index. */
  public static void vectorSet(Object v, int k, Object x) {
    if (v instanceof Object[] vector && k >= 0 && k < vector.length) {
      vector[k] = x;
      return;
    }
    VectorLib.vectorSet(v, (long) k, x);
  }

  // The two accessors below are the hot path of vector code. They test the type and the range
  // themselves: letting the JVM's own cast and bounds checks throw into a handler here made C2's
  // code for a caller such as triangl's search 40% slower.

  /** {@code (vector-ref v k)} with a speculated index. */
  public static Object vectorRef(Object v, long k, Object big) {
    if (big == null && v instanceof Object[] vector && k >= 0 && k < vector.length) {
      return vector[(int) k];
    }
    return VectorLib.vectorRef(v, Fixnums.box(k, big));
  }

  /** {@code (vector-set! v k x)} with a speculated index. */
  public static void vectorSet(Object v, long k, Object big, Object x) {
    if (big == null && v instanceof Object[] vector && k >= 0 && k < vector.length) {
      vector[(int) k] = x;
      return;
    }
    setSlowly(v, k, big, x);
  }

  private static void setSlowly(Object v, long k, Object big, Object x) {
    VectorLib.vectorSet(v, Fixnums.box(k, big), x);
  }
}
