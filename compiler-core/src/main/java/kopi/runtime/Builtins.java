package kopi.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import kopi.runtime.lib.BinaryIoLib;
import kopi.runtime.lib.BytevectorLib;
import kopi.runtime.lib.CharLib;
import kopi.runtime.lib.ControlLib;
import kopi.runtime.lib.CxrLib;
import kopi.runtime.lib.EqualityLib;
import kopi.runtime.lib.FormatLib;
import kopi.runtime.lib.HashTableLib;
import kopi.runtime.lib.InteropLib;
import kopi.runtime.lib.IoLib;
import kopi.runtime.lib.ListLib;
import kopi.runtime.lib.ListOpsLib;
import kopi.runtime.lib.NumberLib;
import kopi.runtime.lib.RecordLib;
import kopi.runtime.lib.StringLib;
import kopi.runtime.lib.SystemLib;
import kopi.runtime.lib.VectorLib;

/**
 * The registry of builtins: every {@link Builtin} method of the library classes, by Scheme name.
 * The expander asks {@link #names}; the code generator asks {@link #methods} to call a method
 * directly when the argument count matches, and {@link #lookup} when the builtin is used as a value.
 */
public final class Builtins {
  private static final List<Class<?>> LIBRARIES = List.of(ListLib.class, EqualityLib.class,
      NumberLib.class, CharLib.class, StringLib.class, VectorLib.class, BytevectorLib.class,
      ControlLib.class, IoLib.class, RecordLib.class, SystemLib.class, CxrLib.class, ListOpsLib.class,
      HashTableLib.class, BinaryIoLib.class, FormatLib.class, kopi.runtime.lib.EvalLib.class,
      kopi.runtime.process.ProcessLib.class, InteropLib.class,
      kopi.runtime.process.LiteralLib.class);

  private static final Map<String, List<Method>> METHODS = scan();
  private static final Map<String, Procedure> VALUES = scanValues();
  private static final ConcurrentHashMap<String, Procedure> PROCEDURES = new ConcurrentHashMap<>();

  private Builtins() {}

  /** Every builtin name, sorted. */
  public static SortedSet<String> names() {
    return Collections.unmodifiableSortedSet(new TreeSet<>(METHODS.keySet()));
  }

  public static boolean isBuiltin(String name) {
    return METHODS.containsKey(name);
  }

  /**
   * The methods implementing {@code name}, fixed arities in increasing order and then the variadic
   * one (if any); empty when there is no such builtin.
   */
  public static List<Method> methods(String name) {
    return METHODS.getOrDefault(name, List.of());
  }

  /** The first-class procedure for {@code name}, the same object every time; null when unknown. */
  public static Procedure lookup(String name) {
    List<Method> methods = METHODS.get(name);
    if (methods == null) {
      return null;
    }
    Procedure value = VALUES.get(name);
    if (value != null) {
      return value;
    }
    return PROCEDURES.computeIfAbsent(name, key -> new BuiltinProcedure(key, methods));
  }

