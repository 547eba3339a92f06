package kopi.codegen;

import java.lang.reflect.Constructor;
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
 * the same values and the same errors.
 *
 * <p>Where the class is certain no test is needed: on the receiver of a member of a program class
 * ({@link #receiverClass}, its {@code this}) a field or method of that class is reached directly,
 * and a construction of a program class with one constructor of that arity
 * ({@link #constructor}) calls it directly. None under a debugger ({@link DebugInfo#UNOPTIMIZED}).
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

  /**
   * The class whose instance {@code receiver} certainly is, the shape of a class the program
   * defines, when it is the receiver of one of that class's members ({@code this}, the implicit
   * receiver of its fields and methods: {@link DeclaredTypes#receiverClass}); null otherwise.
   */
  static Class<?> receiverClass(DeclaredTypes declared, kopi.expand.Core receiver) {
    if (declared == null || DebugInfo.UNOPTIMIZED || !(receiver instanceof kopi.expand.Core.LocalRef ref)) {
      return null;
    }
    String className = declared.receiverClass(ref.local());
    Class<?> shape = className == null ? null : declared.classShape(className);
    return shape != null && isProgramClass(declared, shape) ? shape : null;
  }

  /**
   * The public instance field {@code name} of the class of {@code receiver}, a member's receiver
   * ({@link #receiverClass}), or null; a final one is null for a write.
   */
  static Field selfField(DeclaredTypes declared, kopi.expand.Core receiver, String name, boolean write) {
    Class<?> self = receiverClass(declared, receiver);
    if (self == null || name == null) {
      return null;
    }
    try {
      Field field = self.getField(name);
      return Modifier.isStatic(field.getModifiers()) || write && Modifier.isFinal(field.getModifiers())
          || !isProgramClass(declared, field.getDeclaringClass()) ? null : field;
    } catch (NoSuchFieldException | LinkageError e) {
      return null;
    }
  }

  /**
   * The method {@code (self:name arg ...)} with {@code count} arguments calls on an instance of
   * program class {@code self}, or null: the only public method of that name, an instance method
   * of a program class with {@code count} parameters and no varargs, so no run-time choice is
   * involved.
   */
  static Method selfMethod(Class<?> self, String name, int count) {
    Method only = null;
    try {
      for (Method method : self.getMethods()) {
        if (method.getName().equals(name)) {
          if (only != null) {
            return null;
          }
          only = method;
        }
      }
    } catch (LinkageError e) {
      return null;
    }
    return only == null || Modifier.isStatic(only.getModifiers()) || only.isVarArgs()
        || only.getParameterCount() != count ? null : only;
  }

  /**
   * The constructor {@code (className arg ...)} with {@code count} arguments calls, when
   * {@code className} is a concrete class the program defines with exactly one public constructor
   * of that arity (no varargs), and the run-time choice could not fall back to the no-argument
   * constructor and {@code add} calls ({@code JavaInterop.construct}); null otherwise.
   */
  static Constructor<?> constructor(DeclaredTypes declared, String className, int count) {
    Class<?> shape = declared == null || DebugInfo.UNOPTIMIZED || className == null ? null
        : declared.classShape(className);
    if (shape == null || !isProgramClass(declared, shape) || Modifier.isAbstract(shape.getModifiers())
        || shape.isEnum()) {
      return null;
    }
    Constructor<?> only = null;
    try {
      if (!Modifier.isStatic(shape.getField(ClassDefinitionEmitter.SLOTS).getModifiers())) {
        // An object expression's class: its constructor takes the instance's implementations.
        return null;
      }
      boolean fallback = false;
      for (Constructor<?> constructor : shape.getConstructors()) {
        fallback |= constructor.getParameterCount() == 0 && count > 0;
        if (constructor.getParameterCount() == count) {
          if (only != null) {
            return null;
          }
          only = constructor;
        }
      }
      if (fallback) {
        for (Method method : shape.getMethods()) {
          if (method.getName().equals("add")) {
            return null;
          }
        }
      }
    } catch (NoSuchFieldException | LinkageError e) {
      return null;
    }
    return only == null || only.isVarArgs() ? null : only;
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
