package kopi.codegen;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import kopi.expand.DeclaredTypes;

/**
 * The members of the classes the program defines ({@code define-simple-class}, seen through their
 * shapes in {@link DeclaredTypes#classShapes}) that a Java access on a receiver of unknown type
 * most likely reaches: the one class declaring a public instance field of that name, or the one
 * public instance method of that name and arity with only {@code Object} parameters (so no
 * overload choice or argument conversion is involved). {@link JavaCall} tests the receiver with
 * {@code instanceof} that class and then reads, writes or calls the member directly; any other
 * receiver takes the call site's generic path ({@code kopi.runtime.JavaCallSites}), which gives
 * the same values and the same errors. None under a debugger ({@link DebugInfo#UNOPTIMIZED}).
 */
final class ProgramMembers {
  private ProgramMembers() {}

  /** The field {@code receiver:name} most likely reads or writes, or null. */
  static Field field(DeclaredTypes declared, String name) {
    if (declared == null || DebugInfo.UNOPTIMIZED) {
      return null;
    }
    Field found = null;
    for (Class<?> shape : declared.classShapes()) {
      Field field;
      try {
        field = shape.getField(name);
      } catch (NoSuchFieldException | LinkageError e) {
        continue;
      }
      if (Modifier.isStatic(field.getModifiers()) || !isProgramClass(declared, field.getDeclaringClass())
          || found != null && !found.equals(field)) {
        return null;
      }
      found = field;
    }
    return found;
  }

  /** The method {@code (receiver:name arg ...)} with {@code count} arguments most likely calls, or null. */
  static Method method(DeclaredTypes declared, String name, int count) {
    if (declared == null || DebugInfo.UNOPTIMIZED) {
      return null;
    }
    Method found = null;
    for (Class<?> shape : declared.classShapes()) {
      Method[] methods;
      try {
        methods = shape.getMethods();
      } catch (LinkageError e) {
        continue;
      }
      Method only = null;
      for (Method method : methods) {
        if (method.getName().equals(name)) {
          if (only != null) {
            // Overloads (or one inherited beside it): the run-time choice decides.
            return null;
          }
          only = method;
        }
      }
      if (only == null) {
        continue;
      }
      if (!eligible(declared, only, count) || found != null && !found.equals(only)) {
        return null;
      }
      found = only;
    }
    return found;
  }

  private static boolean eligible(DeclaredTypes declared, Method method, int count) {
    if (Modifier.isStatic(method.getModifiers()) || method.isVarArgs() || method.getParameterCount() != count
        || !isProgramClass(declared, method.getDeclaringClass())) {
      return false;
    }
    for (Class<?> parameter : method.getParameterTypes()) {
      if (parameter != Object.class) {
        return false;
      }
    }
    return true;
  }

  private static boolean isProgramClass(DeclaredTypes declared, Class<?> type) {
    return Modifier.isPublic(type.getModifiers()) && !type.isInterface()
        && declared.classShape(type.getName()) == type;
  }
}
