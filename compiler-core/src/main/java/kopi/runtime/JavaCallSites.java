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
 * <p>The JDK spins a class for each new shape of method handle a program builds, about a
 * millisecond each the first time, so a site is built of few shapes: up to {@link #MAX_SPREAD}
 * values, its fallback takes them one by one (no collecting array) and one test checks all their
 * classes (a {@link Kinds} record the JIT reads as constants); the handles a site is built of are
 * looked up on first use ({@link Handle}).
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
  /** The widest site whose fallback and guard take the values one by one, with no array ({@link Handle#FALLBACK1}). */
  static final int MAX_SPREAD = 4;

  /**
   * The method handles sites are built of, each looked up on first use: every lookup of a new
   * signature spins a class, so a program pays only for the conversions and arities its sites use.
   */
  private enum Handle {
    FALLBACK(Site.class, "fallback", MethodType.methodType(Object.class, Object[].class)),
    FALLBACK1(Site.class, "fallback1", MethodType.genericMethodType(1)),
    FALLBACK2(Site.class, "fallback2", MethodType.genericMethodType(2)),
    FALLBACK3(Site.class, "fallback3", MethodType.genericMethodType(3)),
    FALLBACK4(Site.class, "fallback4", MethodType.genericMethodType(4)),
    MATCHES1(JavaCallSites.class, "matches1", matches(1)),
    MATCHES2(JavaCallSites.class, "matches2", matches(2)),
    MATCHES3(JavaCallSites.class, "matches3", matches(3)),
    MATCHES4(JavaCallSites.class, "matches4", matches(4)),
    TO_JAVA(JavaInterop.class, "toJava", MethodType.methodType(Object.class, Class.class, Object.class)),
    FROM_JAVA(JavaInterop.class, "fromJava", MethodType.methodType(Object.class, Object.class)),
    FROM_INT(JavaCallSites.class, "fromInt", MethodType.methodType(Object.class, int.class)),
    FROM_LONG(Long.class, "valueOf", MethodType.methodType(Long.class, long.class)),
    TO_INT(JavaCallSites.class, "toInt", MethodType.methodType(int.class, Object.class)),
    TO_LONG(JavaCallSites.class, "toLong", MethodType.methodType(long.class, Object.class)),
    STORED(ClassSupport.class, "toJava", MethodType.methodType(Object.class, Object.class, Class.class, String.class)),
    TO_STRING(Object.class, "toString", MethodType.methodType(String.class));

    private final Class<?> owner;
    private final String name;
    private final MethodType type;
    private volatile MethodHandle handle;

    Handle(Class<?> owner, String name, MethodType type) {
      this.owner = owner;
      this.name = name;
      this.type = type;
    }

    /** {@code matchesN}'s type: a {@link Kinds} and {@code arity} values to a boolean. */
    private static MethodType matches(int arity) {
      return MethodType.genericMethodType(arity).changeReturnType(boolean.class).insertParameterTypes(0, Kinds.class);
    }

    MethodHandle get() {
      MethodHandle found = handle;
      if (found == null) {
        try {
          // The fallbacks and toString are instance methods; the rest are static.
          found = owner == Site.class || owner == Object.class ? LOOKUP.findVirtual(owner, name, type)
              : LOOKUP.findStatic(owner, name, type);
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("kopi: no " + owner.getName() + "." + name, e);
        }
        handle = found;
      }
      return found;
    }
  }

  private static final Handle[] FALLBACKS = {null, Handle.FALLBACK1, Handle.FALLBACK2, Handle.FALLBACK3,
      Handle.FALLBACK4};
  private static final Handle[] MATCHES = {null, Handle.MATCHES1, Handle.MATCHES2, Handle.MATCHES3, Handle.MATCHES4};

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
      setTarget(fallback());
    }

    /**
     * The handle that calls {@link #fallback}: one with the values one by one up to {@link
     * #MAX_SPREAD} (a handle bound to the site, of a shape the JDK has ready), else one that
     * collects them into an array (a shape spun for the site's arity).
     */
    private MethodHandle fallback() {
      int arity = type().parameterCount();
      if (arity >= 1 && arity <= MAX_SPREAD) {
        return FALLBACKS[arity].get().bindTo(this);
      }
      return Handle.FALLBACK.get().bindTo(this).asCollector(Object[].class, arity).asType(type());
    }

    Object fallback1(Object a) throws Throwable {
      MethodHandle direct = link(new Object[] {a});
      return direct == null ? slow(new Object[] {a}) : (Object) direct.invokeExact(a);
    }

    Object fallback2(Object a, Object b) throws Throwable {
      MethodHandle direct = link(new Object[] {a, b});
      return direct == null ? slow(new Object[] {a, b}) : (Object) direct.invokeExact(a, b);
    }

    Object fallback3(Object a, Object b, Object c) throws Throwable {
      MethodHandle direct = link(new Object[] {a, b, c});
      return direct == null ? slow(new Object[] {a, b, c}) : (Object) direct.invokeExact(a, b, c);
    }

    Object fallback4(Object a, Object b, Object c, Object d) throws Throwable {
      MethodHandle direct = link(new Object[] {a, b, c, d});
      return direct == null ? slow(new Object[] {a, b, c, d}) : (Object) direct.invokeExact(a, b, c, d);
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
      MethodHandle direct = link(values);
      return direct == null ? slow(values) : direct.invokeWithArguments(values);
    }

    /**
     * For a call whose classes no guard matched: the handle of the member chosen for {@code
     * values}, of the site's type, now installed behind a guard testing those classes; null when
     * the reflective helper is to answer (no room left, a null receiver, no member or one a handle
     * cannot reach).
     */
    private MethodHandle link(Object[] values) {
      boolean hasReceiver = kind == Kind.INVOKE || kind == Kind.GET || kind == Kind.SET;
      if (depth >= MAX_DEPTH || hasReceiver && values[0] == null) {
        return null;
      }
      MethodHandle direct = switch (kind) {
        case GET, SET -> fieldHandle(values[0]);
        default -> memberHandle(values);
      };
      if (direct == null) {
        // No member (the helper reports it) or one a handle cannot reach: no caching.
        return null;
      }
      // A field access tests only its receiver's class: the value stored is converted (and
      // checked) by the handle as the reflective helper converts it.
      int guarded = kind == Kind.GET || kind == Kind.SET ? 1 : values.length;
      depth++;
      setTarget(guarded(direct, values, guarded));
      return direct;
    }

    /**
     * {@code direct} behind a test of the classes of the first {@code guarded} of {@code values},
     * falling back to the site's current target: one bound {@code matchesN} up to {@link
     * #MAX_SPREAD} values, else a chain of one {@code matches1} each.
     */
    private MethodHandle guarded(MethodHandle direct, Object[] values, int guarded) {
      int arity = type().parameterCount();
      if (guarded == 0) {
        return direct;
      }
      if (arity <= MAX_SPREAD) {
        Object[] kinds = new Object[MAX_SPREAD];
        java.util.Arrays.fill(kinds, ANY);
        for (int i = 0; i < guarded; i++) {
          kinds[i] = kind(values[i]);
        }
        MethodHandle test = MATCHES[arity].get().bindTo(new Kinds(kinds[0], kinds[1], kinds[2], kinds[3]));
        return MethodHandles.guardWithTest(test, direct, getTarget());
      }
      MethodHandle target = direct;
      for (int i = guarded - 1; i >= 0; i--) {
        MethodHandle test = Handle.MATCHES1.get().bindTo(new Kinds(kind(values[i]), ANY, ANY, ANY));
        test = MethodHandles.dropArguments(test, 0, type().parameterList().subList(0, i));
        target = MethodHandles.guardWithTest(test, target, getTarget());
      }
      return target;
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
      MethodHandle store = MethodHandles.insertArguments(Handle.STORED.get(), 1, field.getType(), where)
          .asType(MethodType.methodType(field.getType(), Object.class));
      handle = MethodHandles.filterArguments(handle, 1, store);
      return result(handle, void.class).asType(type());
    }
  }

  /** The conversion of a cached receiver to {@code type}: a mutable string becomes a {@code String}, else none (null). */
  private static MethodHandle receiver(Object receiver, Class<?> type) {
    // Null: no filter, the handle's final asType casts (one method handle less to run).
    return receiver instanceof MString ? Handle.TO_STRING.get().asType(MethodType.methodType(type, Object.class))
        : null;
  }

  /**
   * The conversion of an argument of {@code value}'s class to {@code parameter}, as {@link
   * JavaInterop#toJava} does it; an exact integer to {@code int} or {@code long} unboxed directly,
   * and none (null) for a value the parameter's reference type accepts.
   */
  private static MethodHandle argument(Class<?> parameter, Object value) {
    if (value instanceof Long && parameter == int.class) {
      return Handle.TO_INT.get();
    }
    if (value instanceof Long && parameter == long.class) {
      return Handle.TO_LONG.get();
    }
    if (!parameter.isPrimitive() && parameter.isInstance(value)) {
      // toJava leaves a value its parameter type accepts as it is: no filter.
      return null;
    }
    return MethodHandles.insertArguments(Handle.TO_JAVA.get(), 0, parameter)
        .asType(MethodType.methodType(parameter, Object.class));
  }

  /** {@code handle} with its result of Java type {@code type} converted as {@link JavaInterop#fromJava} does. */
  private static MethodHandle result(MethodHandle handle, Class<?> type) {
    if (type == void.class) {
      return MethodHandles.filterReturnValue(handle, MethodHandles.constant(Object.class, Unspecified.VALUE));
    }
    if (type == int.class || type == short.class || type == byte.class) {
      return MethodHandles.filterReturnValue(handle.asType(handle.type().changeReturnType(int.class)),
          Handle.FROM_INT.get());
    }
    if (type == long.class) {
      return MethodHandles.filterReturnValue(handle, Handle.FROM_LONG.get());
    }
    return MethodHandles.filterReturnValue(handle.asType(handle.type().changeReturnType(Object.class)),
        Handle.FROM_JAVA.get());
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

  /** A {@link Kinds} entry that accepts any value: an argument a field access does not test. */
  private static final Object ANY = new Object();
  /** The {@link Kinds} entries of an exact integer in and out of {@code int} range. */
  private static final Object NARROW_LONG = new Object();
  private static final Object WIDE_LONG = new Object();

  /**
   * The classes one cached member was chosen for, by argument: a {@code Class} for a value of that
   * class, null for null, {@link #NARROW_LONG} or {@link #WIDE_LONG} for an exact integer, {@link
   * #ANY} for an argument not tested. A record, so that the JIT takes its fields of a bound
   * instance as constants and each test compiles to a class comparison.
   */
  record Kinds(Object k0, Object k1, Object k2, Object k3) {}

  /**
   * The {@link Kinds} entry of {@code value}, what a guard tests: its class (null for null; for an
   * exact integer, also the width, in or out of {@code int} range, which the overload choice treats
   * apart).
   */
  private static Object kind(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof Long) {
      return isWide(value) ? WIDE_LONG : NARROW_LONG;
    }
    return value.getClass();
  }

  /** Whether {@code value} is of the kind {@code kind}. */
  private static boolean is(Object kind, Object value) {
    if (kind instanceof Class<?> type) {
      return value != null && value.getClass() == type;
    }
    if (kind == ANY) {
      return true;
    }
    if (kind == null) {
      return value == null;
    }
    return value instanceof Long && isWide(value) == (kind == WIDE_LONG);
  }

  static boolean matches1(Kinds kinds, Object a) {
    return is(kinds.k0(), a);
  }

  static boolean matches2(Kinds kinds, Object a, Object b) {
    return is(kinds.k0(), a) && is(kinds.k1(), b);
  }

  static boolean matches3(Kinds kinds, Object a, Object b, Object c) {
    return is(kinds.k0(), a) && is(kinds.k1(), b) && is(kinds.k2(), c);
  }

  static boolean matches4(Kinds kinds, Object a, Object b, Object c, Object d) {
    return is(kinds.k0(), a) && is(kinds.k1(), b) && is(kinds.k2(), c) && is(kinds.k3(), d);
  }

}
