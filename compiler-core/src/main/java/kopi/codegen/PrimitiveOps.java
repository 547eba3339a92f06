package kopi.codegen;

import java.util.List;
import kopi.codegen.Representations.Kind;
import kopi.expand.Core;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Builtin calls that compile to JVM instructions when their operands are primitives:
 * arithmetic ({@code + - * /}, {@code quotient remainder modulo abs min max},
 * {@code exact->inexact}), comparisons and numeric predicates, and the element access of vectors
 * and bytevectors with an int index. Which calls qualify follows {@link Representations}: integer
 * arithmetic needs an operand that comes from a declaration, so untyped code keeps promoting to
 * big integers, while typed {@code ::int}/{@code ::long} arithmetic wraps on overflow as Java's and
 * Kawa's does. Operands are converted to the widest representation among them first (int, long,
 * double), which for flonums is Scheme's inexact contagion. Division by zero and bad indexes go
 * through {@code kopi.runtime.lib.Unboxed}, which raises the same Scheme errors as the builtins.
 */
final class PrimitiveOps implements Opcodes {
  private PrimitiveOps() {}

  /** What the emitter provides: its method and a way to emit an operand in a given representation. */
  interface Operands {
    MethodVisitor mv();

    void emitAs(Core node, Repr repr);

    /**
     * Emits {@code node} when it is a Java call with a reference result, leaving that result as
     * Java returned it (not yet made a Scheme value by {@code JavaInterop.fromJava}); false,
     * emitting nothing, otherwise.
     */
    boolean emitJavaReference(Core node);

    /**
     * Whether {@code node} is a literal or a variable that no {@code set!} assigns: reading it later,
     * after other code of the same expression, gives the same value.
     */
    boolean isPlainRead(Core node);
  }

  private static final List<String> COMPARISONS = List.of("=", "<", ">", "<=", ">=");
  private static final List<String> SIGN_TESTS = List.of("zero?", "positive?", "negative?", "odd?", "even?");

  /** The kind of a call to builtin {@code name}; {@link Kind#OBJECT} when it is not primitive here. */
  static Kind kind(Representations reps, String name, List<Core> arguments) {
    Repr repr = resultRepr(reps, name, arguments);
    if (repr == null) {
      return Kind.OBJECT;
    }
    // Only bytevector-u8-ref yields an int that does not come from a declaration.
    return new Kind(repr, !name.equals("bytevector-u8-ref"));
  }

  /** True when a call to this builtin compiles here, whatever representation its result has. */
  static boolean isPrimitive(Representations reps, Core.Call call) {
    if (!(call.function() instanceof Core.GlobalRef ref) || !ref.global().isBuiltin()) {
      return false;
    }
    String name = ref.global().name();
    List<Core> arguments = call.arguments();
    return resultRepr(reps, name, arguments) != null || testRepr(reps, name, arguments) != null
        || accessIndexIsInt(reps, name, arguments);
  }

  /** The representation of the arithmetic result, or null when the call is not primitive. */
  private static Repr resultRepr(Representations reps, String name, List<Core> arguments) {
    int count = arguments.size();
    switch (name) {
      case "+", "-", "*" -> {
        return count >= 1 ? arithmetic(reps, arguments) : null;
      }
      case "/" -> {
        for (Core argument : arguments) {
          if (reps.kind(argument).repr() != Repr.DOUBLE) {
            return null;
          }
        }
        return count >= 1 ? Repr.DOUBLE : null;
      }
      case "quotient", "remainder", "modulo" -> {
        Repr repr = count == 2 ? arithmetic(reps, arguments) : null;
        return repr == Repr.INT || repr == Repr.LONG ? repr : null;
      }
      case "abs" -> {
        return count == 1 ? arithmetic(reps, arguments) : null;
      }
      case "min", "max" -> {
        return count == 2 ? arithmetic(reps, arguments) : null;
      }
      case "exact->inexact", "inexact" -> {
        return count == 1 && reps.kind(arguments.get(0)).isPrimitive() ? Repr.DOUBLE : null;
      }
      case "bytevector-u8-ref" -> {
        return accessIndexIsInt(reps, name, arguments) ? Repr.INT : null;
      }
      case "%type-as" -> {
        return count == 2 ? asTarget(arguments.get(0)) : null;
      }
      default -> {
        return null;
      }
    }
  }

