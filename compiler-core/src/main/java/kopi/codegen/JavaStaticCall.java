package kopi.codegen;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import kopi.expand.Core;
import kopi.runtime.Char;
import kopi.runtime.JavaInterop;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A direct {@code invokestatic} for {@code (%java-static "Class" "method" arg ...)} when every
 * argument is a constant, so the overload can be chosen at compile time exactly as the run-time
 * helper would choose it ({@link JavaInterop#chooseStatic}); the constants are pushed already
 * converted to the parameter types and the result is boxed back to its Scheme representation.
 * Anything else stays a call to the run-time helper.
 */
final class JavaStaticCall implements Opcodes {
  private final Method method;
  private final List<Core> arguments;

  private JavaStaticCall(Method method, List<Core> arguments) {
    this.method = method;
    this.arguments = arguments;
  }

  /** The direct call for the operands of a {@code %java-static} call, or null when it must stay dynamic. */
  static JavaStaticCall find(List<Core> operands) {
    if (operands.size() < 2 || !(operands.get(0) instanceof Core.Const owner && owner.value() instanceof String className)
        || !(operands.get(1) instanceof Core.Const member && member.value() instanceof String name)) {
      return null;
    }
    List<Core> arguments = operands.subList(2, operands.size());
    Object[] samples = new Object[arguments.size()];
    for (int i = 0; i < samples.length; i++) {
      if (!(arguments.get(i) instanceof Core.Const constant) || !pushable(constant.value())) {
        return null;
      }
      samples[i] = constant.value();
    }
    Class<?> type = JavaInterop.findClass(className);
    if (type == null || !Modifier.isPublic(type.getModifiers()) || !type.getModule().isExported(type.getPackageName())
        || type.getClassLoader() != null) {
      // Only platform classes: a user class may not be visible from the generated class's loader.
      return null;
    }
    Method method = JavaInterop.chooseStatic(type, name, samples);
    if (method == null || method.isVarArgs() || !Modifier.isPublic(method.getDeclaringClass().getModifiers())) {
      return null;
    }
    for (int i = 0; i < samples.length; i++) {
      if (!canPush(method.getParameterTypes()[i], samples[i])) {
        return null;
      }
    }
    return new JavaStaticCall(method, arguments);
  }

  void emit(MethodVisitor mv) {
    Class<?>[] parameters = method.getParameterTypes();
    for (int i = 0; i < parameters.length; i++) {
      push(mv, parameters[i], ((Core.Const) arguments.get(i)).value());
    }
    Class<?> owner = method.getDeclaringClass();
    mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(owner), method.getName(),
        Type.getMethodDescriptor(method), owner.isInterface());
    box(mv, method.getReturnType());
  }

  private static boolean pushable(Object value) {
    return value instanceof Long || value instanceof Double || value instanceof String || value instanceof Char
        || value instanceof Boolean;
  }

  private static boolean canPush(Class<?> parameter, Object value) {
    if (parameter.isPrimitive()) {
      return parameter != byte.class && parameter != short.class;
    }
    // A reference parameter receives the boxed constant itself, as the run-time helper would pass it.
    return JavaInterop.toJava(parameter, value) == value;
  }

  private static void push(MethodVisitor mv, Class<?> parameter, Object value) {
    if (parameter == int.class) {
      mv.visitLdcInsn(value instanceof Char c ? c.codePoint() : ((Long) value).intValue());
    } else if (parameter == long.class) {
      mv.visitLdcInsn((Long) value);
    } else if (parameter == float.class) {
      mv.visitLdcInsn(((Number) value).floatValue());
    } else if (parameter == double.class) {
      mv.visitLdcInsn(((Number) value).doubleValue());
    } else if (parameter == char.class) {
      mv.visitLdcInsn(((Char) value).codePoint());
    } else if (parameter == boolean.class) {
      mv.visitInsn((Boolean) value ? ICONST_1 : ICONST_0);
    } else if (value instanceof String s) {
      mv.visitLdcInsn(s);
    } else if (value instanceof Long l) {
      mv.visitLdcInsn(l);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (value instanceof Double d) {
      mv.visitLdcInsn(d);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (value instanceof Boolean b) {
      mv.visitFieldInsn(GETSTATIC, "java/lang/Boolean", b ? "TRUE" : "FALSE", "Ljava/lang/Boolean;");
    } else {
      mv.visitLdcInsn(((Char) value).codePoint());
      mv.visitMethodInsn(INVOKESTATIC, Rt.CHAR, "of", "(I)L" + Rt.CHAR + ";", false);
    }
  }

  /** Boxes the result on the stack into the Scheme representation of {@code type}. */
  private static void box(MethodVisitor mv, Class<?> type) {
    if (type == void.class) {
      mv.visitFieldInsn(GETSTATIC, Rt.UNSPECIFIED, "VALUE", "L" + Rt.UNSPECIFIED + ";");
    } else if (type == int.class || type == short.class || type == byte.class) {
      mv.visitInsn(I2L);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (type == long.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
    } else if (type == float.class) {
      mv.visitInsn(F2D);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (type == double.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
    } else if (type == char.class) {
      mv.visitMethodInsn(INVOKESTATIC, Rt.CHAR, "of", "(I)L" + Rt.CHAR + ";", false);
    } else if (type == boolean.class) {
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Boolean", "valueOf", "(Z)Ljava/lang/Boolean;", false);
    } else {
      mv.visitMethodInsn(INVOKESTATIC, "kopi/runtime/JavaInterop", "fromJava", "(Ljava/lang/Object;)Ljava/lang/Object;",
          false);
    }
  }
}
