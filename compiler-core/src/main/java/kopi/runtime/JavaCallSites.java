package kopi.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * The bootstrap of the {@code invokedynamic} instructions the code generator emits for Java calls
 * it cannot resolve at compile time: a per-call-site inline cache. The first call at a
 * site chooses the method for the receiver's class and the argument classes as the reflective
 * helper does ({@link JavaInterop#choose}), turns it into a method handle with the argument and
 * result conversions, and installs it behind a guard testing those classes; later calls with the
 * same classes run the handle without any lookup. Up to {@link #MAX_DEPTH} class combinations are
 * chained at one site; beyond that the site calls the reflective helper directly.
 *
 * <p>Each site's type is {@code (Object receiver, Object arg...)Object} for an instance call and
 * {@code (Object arg...)Object} for a static one; the member name (and class name) come as static
 * bootstrap arguments. Only {@code java.lang.invoke} is used, so the runtime does not depend on ASM.
 */
public final class JavaCallSites {
  static final int MAX_DEPTH = 4;
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
  private static final MethodHandle FALLBACK;
  private static final MethodHandle SAME_KIND;
  private static final MethodHandle TO_JAVA;
  private static final MethodHandle FROM_JAVA;
  private static final MethodHandle TO_STRING;

  static {
    try {
      FALLBACK = LOOKUP.findVirtual(Site.class, "fallback", MethodType.methodType(Object.class, Object[].class));
      SAME_KIND = LOOKUP.findStatic(JavaCallSites.class, "sameKind",
          MethodType.methodType(boolean.class, Class.class, boolean.class, Object.class));
      TO_JAVA = LOOKUP.findStatic(JavaInterop.class, "toJava",
          MethodType.methodType(Object.class, Class.class, Object.class));
      FROM_JAVA = LOOKUP.findStatic(JavaInterop.class, "fromJava", MethodType.methodType(Object.class, Object.class));
      TO_STRING = LOOKUP.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private JavaCallSites() {}

  /** Bootstrap of {@code (receiver:name arg ...)}. */
  public static CallSite invoke(MethodHandles.Lookup caller, String indyName, MethodType type, String name) {
    return new Site(type, null, name);
  }

  /** Bootstrap of {@code (Class:name arg ...)} for a static method. */
  public static CallSite invokeStatic(MethodHandles.Lookup caller, String indyName, MethodType type, String className,
      String name) {
    return new Site(type, className, name);
  }

  /** One call site: its chain of guarded handles, most recent first, ending in {@link #fallback}. */
  static final class Site extends MutableCallSite {
    private final String className;
    private final String name;
    private final MethodHandle fallback;
    private int depth;

    Site(MethodType type, String className, String name) {
      super(type);
      this.className = className;
      this.name = name;
      this.fallback = FALLBACK.bindTo(this).asCollector(Object[].class, type.parameterCount()).asType(type);
      setTarget(fallback);
    }

    /** A call whose classes no guard matched: chooses, caches when there is room, and calls. */
    Object fallback(Object[] values) throws Throwable {
      boolean isStatic = className != null;
      Object receiver = isStatic ? null : values[0];
      Object[] arguments = isStatic ? values : java.util.Arrays.copyOfRange(values, 1, values.length);
      if (!isStatic && (receiver == null || depth >= MAX_DEPTH)) {
        return JavaInterop.invoke(receiver, name, arguments);
      }
      if (isStatic && depth >= MAX_DEPTH) {
        return JavaInterop.invokeStatic(className, name, arguments);
      }
      Class<?> owner = isStatic ? JavaInterop.classNamed(className)
          : (receiver instanceof MString ? String.class : receiver.getClass());
      Method method = (Method) JavaInterop.choose(owner, name, arguments, isStatic);
      MethodHandle direct = method == null ? null : handle(method, values);
      if (direct == null) {
        // No method (the helper reports it) or one a handle cannot reach: no caching.
        return isStatic ? JavaInterop.invokeStatic(className, name, arguments)
            : JavaInterop.invoke(receiver, name, arguments);
      }
      MethodHandle guarded = getTarget();
      MethodHandle target = direct;
      for (int i = values.length - 1; i >= 0; i--) {
        MethodHandle test = MethodHandles.insertArguments(SAME_KIND, 0, kind(values[i]), isWide(values[i]));
        test = MethodHandles.dropArguments(test, 0, type().parameterList().subList(0, i));
        target = MethodHandles.guardWithTest(test, target, guarded);
      }
      depth++;
      setTarget(target);
      return direct.invokeWithArguments(values);
    }

    /**
     * The handle of {@code method} of the site's type: arguments converted as {@link
     * JavaInterop#toJava} converts them for the classes seen, the result as {@link
     * JavaInterop#fromJava}, checked exceptions wrapped like the reflective helper wraps them.
     */
    private MethodHandle handle(Method method, Object[] values) {
      MethodHandle handle;
      try {
        if (!Modifier.isPublic(method.getDeclaringClass().getModifiers()) || method.isVarArgs()) {
          return null;
        }
        handle = MethodHandles.publicLookup().unreflect(method);
      } catch (IllegalAccessException e) {
        return null;
      }
      boolean isStatic = Modifier.isStatic(method.getModifiers());
      Class<?>[] parameters = method.getParameterTypes();
      MethodHandle[] filters = new MethodHandle[handle.type().parameterCount()];
      int offset = 0;
      if (!isStatic) {
        Class<?> receiverType = method.getDeclaringClass();
        filters[0] = values[0] instanceof MString
            ? TO_STRING.asType(MethodType.methodType(receiverType, Object.class))
            : MethodHandles.identity(Object.class).asType(MethodType.methodType(receiverType, Object.class));
        offset = 1;
      }
      for (int i = 0; i < parameters.length; i++) {
        filters[i + offset] = MethodHandles.insertArguments(TO_JAVA, 0, parameters[i])
            .asType(MethodType.methodType(parameters[i], Object.class));
      }
      handle = MethodHandles.filterArguments(handle, 0, filters);
      Class<?> result = method.getReturnType();
      if (result == void.class) {
        handle = MethodHandles.filterReturnValue(handle, MethodHandles.constant(Object.class, Unspecified.VALUE));
      } else {
        handle = MethodHandles.filterReturnValue(handle.asType(handle.type().changeReturnType(Object.class)),
            FROM_JAVA);
      }
      // Exceptions, checked ones too, pass through unwrapped: guard and with-exception-handler
      // take any Java exception as the condition itself.
      return handle.asType(type());
    }
  }

  /** The class a guard compares, with {@code null} standing for a null argument. */
  private static Class<?> kind(Object value) {
    return value == null ? null : value.getClass();
  }

  /** An exact integer outside {@code int} range, which the overload choice treats apart. */
  private static boolean isWide(Object value) {
    return value instanceof Long l && (int) (long) l != l;
  }

  /** The guard of one argument: the same class (and for an exact integer, the same width) as cached. */
  static boolean sameKind(Class<?> kind, boolean wide, Object value) {
    if (value == null) {
      return kind == null;
    }
    return value.getClass() == kind && (!(value instanceof Long l) || ((int) (long) l != l) == wide);
  }
}
