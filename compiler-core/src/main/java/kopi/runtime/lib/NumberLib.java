package kopi.runtime.lib;

import kopi.runtime.Builtin;
import kopi.runtime.Complex;
import kopi.runtime.ComplexMath;
import kopi.runtime.Errors;
import kopi.runtime.Num;
import kopi.runtime.NumberFormat;
import kopi.runtime.Ratnum;
import kopi.runtime.Values;
import kopi.syntax.NumberLiteral;

/**
 * Numbers: the arithmetic of (scheme base), (scheme inexact) and (scheme complex), over {@link Num}
 * and, for non-real numbers and the transcendental functions, {@link ComplexMath}.
 */
public final class NumberLib {
  private NumberLib() {}

  // ------------------------------------------------------------------ + - * /

  @Builtin(value = "+", types = {"number"})
  public static Object add() {
    return 0L;
  }

  @Builtin(value = "+", types = {"number"})
  public static Object add(Object a) {
    Num.isExact(a);
    return a;
  }

  @Builtin(value = "+", types = {"number"})
  public static Object add(Object a, Object b) {
    return Num.add(a, b);
  }

  @Builtin(value = "+", types = {"number"})
  public static Object add(Object[] args) {
    Object sum = 0L;
    for (Object x : args) {
      sum = Num.add(sum, x);
    }
    return sum;
  }

  @Builtin(value = "*", types = {"number"})
  public static Object mul() {
    return 1L;
  }

  @Builtin(value = "*", types = {"number"})
  public static Object mul(Object a) {
    Num.isExact(a);
    return a;
  }

  @Builtin(value = "*", types = {"number"})
  public static Object mul(Object a, Object b) {
    return Num.mul(a, b);
  }

  @Builtin(value = "*", types = {"number"})
  public static Object mul(Object[] args) {
    Object product = 1L;
    for (Object x : args) {
      product = Num.mul(product, x);
    }
    return product;
  }

  @Builtin(value = "-", types = {"number"})
  public static Object sub(Object a) {
    return Num.negate(a);
  }

  @Builtin(value = "-", types = {"number"})
  public static Object sub(Object a, Object b) {
    return Num.sub(a, b);
  }

  @Builtin(value = "-", min = 1, types = {"number"})
  public static Object sub(Object[] args) {
    if (args.length == 1) {
      return Num.negate(args[0]);
    }
    Object result = args[0];
    for (int i = 1; i < args.length; i++) {
      result = Num.sub(result, args[i]);
    }
    return result;
  }

  @Builtin(value = "/", types = {"number"})
  public static Object div(Object a) {
    return Num.div(1L, a);
  }

  @Builtin(value = "/", types = {"number"})
  public static Object div(Object a, Object b) {
    return Num.div(a, b);
  }

  @Builtin(value = "/", min = 1, types = {"number"})
  public static Object div(Object[] args) {
    if (args.length == 1) {
      return Num.div(1L, args[0]);
    }
    Object result = args[0];
    for (int i = 1; i < args.length; i++) {
      result = Num.div(result, args[i]);
    }
    return result;
  }

  // ------------------------------------------------------------------ comparisons

  @Builtin(value = "=", types = {"number"})
  public static Object numEq(Object a, Object b) {
    return Num.numEquals(a, b);
  }

  @Builtin(value = "=", min = 1, types = {"number"})
  public static Object numEq(Object[] args) {
    return chain("=", args, 0);
  }

  @Builtin(value = "<", types = {"real"})
  public static Object lt(Object a, Object b) {
    return Num.less(a, b);
  }

  @Builtin(value = "<", min = 1, types = {"real"})
  public static Object lt(Object[] args) {
    return chain("<", args, 1);
  }

  @Builtin(value = ">", types = {"real"})
  public static Object gt(Object a, Object b) {
    return Num.greater(a, b);
  }

  @Builtin(value = ">", min = 1, types = {"real"})
  public static Object gt(Object[] args) {
    return chain(">", args, 2);
  }

  @Builtin(value = "<=", types = {"real"})
  public static Object le(Object a, Object b) {
    return Num.lessOrEqual(a, b);
  }

  @Builtin(value = "<=", min = 1, types = {"real"})
  public static Object le(Object[] args) {
    return chain("<=", args, 3);
  }

  @Builtin(value = ">=", types = {"real"})
  public static Object ge(Object a, Object b) {
    return Num.greaterOrEqual(a, b);
  }

  @Builtin(value = ">=", min = 1, types = {"real"})
  public static Object ge(Object[] args) {
    return chain(">=", args, 4);
  }

