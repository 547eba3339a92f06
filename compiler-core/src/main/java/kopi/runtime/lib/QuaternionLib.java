package kopi.runtime.lib;

import java.util.function.DoublePredicate;
import kopi.runtime.Builtin;
import kopi.runtime.Complex;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.Quaternion;
import kopi.runtime.QuaternionMath;

/**
 * Kawa's quaternions ({@code (kawa quaternions)}): the four-argument {@code make-rectangular} and
 * {@code make-polar}, which every program has, and the predicates and parts that, as in Kawa, only
 * an import of {@code (kawa quaternions)} binds (internal names {@code %jmag-part}...; the library of
 * {@code kopi.expand.StandardLibraries} exports them under Kawa's names). The numbers themselves are
 * {@link Quaternion}, with their arithmetic in {@link QuaternionMath}.
 */
public final class QuaternionLib {
  private QuaternionLib() {}

  @Builtin("make-rectangular")
  public static Object makeRectangular(Object real, Object imag, Object jmag, Object kmag) {
    return QuaternionMath.rectangular(real, imag, jmag, kmag);
  }

  @Builtin("make-polar")
  public static Object makePolar(Object magnitude, Object angle, Object colatitude, Object longitude) {
    return QuaternionMath.polar(magnitude, angle, colatitude, longitude);
  }

  /** {@code complex?}: every number but a quaternion with a j or k part (Kawa's answer). */
  @Builtin("complex?")
  public static Object complexP(Object x) {
    return Num.isNumber(x) && !(x instanceof Quaternion) && !(x instanceof kopi.runtime.Quantity);
  }

  @Builtin("%quaternion?")
  public static Object quaternionP(Object x) {
    return Num.isNumber(x);
  }

  @Builtin("%jmag-part")
  public static Object jmagPart(Object z) {
    if (z instanceof Quaternion q) {
      return q.jmag();
    }
    number("jmag-part", z);
    return 0L;
  }

  @Builtin("%kmag-part")
  public static Object kmagPart(Object z) {
    if (z instanceof Quaternion q) {
      return q.kmag();
    }
    number("kmag-part", z);
    return 0L;
  }

  @Builtin("%vector-part")
  public static Object vectorPart(Object z) {
    return QuaternionMath.vectorPart(z);
  }

  @Builtin("%unit-vector")
  public static Object unitVector(Object z) {
    return QuaternionMath.unitVector(z);
  }

  @Builtin("%unit-quaternion")
  public static Object unitQuaternion(Object z) {
    return QuaternionMath.unitQuaternion(z);
  }

  @Builtin("%colatitude")
  public static Object colatitude(Object z) {
    return QuaternionMath.colatitude(z);
  }

  @Builtin("%longitude")
  public static Object longitude(Object z) {
    return QuaternionMath.longitude(z);
  }

  @Builtin("%conjugate")
  public static Object conjugate(Object z) {
    if (z instanceof Complex || z instanceof Quaternion) {
      return Num.sub(Num.mul(2L, kopi.runtime.ComplexMath.realPart(z)), z);
    }
    number("conjugate", z);
    return z;
  }

  private static void number(String who, Object z) {
    if (!Num.isNumber(z)) {
      throw Errors.wrongType(who, "number", z);
    }
  }

  /** Whether some part of an inexact quaternion satisfies {@code test} ({@code nan?}, {@code infinite?}). */
  public static boolean anyPart(Quaternion q, DoublePredicate test) {
    if (q.isExact()) {
      return false;
    }
    return test.test(Num.toDouble(q.real())) || test.test(Num.toDouble(q.imag())) || test.test(Num.toDouble(q.jmag()))
        || test.test(Num.toDouble(q.kmag()));
  }
}
