package kopi.codegen;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * How a value lives in the JVM: as an object (every Scheme value; integers are {@code Long},
 * flonums {@code Double}) or as a primitive {@code int}, {@code long} or {@code double}. A local,
 * a parameter or a procedure result declared {@code ::int}, {@code ::long} or {@code ::double}
 * gets the primitive representation (see {@link Representations}); the emitters convert between
 * representations only at the boundary with untyped code.
 */
enum Repr implements Opcodes {
  OBJECT("Ljava/lang/Object;", ALOAD, ASTORE, ARETURN, 1),
  INT("I", ILOAD, ISTORE, IRETURN, 1),
  LONG("J", LLOAD, LSTORE, LRETURN, 2),
  DOUBLE("D", DLOAD, DSTORE, DRETURN, 2);

  final String descriptor;
  final int load;
  final int store;
  final int returnInsn;
  /** Local variable slots and operand stack words a value takes. */
  final int size;

  Repr(String descriptor, int load, int store, int returnInsn, int size) {
    this.descriptor = descriptor;
    this.load = load;
    this.store = store;
    this.returnInsn = returnInsn;
    this.size = size;
  }

  boolean isPrimitive() {
    return this != OBJECT;
  }

  /**
   * The representation a type specifier asks for. Only the three types whose values the JVM holds
   * without loss get a primitive: {@code short}, {@code byte} and {@code float} keep their run-time
   * check on a boxed value, as do {@code integer} and {@code real}, which include big and exact
   * numbers.
   */
  static Repr ofDeclared(String type) {
    if (type == null) {
      return OBJECT;
    }
    return switch (type) {
      case "int" -> INT;
      case "long" -> LONG;
      case "double" -> DOUBLE;
      default -> OBJECT;
    };
  }

  /** The wider of two numeric representations: int, then long, then double. */
  static Repr widest(Repr a, Repr b) {
    return a.ordinal() >= b.ordinal() ? a : b;
  }

  /** Pushes a placeholder of this representation, for code after an unconditional jump. */
  void pushDummy(MethodVisitor mv) {
    switch (this) {
      case OBJECT -> mv.visitInsn(ACONST_NULL);
      case INT -> mv.visitInsn(ICONST_0);
      case LONG -> mv.visitInsn(LCONST_0);
      case DOUBLE -> mv.visitInsn(DCONST_0);
    }
  }

  void pop(MethodVisitor mv) {
    mv.visitInsn(size == 2 ? POP2 : POP);
  }

  /** Boxes a primitive on the stack into the Scheme value: a {@code Long} or a {@code Double}. */
  void box(MethodVisitor mv) {
    switch (this) {
      case OBJECT -> {
      }
      case INT -> {
        mv.visitInsn(I2L);
        mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
      }
      case LONG -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
      case DOUBLE -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    }
  }

  /**
   * Converts the object on the stack to this primitive, checking its type: an error names
   * {@code context} ({@code f: argument 1}, {@code x: initial value}), the type and the value.
   */
  void unboxChecked(MethodVisitor mv, String context) {
    if (this == OBJECT) {
      return;
    }
    mv.visitLdcInsn(context);
    String method = switch (this) {
      case INT -> "toInt";
      case LONG -> "toLong";
      default -> "toDouble";
    };
    mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, method, "(Ljava/lang/Object;Ljava/lang/String;)" + descriptor, false);
  }

  /**
   * Converts a value of representation {@code from} on the stack to this one. Widening is exact
   * (an int or a long to a double is what {@code ::double} does with an exact argument); a long
   * narrowed to an int is checked; a double never becomes an integer, so boxing it and unboxing
   * with a check raises the error.
   */
  void convertFrom(Repr from, MethodVisitor mv, String context) {
    if (from == this) {
      return;
    }
    if (this == OBJECT) {
      from.box(mv);
    } else if (from == OBJECT) {
      unboxChecked(mv, context);
    } else if (from == INT && this == LONG) {
      mv.visitInsn(I2L);
    } else if (from == INT && this == DOUBLE) {
      mv.visitInsn(I2D);
    } else if (from == LONG && this == DOUBLE) {
      mv.visitInsn(L2D);
    } else if (from == LONG && this == INT) {
      mv.visitLdcInsn(context);
      mv.visitMethodInsn(INVOKESTATIC, Rt.UNBOXED, "narrow", "(JLjava/lang/String;)I", false);
    } else {
      from.box(mv);
      unboxChecked(mv, context);
    }
  }
}