  /**
   * The representation {@code (as TYPE x)} gives for a numeric primitive {@code TYPE}:
   * {@code int short byte} an int, {@code long} a long, {@code double float} a double; null for
   * any other type. Such an {@code as} is a declaration, like a {@code ::long} local:
   * {@code (+ total (as long x))} is JVM arithmetic that wraps, as in Kawa.
   */
  private static Repr asTarget(Core type) {
    if (!(type instanceof Core.Const c) || !(c.value() instanceof String name)) {
      return null;
    }
    return switch (name) {
      case "int", "short", "byte" -> Repr.INT;
      case "long" -> Repr.LONG;
      case "double", "float" -> Repr.DOUBLE;
      default -> null;
    };
  }

  /**
   * {@code (as TYPE x)} to a numeric primitive: an integer operand that is already a primitive is
   * narrowed as a Java cast narrows; an object that is a fixnum ({@code Long}) for an integer type,
   * or a flonum ({@code Double}) for a floating one, is unboxed and narrowed here; anything else
   * goes through {@code JavaInterop}'s conversion, which truncates a real and raises {@code as}'s
   * error for any other value. A Java call's result is tested as Java returned it, and made a
   * Scheme value only for that conversion ({@code (as long (l:get i))}: no call while the list
   * holds {@code Long}s).
   */
  private static void emitAs(Representations reps, List<Core> arguments, Operands out) {
    MethodVisitor mv = out.mv();
    String type = (String) ((Core.Const) arguments.get(0)).value();
    Repr target = asTarget(arguments.get(0));
    Core value = arguments.get(1);
    Repr from = reps.kind(value).repr();
    boolean integral = from == Repr.INT || from == Repr.LONG;
    if (target == Repr.LONG && integral || target == Repr.DOUBLE && from != null && from.isPrimitive()) {
      out.emitAs(value, target);
      narrow(mv, type);
      return;
    }
    if (target == Repr.INT && integral) {
      out.emitAs(value, from);
      if (from == Repr.LONG) {
        mv.visitInsn(L2I);
      }
      narrow(mv, type);
      return;
    }
    boolean fromJava = out.emitJavaReference(value);
    if (!fromJava) {
      out.emitAs(value, Repr.OBJECT);
    }
    String boxed = target == Repr.DOUBLE ? "java/lang/Double" : "java/lang/Long";
    Label slow = new Label();
    Label done = new Label();
    mv.visitInsn(DUP);
    mv.visitTypeInsn(INSTANCEOF, boxed);
    mv.visitJumpInsn(IFEQ, slow);
    mv.visitTypeInsn(CHECKCAST, boxed);
    if (target == Repr.DOUBLE) {
      mv.visitMethodInsn(INVOKEVIRTUAL, boxed, "doubleValue", "()D", false);
    } else {
      mv.visitMethodInsn(INVOKEVIRTUAL, boxed, "longValue", "()J", false);
      if (target == Repr.INT) {
        mv.visitInsn(L2I);
      }
    }
    narrow(mv, type);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(slow);
    if (fromJava) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.JAVA_INTEROP, "fromJava", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
    }
    mv.visitLdcInsn(type);
    String method = switch (target) {
      case INT -> "asInt";
      case LONG -> "asLong";
      default -> "asDouble";
    };
    mv.visitMethodInsn(INVOKESTATIC, Rt.JAVA_INTEROP, method,
        "(Ljava/lang/Object;Ljava/lang/String;)" + target.descriptor,
        false);
    mv.visitLabel(done);
  }

  /**
   * Narrows the int or double on the stack as a Java cast to {@code type} does: {@code short},
   * {@code byte} and {@code float} (kept as the double a flonum is); nothing for the other types.
   */
  private static void narrow(MethodVisitor mv, String type) {
    switch (type) {
      case "short" -> mv.visitInsn(I2S);
      case "byte" -> mv.visitInsn(I2B);
      case "float" -> {
        mv.visitInsn(D2F);
        mv.visitInsn(F2D);
      }
      default -> {
      }
    }
  }

  /**
   * The widest representation of the operands when all are primitives and the operation may use
   * JVM instructions: with a flonum among them, or with an integer operand from a declaration.
   */
  private static Repr arithmetic(Representations reps, List<Core> arguments) {
    Repr widest = Repr.INT;
    boolean typed = false;
    for (Core argument : arguments) {
      Kind kind = reps.kind(argument);
      if (!kind.isPrimitive()) {
        return null;
      }
      widest = Repr.widest(widest, kind.repr());
      typed |= kind.typed();
    }
    return typed || widest == Repr.DOUBLE ? widest : null;
  }

  /** The representation a comparison or numeric predicate compares in, or null. */
  private static Repr testRepr(Representations reps, String name, List<Core> arguments) {
    boolean comparison = COMPARISONS.contains(name) && arguments.size() == 2;
    boolean sign = SIGN_TESTS.contains(name) && arguments.size() == 1;
    if (!comparison && !sign) {
      return null;
    }
    Repr widest = Repr.INT;
    boolean sawLong = false;
    for (Core argument : arguments) {
      Kind kind = reps.kind(argument);
      if (!kind.isPrimitive()) {
        return null;
      }
      sawLong |= kind.repr() == Repr.LONG;
      widest = Repr.widest(widest, kind.repr());
    }
    // A long compared with a flonum must be compared exactly, which a conversion to double is not.
    if (widest == Repr.DOUBLE && sawLong) {
      return null;
    }
    if ((name.equals("odd?") || name.equals("even?")) && widest == Repr.DOUBLE) {
      return null;
    }
    return widest;
  }

  private static boolean accessIndexIsInt(Representations reps, String name, List<Core> arguments) {
    return switch (name) {
      case "bytevector-u8-ref", "vector-ref" -> arguments.size() == 2 && reps.kind(arguments.get(1)).repr() == Repr.INT;
      case "bytevector-u8-set!" -> arguments.size() == 3 && reps.kind(arguments.get(1)).repr() == Repr.INT
          && reps.kind(arguments.get(2)).repr() == Repr.INT;
      case "vector-set!" -> arguments.size() == 3 && reps.kind(arguments.get(1)).repr() == Repr.INT;
      default -> false;
    };
  }

  /**
   * Emits a call that {@link #isPrimitive} accepted, leaving a value of its {@link #kind}'s
   * representation (a {@code Boolean} or {@code Unspecified} object for tests and setters).
   */
  static void emit(Representations reps, String name, List<Core> arguments, Operands out) {
    MethodVisitor mv = out.mv();
    if (testRepr(reps, name, arguments) != null) {
      Label otherwise = new Label();
      Label done = new Label();
      emitTest(reps, name, arguments, otherwise, out);
      mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "TRUE", "Ljava/lang/Boolean;");
      mv.visitJumpInsn(GOTO, done);
      mv.visitLabel(otherwise);
      mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", "FALSE", "Ljava/lang/Boolean;");
      mv.visitLabel(done);
      return;
    }
    switch (name) {
      case "bytevector-u8-ref" -> {
        out.emitAs(arguments.get(0), Repr.OBJECT);
        out.emitAs(arguments.get(1), Repr.INT);
        mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "u8Ref", "(Ljava/lang/Object;I)I", false);
        return;
      }
      case "bytevector-u8-set!" -> {
        out.emitAs(arguments.get(0), Repr.OBJECT);
        out.emitAs(arguments.get(1), Repr.INT);
        out.emitAs(arguments.get(2), Repr.INT);
        mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "u8Set", "(Ljava/lang/Object;II)V", false);
        mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
        return;
      }
      case "vector-ref" -> {
        out.emitAs(arguments.get(0), Repr.OBJECT);
        out.emitAs(arguments.get(1), Repr.INT);
        mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "vectorRef", "(Ljava/lang/Object;I)Ljava/lang/Object;", false);
        return;
      }
      case "vector-set!" -> {
        out.emitAs(arguments.get(0), Repr.OBJECT);
        out.emitAs(arguments.get(1), Repr.INT);
        out.emitAs(arguments.get(2), Repr.OBJECT);
        mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "vectorSet", "(Ljava/lang/Object;ILjava/lang/Object;)V", false);
        mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
        return;
      }
      case "exact->inexact", "inexact" -> {
        out.emitAs(arguments.get(0), Repr.DOUBLE);
        return;
      }
      case "%type-as" -> {
        emitAs(reps, arguments, out);
        return;
      }
      default -> {
      }
    }
    Repr repr = resultRepr(reps, name, arguments);
    if (arguments.size() == 1 && (name.equals("-") || name.equals("/") || name.equals("abs"))) {
      if (name.equals("/")) {
        mv.visitInsn(DCONST_1);
      }
      out.emitAs(arguments.get(0), repr);
      if (name.equals("-")) {
        mv.visitInsn(negate(repr));
      } else if (name.equals("/")) {
        mv.visitInsn(DDIV);
      } else {
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "abs", "(" + repr.descriptor + ")" + repr.descriptor, false);
      }
      return;
    }
    // (+ total (l:get i)): the call first and the variable after it, which the call cannot change,
    // so the call finds nothing of this sum on the stack for the continuation pass to save around
    // it. Only + and *, whose JVM instructions commute.
    boolean swap = (name.equals("+") || name.equals("*")) && arguments.size() >= 2
        && out.isPlainRead(arguments.get(0)) && !out.isPlainRead(arguments.get(1));
    out.emitAs(arguments.get(swap ? 1 : 0), repr);
    for (int i = 1; i < arguments.size(); i++) {
      out.emitAs(arguments.get(swap && i == 1 ? 0 : i), repr);
      binary(mv, name, repr);
    }
  }

  private static void binary(MethodVisitor mv, String name, Repr repr) {
    int offset = switch (repr) {
      case INT -> 0;
      case LONG -> 1;
      default -> 3;
    };
    switch (name) {
      case "+" -> mv.visitInsn(IADD + offset);
      case "-" -> mv.visitInsn(ISUB + offset);
      case "*" -> mv.visitInsn(IMUL + offset);
      case "/" -> mv.visitInsn(DDIV);
      case "quotient", "remainder", "modulo" -> mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, name,
          "(" + repr.descriptor + repr.descriptor + ")" + repr.descriptor, false);
      case "min", "max" -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", name,
          "(" + repr.descriptor + repr.descriptor + ")" + repr.descriptor, false);
      default -> throw new IllegalStateException("not a primitive operation: " + name);
    }
  }

  private static int negate(Repr repr) {
    return switch (repr) {
      case INT -> INEG;
      case LONG -> LNEG;
      default -> DNEG;
    };
  }

  /**
   * Emits a comparison or numeric predicate on primitives and jumps to {@code otherwise} when it is
   * false; returns false, emitting nothing, when the call does not qualify. Flonum comparisons use
   * the NaN-aware compare that makes every comparison with NaN false, as in Scheme.
   */
  static boolean emitTest(Representations reps, String name, List<Core> arguments, Label otherwise, Operands out) {
    Repr repr = testRepr(reps, name, arguments);
    if (repr == null) {
      return false;
    }
    MethodVisitor mv = out.mv();
    out.emitAs(arguments.get(0), repr);
    if (arguments.size() == 2) {
      out.emitAs(arguments.get(1), repr);
    } else if (name.equals("odd?") || name.equals("even?")) {
      if (repr == Repr.INT) {
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IAND);
      } else {
        mv.visitInsn(LCONST_1);
        mv.visitInsn(LAND);
        mv.visitInsn(L2I);
      }
      mv.visitJumpInsn(name.equals("odd?") ? IFEQ : IFNE, otherwise);
      return true;
    } else {
      repr.pushDummy(mv);
    }
    String operator = switch (name) {
      case "zero?" -> "=";
      case "positive?" -> ">";
      case "negative?" -> "<";
      default -> name;
    };
    if (repr == Repr.INT) {
      mv.visitJumpInsn(switch (operator) {
        case "=" -> IF_ICMPNE;
        case "<" -> IF_ICMPGE;
        case ">" -> IF_ICMPLE;
        case "<=" -> IF_ICMPGT;
        default -> IF_ICMPLT;
      }, otherwise);
      return true;
    }
    if (repr == Repr.LONG) {
      mv.visitInsn(LCMP);
    } else {
      // NaN makes DCMPG give 1 and DCMPL give -1: pick the one that makes the test fail.
      mv.visitInsn(operator.equals("<") || operator.equals("<=") ? DCMPG : DCMPL);
    }
    mv.visitJumpInsn(switch (operator) {
      case "=" -> IFNE;
      case "<" -> IFGE;
      case ">" -> IFLE;
      case "<=" -> IFGT;
      default -> IFLT;
    }, otherwise);
    return true;
  }
}