  /** {@code (max a b)}, the common case, without an argument array; two fixnums are compared at once. */
  @Builtin(value = "max", types = {"real"})
  public static Object max(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x >= y ? a : b;
    }
    return extremum("max", new Object[] {a, b}, true);
  }

  @Builtin(value = "max", min = 1, types = {"real"})
  public static Object max(Object[] args) {
    return extremum("max", args, true);
  }

  /** {@code (min a b)}, the common case, without an argument array; two fixnums are compared at once. */
  @Builtin(value = "min", types = {"real"})
  public static Object min(Object a, Object b) {
    if (a instanceof Long x && b instanceof Long y) {
      return x <= y ? a : b;
    }
    return extremum("min", new Object[] {a, b}, false);
  }

  @Builtin(value = "min", min = 1, types = {"real"})
  public static Object min(Object[] args) {
    return extremum("min", args, false);
  }

  // ------------------------------------------------------------------ predicates

  @Builtin("number?")
  public static Object numberP(Object x) {
    return Num.isNumber(x);
  }

  @Builtin("real?")
  public static Object realP(Object x) {
    return Num.isReal(x);
  }

  @Builtin("rational?")
  public static Object rationalP(Object x) {
    return Num.isRational(x);
  }

  @Builtin("integer?")
  public static Object integerP(Object x) {
    return Num.isInteger(x);
  }

  @Builtin("exact?")
  public static Object exactP(Object x) {
    return Num.isExact(x);
  }

  @Builtin("inexact?")
  public static Object inexactP(Object x) {
    return !Num.isExact(x);
  }

  @Builtin("exact-integer?")
  public static Object exactIntegerP(Object x) {
    return Num.isExactInteger(x);
  }

  @Builtin("exact-rational?")
  public static Object exactRationalP(Object x) {
    return Num.isExactInteger(x) || x instanceof Ratnum;
  }

  @Builtin("nan?")
  public static Object nanP(Object x) {
    if (x instanceof Complex c) {
      return !c.isExact() && (Double.isNaN(c.realDouble()) || Double.isNaN(c.imagDouble()));
    }
    if (x instanceof kopi.runtime.Quaternion q) {
      return kopi.runtime.lib.QuaternionLib.anyPart(q, Double::isNaN);
    }
    return !Num.isExact(x) && Double.isNaN(Num.toDouble(x));
  }

  @Builtin("infinite?")
  public static Object infiniteP(Object x) {
    if (x instanceof Complex c) {
      return !c.isExact() && (Double.isInfinite(c.realDouble()) || Double.isInfinite(c.imagDouble()));
    }
    if (x instanceof kopi.runtime.Quaternion q) {
      return kopi.runtime.lib.QuaternionLib.anyPart(q, Double::isInfinite);
    }
    return !Num.isExact(x) && Double.isInfinite(Num.toDouble(x));
  }

  @Builtin("finite?")
  public static Object finiteP(Object x) {
    if (x instanceof Complex c) {
      return c.isExact() || (Double.isFinite(c.realDouble()) && Double.isFinite(c.imagDouble()));
    }
    if (x instanceof kopi.runtime.Quaternion q) {
      return !kopi.runtime.lib.QuaternionLib.anyPart(q, d -> !Double.isFinite(d));
    }
    return Num.isExact(x) || Double.isFinite(Num.toDouble(x));
  }

  @Builtin(value = "zero?", types = {"number"})
  public static Object zeroP(Object x) {
    return Num.isZero(x);
  }

  @Builtin(value = "positive?", types = {"real"})
  public static Object positiveP(Object x) {
    return Num.sign("positive?", x) > 0;
  }

  @Builtin(value = "negative?", types = {"real"})
  public static Object negativeP(Object x) {
    return Num.sign("negative?", x) < 0;
  }

  @Builtin(value = "odd?", types = {"real"})
  public static Object oddP(Object x) {
    if (x instanceof Long l) {
      return (l & 1) != 0;
    }
    return !Num.isZero(Num.remainder("odd?", x, 2L));
  }

  @Builtin(value = "even?", types = {"real"})
  public static Object evenP(Object x) {
    if (x instanceof Long l) {
      return (l & 1) == 0;
    }
    return Num.isZero(Num.remainder("even?", x, 2L));
  }

  // ------------------------------------------------------------------ integer division

  @Builtin(value = {"quotient", "truncate-quotient"}, types = {"real", "real"})
  public static Object quotient(Object a, Object b) {
    return Num.quotient("quotient", a, b);
  }

  @Builtin(value = {"remainder", "truncate-remainder"}, types = {"real", "real"})
  public static Object remainder(Object a, Object b) {
    return Num.remainder("remainder", a, b);
  }

  @Builtin(value = {"modulo", "floor-remainder"}, types = {"real", "real"})
  public static Object modulo(Object a, Object b) {
    return Num.modulo("modulo", a, b);
  }

  @Builtin("floor-quotient")
  public static Object floorQuotient(Object a, Object b) {
    return Num.floorQuotient("floor-quotient", a, b);
  }

  @Builtin("floor/")
  public static Object floorDivide(Object a, Object b) {
    return Values.of(Num.floorQuotient("floor/", a, b), Num.modulo("floor/", a, b));
  }

  @Builtin("truncate/")
  public static Object truncateDivide(Object a, Object b) {
    return Values.of(Num.quotient("truncate/", a, b), Num.remainder("truncate/", a, b));
  }

  @Builtin(value = "gcd", types = {"real"})
  public static Object gcd(Object[] args) {
    Object result = 0L;
    for (Object x : args) {
      result = Num.gcd(result, x);
    }
    return result;
  }

  @Builtin(value = "lcm", types = {"real"})
  public static Object lcm(Object[] args) {
    Object result = 1L;
    for (Object x : args) {
      result = Num.lcm(result, x);
    }
    return result;
  }

  @Builtin(value = "abs", types = {"real"})
  public static Object abs(Object x) {
    return Num.abs(x);
  }

  // ------------------------------------------------------------------ (scheme complex)

  @Builtin("magnitude")
  public static Object magnitude(Object z) {
    return ComplexMath.magnitude(z);
  }

  @Builtin("angle")
  public static Object angle(Object z) {
    return ComplexMath.angle(z);
  }

  @Builtin("real-part")
  public static Object realPart(Object z) {
    return ComplexMath.realPart(z);
  }

  @Builtin("imag-part")
  public static Object imagPart(Object z) {
    return ComplexMath.imagPart(z);
  }

  @Builtin("make-rectangular")
  public static Object makeRectangular(Object real, Object imag) {
    return ComplexMath.rectangular(real, imag);
  }

  @Builtin("make-polar")
  public static Object makePolar(Object magnitude, Object angle) {
    return ComplexMath.polar(magnitude, angle);
  }

  // ------------------------------------------------------------------ rounding and parts

  @Builtin(value = "floor", types = {"real"})
  public static Object floor(Object x) {
    return Num.floor(x);
  }

  @Builtin(value = "ceiling", types = {"real"})
  public static Object ceiling(Object x) {
    return Num.ceiling(x);
  }

  @Builtin(value = "round", types = {"real"})
  public static Object round(Object x) {
    return Num.round(x);
  }

  @Builtin(value = "truncate", types = {"real"})
  public static Object truncate(Object x) {
    return Num.truncate(x);
  }

  @Builtin("numerator")
  public static Object numerator(Object x) {
    return Num.numerator(x);
  }

  @Builtin("denominator")
  public static Object denominator(Object x) {
    return Num.denominator(x);
  }

  @Builtin("rationalize")
  public static Object rationalize(Object x, Object y) {
    // The simplest rational within |y| of x (Stern-Brocot search on exact values).
    boolean inexact = !Num.isExact(x) || !Num.isExact(y);
    if (inexact && (!Double.isFinite(Num.toDouble(x)) || !Double.isFinite(Num.toDouble(y)))) {
      return Double.isNaN(Num.toDouble(x)) || Double.isNaN(Num.toDouble(y)) ? Double.NaN
          : Double.isInfinite(Num.toDouble(y)) ? (Object) 0.0 : Num.inexact(x);
    }
    Object ex = Num.exact(x);
    Object ey = Num.abs(Num.exact(y));
    Object result = simplest(Num.sub(ex, ey), Num.add(ex, ey));
    return inexact ? Num.inexact(result) : result;
  }

  // ------------------------------------------------------------------ exactness, powers, roots

  @Builtin(value = {"exact", "inexact->exact"}, types = {"number"})
  public static Object exact(Object x) {
    return Num.exact(x);
  }

  @Builtin(value = {"inexact", "exact->inexact"}, types = {"number"})
  public static Object inexact(Object x) {
    return Num.inexact(x);
  }

  @Builtin(value = "expt", types = {"number", "number"})
  public static Object expt(Object base, Object power) {
    return Num.expt(base, power);
  }

  @Builtin(value = "square", types = {"number"})
  public static Object square(Object x) {
    return Num.mul(x, x);
  }

  @Builtin(value = "sqrt", types = {"number"})
  public static Object sqrt(Object x) {
    return Num.sqrt(x);
  }

  @Builtin(value = "exact-integer-sqrt", types = {"integer"})
  public static Object exactIntegerSqrt(Object x) {
    return Num.exactIntegerSqrt(x);
  }

  @Builtin(value = "exp", types = {"number"})
  public static Object exp(Object x) {
    return ComplexMath.exp(x);
  }

  @Builtin(value = "log", types = {"number", "number"})
  public static Object log(Object x) {
    return ComplexMath.log(x);
  }

  @Builtin(value = "log", types = {"number", "number"})
  public static Object log(Object x, Object base) {
    return ComplexMath.log(x, base);
  }

  @Builtin(value = "sin", types = {"number"})
  public static Object sin(Object x) {
    return ComplexMath.sin(x);
  }

  @Builtin(value = "cos", types = {"number"})
  public static Object cos(Object x) {
    return ComplexMath.cos(x);
  }

  @Builtin(value = "tan", types = {"number"})
  public static Object tan(Object x) {
    return ComplexMath.tan(x);
  }

  @Builtin("asin")
  public static Object asin(Object x) {
    return ComplexMath.asin(x);
  }

  @Builtin("acos")
  public static Object acos(Object x) {
    return ComplexMath.acos(x);
  }

  @Builtin(value = "atan", types = {"number", "number"})
  public static Object atan(Object x) {
    return ComplexMath.atan(x);
  }

  @Builtin(value = "atan", types = {"number", "number"})
  public static Object atan(Object y, Object x) {
    return ComplexMath.atan(y, x);
  }

  // ------------------------------------------------------------------ conversion to and from text

  @Builtin(value = "number->string", types = {"number", "integer"})
  public static Object numberToString(Object x) {
    return NumberFormat.toString(checked("number->string", x), 10);
  }

  @Builtin(value = "number->string", types = {"number", "integer"})
  public static Object numberToString(Object x, Object radix) {
    return NumberFormat.toString(checked("number->string", x), Args.index("number->string", radix));
  }

  @Builtin(value = "string->number", types = {"string", "integer"})
  public static Object stringToNumber(Object text) {
    return stringToNumber(text, 10L);
  }

  @Builtin(value = "string->number", types = {"string", "integer"})
  public static Object stringToNumber(Object text, Object radix) {
    String s = Args.string("string->number", text).toString();
    int r = Args.index("string->number", radix);
    NumberFormat.checkRadix("string->number", r);
    NumberLiteral literal = NumberLiteral.parse(s, r);
    return literal == null ? Boolean.FALSE : Num.fromLiteral(literal);
  }

  // ------------------------------------------------------------------ helpers

  private static Object checked(String who, Object x) {
    if (!Num.isNumber(x)) {
      throw Errors.wrongType(who, "number", x);
    }
    return x;
  }

  private static Object chain(String who, Object[] args, int op) {
    boolean result = true;
    for (int i = 0; i < args.length; i++) {
      checked(who, args[i]);
      if (i > 0 && result) {
        Object a = args[i - 1];
        Object b = args[i];
        result = switch (op) {
          case 0 -> Num.numEquals(a, b);
          case 1 -> Num.less(a, b);
          case 2 -> Num.greater(a, b);
          case 3 -> Num.lessOrEqual(a, b);
          default -> Num.greaterOrEqual(a, b);
        };
      }
    }
    return result;
  }

  private static Object extremum(String who, Object[] args, boolean max) {
    Object best = checked(who, args[0]);
    boolean inexact = !Num.isExact(best);
    for (int i = 1; i < args.length; i++) {
      Object x = checked(who, args[i]);
      inexact |= !Num.isExact(x);
      if (x instanceof Double d && d.isNaN()) {
        best = x;
      } else if (!(best instanceof Double b && b.isNaN())
          && (max ? Num.greater(x, best) : Num.less(x, best))) {
        best = x;
      } else if (x instanceof Double d && d == 0.0 && Num.isZero(best)
          && (1 / d < 0) != max) {
        // 0.0 and -0.0 are =, but as Math.min and Math.max (what unboxed code computes) the
        // minimum is -0.0 and the maximum 0.0, whatever the order of the arguments.
        best = x;
      }
    }
    return inexact ? Num.inexact(best) : best;
  }

  /** The simplest rational in [lo, hi] (both exact). */
  private static Object simplest(Object lo, Object hi) {
    if (Num.sign("rationalize", lo) > 0) {
      return simplestPositive(lo, hi);
    }
    if (Num.sign("rationalize", hi) < 0) {
      return Num.negate(simplestPositive(Num.negate(hi), Num.negate(lo)));
    }
    return 0L;
  }

  private static Object simplestPositive(Object lo, Object hi) {
    Object floor = Num.floor(lo);
    if (Num.numEquals(floor, lo)) {
      return floor;
    }
    if (Num.less(floor, Num.floor(hi))) {
      return Num.add(floor, 1L);
    }
    Object rest = simplestPositive(Num.div(1L, Num.sub(hi, floor)), Num.div(1L, Num.sub(lo, floor)));
    return Num.add(floor, Num.div(1L, rest));
  }
}
