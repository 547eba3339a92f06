package kopi.codegen;

import java.lang.reflect.Method;
import java.util.List;
import kopi.runtime.Builtin;
import kopi.runtime.Builtins;
import org.objectweb.asm.Type;

/**
 * The static method a call to a builtin compiles to: the fixed-arity method for the argument
 * count, else the variadic {@code Object[]} one when it accepts that many arguments.
 *
 * @param owner       internal name of the library class
 * @param method      method name
 * @param descriptor  JVM descriptor
 * @param variadic    true when arguments go in an {@code Object[]}
 * @param mayBounce   true when the result may be a {@code TailCall} ({@link Builtin#tailCalls})
 */
record BuiltinCall(String owner, String method, String descriptor, boolean variadic, boolean mayBounce) {

  /** The direct call for {@code name} with {@code argumentCount} arguments, or null if there is none. */
  static BuiltinCall find(String name, int argumentCount) {
    List<Method> methods = Builtins.methods(name);
    for (Method candidate : methods) {
      boolean variadic = candidate.getParameterCount() == 1 && candidate.getParameterTypes()[0] == Object[].class;
      Builtin annotation = candidate.getAnnotation(Builtin.class);
      boolean fits = variadic ? argumentCount >= annotation.min() : candidate.getParameterCount() == argumentCount;
      if (fits && hasObjectSignature(candidate, variadic)) {
        return new BuiltinCall(Type.getInternalName(candidate.getDeclaringClass()), candidate.getName(),
            Type.getMethodDescriptor(candidate), variadic, annotation.tailCalls());
      }
    }
    return null;
  }

  /** Only methods taking and returning {@code Object} are called directly; others go through the procedure. */
  private static boolean hasObjectSignature(Method method, boolean variadic) {
    if (method.getReturnType() != Object.class) {
      return false;
    }
    if (variadic) {
      return true;
    }
    for (Class<?> parameter : method.getParameterTypes()) {
      if (parameter != Object.class) {
        return false;
      }
    }
    return true;
  }
}
