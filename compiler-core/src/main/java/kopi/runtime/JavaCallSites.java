package kopi.runtime;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * The bootstraps of the {@code invokedynamic} instructions the code generator emits for Java
 * members it cannot resolve at compile time (the receiver's class is not known, or is a class the
 * program defines): per-call-site inline caches. The first call at a site chooses the member for
 * the classes seen as the reflective helper does ({@link JavaInterop#choose} for a method or
 * constructor, {@link JavaInterop#publicField} for a field), turns it into a method handle with
 * the argument and result conversions, and installs it behind a guard testing those classes;
 * later calls with the same classes run the handle without any lookup, and the JIT inlines
 * through the guards into the member. Up to {@link #MAX_DEPTH} class combinations are chained at
 * one site; beyond that, and for what a handle cannot reach, the site calls the reflective
 * helper, which also reports every error (no such member, a null receiver, a bad argument).
 *
 * <p>Each site's type is {@code (Object receiver, Object arg...)Object} for an instance call, a
 * field read ({@code (Object)Object}) and a field write ({@code (Object, Object)Object}), and
 * {@code (Object arg...)Object} for a static call and a construction; the member name (and class
 * name) come as static bootstrap arguments. Only {@code java.lang.invoke} is used, so the runtime
 * does not depend on ASM.
 */
public final class JavaCallSites {
  static final int MAX_DEPTH = 4;
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
  private static final MethodHandle FALLBACK;
  private static final MethodHandle IS_NULL;
  private static final MethodHandle SAME_CLASS;
  private static final MethodHandle SAME_LONG;
  private static final MethodHandle TO_JAVA;
  private static final MethodHandle FROM_JAVA;
  private static final MethodHandle FROM_INT;
  private static final MethodHandle FROM_LONG;
  private static final MethodHandle TO_INT;
  private static final MethodHandle TO_LONG;
  private static final MethodHandle STORED;
  private static final MethodHandle TO_STRING;

  static {
    try {
      FALLBACK = LOOKUP.findVirtual(Site.class, "fallback", MethodType.methodType(Object.class, Object[].class));
      IS_NULL = LOOKUP.findStatic(JavaCallSites.class, "isNull", MethodType.methodType(boolean.class, Object.class));
      SAME_CLASS = LOOKUP.findStatic(JavaCallSites.class, "sameClass",
          MethodType.methodType(boolean.class, Class.class, Object.class));
      SAME_LONG = LOOKUP.findStatic(JavaCallSites.class, "sameLong",
          MethodType.methodType(boolean.class, boolean.class, Object.class));
      TO_JAVA = LOOKUP.findStatic(JavaInterop.class, "toJava",
          MethodType.methodType(Object.class, Class.class, Object.class));
      FROM_JAVA = LOOKUP.findStatic(JavaInterop.class, "fromJava", MethodType.methodType(Object.class, Object.class));
      FROM_INT = LOOKUP.findStatic(JavaCallSites.class, "fromInt", MethodType.methodType(Object.class, int.class));
      FROM_LONG = LOOKUP.findStatic(Long.class, "valueOf", MethodType.methodType(Long.class, long.class));
      TO_INT = LOOKUP.findStatic(JavaCallSites.class, "toInt", MethodType.methodType(int.class, Object.class));
      TO_LONG = LOOKUP.findStatic(JavaCallSites.class, "toLong", MethodType.methodType(long.class, Object.class));
      STORED = LOOKUP.findStatic(ClassSupport.class, "toJava",
          MethodType.methodType(Object.class, Object.class, Class.class, String.class));
      TO_STRING = LOOKUP.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private JavaCallSites() {}

  /** What a site does. */
  private enum Kind {
    /** {@code (receiver:name arg ...)}. */
    INVOKE,
    /** {@code (Class:name arg ...)}, a static method. */
    STATIC,
    /** {@code (Class arg ...)}, a constructor. */
    NEW,
    /** {@code receiver:name}, a field read. */
    GET,
    /** {@code (set! receiver:name value)}, a field write. */
    SET
  }

  /** Bootstrap of {@code (receiver:name arg ...)}. */
  public static CallSite invoke(MethodHandles.Lookup caller, String indyName, MethodType type, String name) {
    return new Site(type, Kind.INVOKE, null, name);
  }

  /** Bootstrap of {@code (Class:name arg ...)} for a static method. */
  public static CallSite invokeStatic(MethodHandles.Lookup caller, String indyName, MethodType type, String className,
      String name) {
    return new Site(type, Kind.STATIC, className, name);
  }

  /** Bootstrap of {@code (Class arg ...)}, a construction whose constructor is chosen at run time. */
  public static CallSite construct(MethodHandles.Lookup caller, String indyName, MethodType type, String className) {
    return new Site(type, Kind.NEW, className, "<init>");
  }

  /** Bootstrap of {@code receiver:name}, a field read. */
  public static CallSite field(MethodHandles.Lookup caller, String indyName, MethodType type, String name) {
    return new Site(type, Kind.GET, null, name);
  }

  /** Bootstrap of {@code (set! receiver:name value)}, a field write. */
  public static CallSite setField(MethodHandles.Lookup caller, String indyName, MethodType type, String name) {
    return new Site(type, Kind.SET, null, name);
  }

  /** One call site: its chain of guarded handles, most recent first, ending in {@link #fallback}. */
  static final class Site extends MutableCallSite {
    private final Kind kind;
    private final String className;
    private final String name;
    private int depth;

    Site(MethodType type, Kind kind, String className, String name) {
      super(type);
      this.kind = kind;
      this.className = className;
      this.name = name;
      setTarget(FALLBACK.bindTo(this).asCollector(Object[].class, type.parameterCount()).asType(type));
    }

    /** The reflective helper's answer for {@code values}: the uncached path, and every error. */
    private Object slow(Object[] values) {
      return switch (kind) {
        case INVOKE -> JavaInterop.invoke(values[0], name, java.util.Arrays.copyOfRange(values, 1, values.length));
        case STATIC -> JavaInterop.invokeStatic(className, name, values);
        case NEW -> JavaInterop.construct(className, values);
        case GET -> JavaInterop.field(values[0], name);
        case SET -> JavaInterop.setField(values[0], name, values[1]);
      };
    }

    /** A call whose classes no guard matched: chooses, caches when there is room, and calls. */
    Object fallback(Object[] values) throws Throwable {
      boolean hasReceiver = kind == Kind.INVOKE || kind == Kind.GET || kind == Kind.SET;
      if (depth >= MAX_DEPTH || hasReceiver && values[0] == null) {
        return slow(values);
      }
      MethodHandle direct = switch (kind) {
        case GET, SET -> fieldHandle(values[0]);
        default -> memberHandle(values);
      };
      if (direct == null) {
        // No member (the helper reports it) or one a handle cannot reach: no caching.
        return slow(values);
      }
      // A field access tests only its receiver's class: the value stored is converted (and
      // checked) by the handle as the reflective helper converts it.
      int guarded = kind == Kind.GET || kind == Kind.SET ? 1 : values.length;
      MethodHandle target = direct;
      for (int i = guarded - 1; i >= 0; i--) {
        MethodHandle test = guard(values[i]);
        test = MethodHandles.dropArguments(test, 0, type().parameterList().subList(0, i));
        target = MethodHandles.guardWithTest(test, target, getTarget());
      }
      depth++;
      setTarget(target);
      return direct.invokeWithArguments(values);
    }

    /** The handle of the method or constructor the reflective helper would call for {@code values}, or null. */
    private MethodHandle memberHandle(Object[] values) {
      boolean isStatic = kind != Kind.INVOKE;
      Object[] arguments = isStatic ? values : java.util.Arrays.copyOfRange(values, 1, values.length);
      if (kind == Kind.NEW) {
        for (Object argument : arguments) {
          if (argument instanceof Keyword) {
            // key: value settings after the constructor's arguments: the helper applies them.
            return null;
          }
        }
      }
      Class<?> owner = isStatic ? JavaInterop.classNamed(className)
          : (values[0] instanceof MString ? String.class : values[0].getClass());
      if (kind == Kind.NEW && java.lang.reflect.Modifier.isAbstract(owner.getModifiers())) {
        return null;
      }
      Executable member = JavaInterop.choose(owner, name, arguments, kind == Kind.STATIC);
      return member == null ? null : handle(member, values);
    }

    /**
     * The handle of {@code member} of the site's type: arguments converted as {@link
     * JavaInterop#toJava} converts them for the classes seen, the result as {@link
     * JavaInterop#fromJava}, checked exceptions wrapped like the reflective helper wraps them.
     */
    private MethodHandle handle(Executable member, Object[] values) {
      MethodHandle handle;
      try {
        if (!Modifier.isPublic(member.getDeclaringClass().getModifiers()) || member.isVarArgs()) {
          return null;
        }
        handle = member instanceof Method method ? MethodHandles.publicLookup().unreflect(method)
            : MethodHandles.publicLookup().unreflectConstructor((Constructor<?>) member);
      } catch (IllegalAccessException e) {
        return null;
      }
      boolean isStatic = member instanceof Constructor<?> || Modifier.isStatic(member.getModifiers());
      Class<?>[] parameters = member.getParameterTypes();
      MethodHandle[] filters = new MethodHandle[handle.type().parameterCount()];
      int offset = 0;
      if (!isStatic) {
        filters[0] = receiver(values[0], member.getDeclaringClass());
        offset = 1;
      }
      for (int i = 0; i < parameters.length; i++) {
        filters[i + offset] = argument(parameters[i], values[i + offset]);
      }
      handle = MethodHandles.filterArguments(handle, 0, filters);
      if (member instanceof Method method) {
        handle = result(handle, method.getReturnType());
      }
      // Exceptions, checked ones too, pass through unwrapped: guard and with-exception-handler
      // take any Java exception as the condition itself.
      return handle.asType(type());
    }

    /** The getter or setter of the site's field for {@code receiver}'s class, or null. */
    private MethodHandle fieldHandle(Object receiver) {
      if (receiver instanceof XmlNamespace || receiver.getClass().isArray()) {
        return null;
      }
      Field field;
      MethodHandle handle;
      try {
        field = JavaInterop.publicField(receiver.getClass(), name);
        if (!Modifier.isPublic(field.getDeclaringClass().getModifiers())
            || kind == Kind.SET && Modifier.isFinal(field.getModifiers())) {
          return null;
        }
        handle = kind == Kind.GET ? MethodHandles.publicLookup().unreflectGetter(field)
            : MethodHandles.publicLookup().unreflectSetter(field);
      } catch (NoSuchFieldException | IllegalAccessException e) {
        return null;
      }
      if (Modifier.isStatic(field.getModifiers())) {
        handle = MethodHandles.dropArguments(handle, 0, field.getDeclaringClass());
      }
      // The receiver as it is: the helper reads a field of a mutable string's own class.
      handle = handle.asType(handle.type().changeParameterType(0, Object.class));
      if (kind == Kind.GET) {
        return result(handle, field.getType()).asType(type());
      }
      String where = field.getDeclaringClass().getName() + "." + field.getName();
      MethodHandle store = MethodHandles.insertArguments(STORED, 1, field.getType(), where)
          .asType(MethodType.methodType(field.getType(), Object.class));
      handle = MethodHandles.filterArguments(handle, 1, store);
      return result(handle, void.class).asType(type());
    }
  }

  /** The conversion of a cached receiver to {@code type}: a mutable string becomes a {@code String}, else none (null). */
  private static MethodHandle receiver(Object receiver, Class<?> type) {
    // Null: no filter, the handle's final asType casts (one method handle less to run).
    return receiver instanceof MString ? TO_STRING.asType(MethodType.methodType(type, Object.class)) : null;
  }

  /**
   * The conversion of an argument of {@code value}'s class to {@code parameter}, as {@link
   * JavaInterop#toJava} does it; an exact integer to {@code int} or {@code long} unboxed directly,
   * and none (null) for a value the parameter's reference type accepts.
   */
  private static MethodHandle argument(Class<?> parameter, Object value) {
    if (value instanceof Long && parameter == int.class) {
      return TO_INT;
    }
    if (value instanceof Long && parameter == long.class) {
      return TO_LONG;
    }
    if (!parameter.isPrimitive() && parameter.isInstance(value)) {
      // toJava leaves a value its parameter type accepts as it is: no filter.
      return null;
    }
    return MethodHandles.insertArguments(TO_JAVA, 0, parameter)
        .asType(MethodType.methodType(parameter, Object.class));
  }

  /** {@code handle} with its result of Java type {@code type} converted as {@link JavaInterop#fromJava} does. */
  private static MethodHandle result(MethodHandle handle, Class<?> type) {
    if (type == void.class) {
      return MethodHandles.filterReturnValue(handle, MethodHandles.constant(Object.class, Unspecified.VALUE));
    }
    if (type == int.class || type == short.class || type == byte.class) {
      return MethodHandles.filterReturnValue(handle.asType(handle.type().changeReturnType(int.class)), FROM_INT);
    }
    if (type == long.class) {
      return MethodHandles.filterReturnValue(handle, FROM_LONG);
    }
    return MethodHandles.filterReturnValue(handle.asType(handle.type().changeReturnType(Object.class)), FROM_JAVA);
  }

  /** An {@code int} result as an exact integer. */
  static Object fromInt(int value) {
    return (long) value;
  }

  /** An exact integer argument whose guard saw a {@code Long} in {@code int} range, as an {@code int}. */
  static int toInt(Object value) {
    return (int) (long) (Long) value;
  }

  /** An exact integer argument whose guard saw a {@code Long}, as a {@code long}. */
  static long toLong(Object value) {
    return (Long) value;
  }

  /** An exact integer outside {@code int} range, which the overload choice treats apart. */
  private static boolean isWide(Object value) {
    return value instanceof Long l && (int) (long) l != l;
  }

  /**
   * The guard of one argument as a handle of {@code (Object)boolean}: true for a value of the same
   * class as {@code value} (null for null; for an exact integer, also the same width, in or out of
   * {@code int} range), each kind with its own small test, so that the JIT's first tier inlines it.
   */
  private static MethodHandle guard(Object value) {
    if (value == null) {
      return IS_NULL;
    }
    if (value instanceof Long) {
      return MethodHandles.insertArguments(SAME_LONG, 0, isWide(value));
    }
    return MethodHandles.insertArguments(SAME_CLASS, 0, value.getClass());
  }

  static boolean isNull(Object value) {
    return value == null;
  }

  static boolean sameClass(Class<?> kind, Object value) {
    return value != null && value.getClass() == kind;
  }

  static boolean sameLong(boolean wide, Object value) {
    return value instanceof Long l && ((int) (long) l != l) == wide;
  }
}