  private static Map<String, Procedure> scanValues() {
    Map<String, Procedure> result = new TreeMap<>();
    for (Class<?> library : LIBRARIES) {
      for (java.lang.reflect.Field field : library.getFields()) {
        Builtin builtin = field.getAnnotation(Builtin.class);
        if (builtin == null) {
          continue;
        }
        int modifiers = field.getModifiers();
        if (!Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers)
            || !Procedure.class.isAssignableFrom(field.getType())) {
          throw new IllegalStateException("builtin field is not a static final procedure: " + field);
        }
        try {
          for (String name : builtin.value()) {
            if (!METHODS.containsKey(name)) {
              throw new IllegalStateException("builtin field without methods for direct calls: " + field);
            }
            result.put(name, (Procedure) field.get(null));
          }
        } catch (IllegalAccessException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return result;
  }

  private static Map<String, List<Method>> scan() {
    Map<String, List<Method>> result = new TreeMap<>();
    for (Class<?> library : LIBRARIES) {
      for (Method method : library.getMethods()) {
        Builtin builtin = method.getAnnotation(Builtin.class);
        if (builtin == null) {
          continue;
        }
        if (!Modifier.isStatic(method.getModifiers())) {
          throw new IllegalStateException("builtin is not static: " + method);
        }
        for (String name : builtin.value()) {
          result.computeIfAbsent(name, key -> new ArrayList<>()).add(method);
        }
      }
    }
    for (Map.Entry<String, List<Method>> entry : result.entrySet()) {
      List<Method> methods = entry.getValue();
      methods.sort(Comparator.comparingInt(Builtins::sortKey));
      for (int i = 1; i < methods.size(); i++) {
        if (sortKey(methods.get(i)) == sortKey(methods.get(i - 1))) {
          throw new IllegalStateException("two builtins " + entry.getKey() + " with the same arity: "
              + methods.get(i - 1) + " and " + methods.get(i));
        }
      }
      entry.setValue(List.copyOf(methods));
    }
    return result;
  }

  static boolean isVariadic(Method method) {
    return method.getParameterCount() == 1 && method.getParameterTypes()[0] == Object[].class;
  }

  private static int sortKey(Method method) {
    return isVariadic(method) ? Integer.MAX_VALUE : method.getParameterCount();
  }

  /** A builtin as a value: dispatches on the argument count to the matching method handle. */
  private static final class BuiltinProcedure extends Procedure {
    private final MethodHandle[] fixed;
    private final MethodHandle variadic;
    private final int variadicMin;

    BuiltinProcedure(String name, List<Method> methods) {
      super(name, minArity(methods), maxArity(methods));
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      int maxFixed = -1;
      for (Method method : methods) {
        if (!isVariadic(method)) {
          maxFixed = Math.max(maxFixed, method.getParameterCount());
        }
      }
      this.fixed = new MethodHandle[maxFixed + 1];
      MethodHandle variadicHandle = null;
      int min = 0;
      try {
        for (Method method : methods) {
          MethodHandle handle = lookup.unreflect(method);
          if (isVariadic(method)) {
            variadicHandle = handle.asType(MethodType.methodType(Object.class, Object[].class));
            min = method.getAnnotation(Builtin.class).min();
          } else {
            fixed[method.getParameterCount()] =
                handle.asType(MethodType.genericMethodType(method.getParameterCount()));
          }
        }
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
      this.variadic = variadicHandle;
      this.variadicMin = min;
    }

    @Override
    public Object apply0() {
      try {
        return fixed.length > 0 && fixed[0] != null ? (Object) fixed[0].invokeExact() : spread(new Object[0]);
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    public Object apply1(Object a) {
      try {
        return fixed.length > 1 && fixed[1] != null ? (Object) fixed[1].invokeExact(a) : spread(new Object[] {a});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    public Object apply2(Object a, Object b) {
      try {
        return fixed.length > 2 && fixed[2] != null
            ? (Object) fixed[2].invokeExact(a, b) : spread(new Object[] {a, b});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    public Object apply3(Object a, Object b, Object c) {
      try {
        return fixed.length > 3 && fixed[3] != null
            ? (Object) fixed[3].invokeExact(a, b, c) : spread(new Object[] {a, b, c});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    public Object apply4(Object a, Object b, Object c, Object d) {
      try {
        return fixed.length > 4 && fixed[4] != null
            ? (Object) fixed[4].invokeExact(a, b, c, d) : spread(new Object[] {a, b, c, d});
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    @Override
    public Object applyN(Object[] args) {
      int n = args.length;
      try {
        if (n < fixed.length && fixed[n] != null) {
          return n <= 4 ? Procedure.dispatch(this, args) : fixed[n].invokeWithArguments(args);
        }
        return spread(args);
      } catch (Throwable t) {
        throw rethrow(t);
      }
    }

    private Object spread(Object[] args) throws Throwable {
      if (variadic == null || args.length < variadicMin) {
        throw arityError(args.length);
      }
      return (Object) variadic.invokeExact(args);
    }

    private static int minArity(List<Method> methods) {
      int min = Integer.MAX_VALUE;
      for (Method method : methods) {
        min = Math.min(min, isVariadic(method)
            ? method.getAnnotation(Builtin.class).min() : method.getParameterCount());
      }
      return min;
    }

    private static int maxArity(List<Method> methods) {
      int max = 0;
      for (Method method : methods) {
        if (isVariadic(method)) {
          return -1;
        }
        max = Math.max(max, method.getParameterCount());
      }
      return max;
    }

    private static RuntimeException rethrow(Throwable t) {
      if (t instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (t instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(t);
    }
  }
}
