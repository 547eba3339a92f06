package kopi.analysis;

import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import kopi.expand.Core;
import kopi.runtime.JavaInterop;
import kopi.runtime.Keyword;
import kopi.runtime.Pair;
import kopi.runtime.Procedure;
import kopi.runtime.Symbol;

/**
 * Resolves the Java calls the expander produced ({@code %java-invoke}, {@code %java-static},
 * {@code %java-new}, {@code %java-static-field}) from the static types {@link TypeInference}
 * found, choosing the overload as javac does: first the methods applicable without boxing, then
 * with boxing (and a Scheme procedure where a functional interface is wanted), then varargs; among
 * them the most specific one. A Scheme type stands for the Java type its values convert to:
 * {@code int}, {@code long}, {@code double}, {@code char}, {@code boolean}, {@code String}, or the
 * class of a Java class type. When an argument's type says nothing, the call is still resolved
 * if the class has exactly one method of that name and arity, since the run-time choice could not
 * pick another; the generated conversions then check the value.
 *
 * <p>Only members of public, exported platform classes are resolved: a class from the application
 * class path may not be visible from the loader of the generated classes. Everything else stays a
 * run-time call with a per-site cache ({@code kopi.runtime.JavaCallSites}).
 */
public final class JavaCalls {
  /** What a call yields and, when it is certain, the member it reaches (null otherwise). */
  record Resolution(Type type, JavaTarget target) {}

  private static final Set<String> BUILTINS = Set.of("%java-invoke", "%java-static", "%java-new",
      "%java-static-field", "%java-field", "%java-as", "%java-class", "%java-new-array");

  private JavaCalls() {}

  static boolean handles(String builtin) {
    return BUILTINS.contains(builtin);
  }

  /** The resolution of a call to {@code builtin} whose operands have the types {@code types}. */
  static Resolution resolve(String builtin, List<Core> operands, Type[] types) {
    switch (builtin) {
      case "%java-invoke" -> {
        Class<?> receiver = javaType(types[0]);
        String name = constantString(operands, 1);
        if (receiver == null || receiver.isPrimitive() || name == null || !visible(receiver)) {
          return unknown();
        }
        List<Method> candidates = methods(receiver, name, false);
        return method(candidates, receiver, slice(types, 2));
      }
      case "%java-static" -> {
        Class<?> owner = classNamed(operands, 0);
        String name = constantString(operands, 1);
        if (owner == null || name == null || !visible(owner)) {
          return unknown();
        }
        return method(methods(owner, name, true), owner, slice(types, 2));
      }
      case "%java-new" -> {
        Class<?> owner = classNamed(operands, 0);
        if (owner == null) {
          return unknown();
        }
        Type type = resultType(owner);
        for (Core operand : operands) {
          if (operand instanceof Core.Const c && c.value() instanceof Keyword) {
            return new Resolution(type, null);
          }
        }
        if (!visible(owner) || Modifier.isAbstract(owner.getModifiers())) {
          return new Resolution(type, null);
        }
        List<Executable> constructors = new ArrayList<>(List.of(owner.getConstructors()));
        Choice choice = choose(constructors, slice(types, 1));
        return new Resolution(type,
            choice == null ? null : new JavaTarget(choice.member(), null, owner, choice.varargs()));
      }
      case "%java-static-field" -> {
        Class<?> owner = classNamed(operands, 0);
        String name = constantString(operands, 1);
        if (owner == null || name == null) {
          return unknown();
        }
        try {
          Field field = owner.getField(name);
          boolean direct = visible(owner) && visible(field.getType()) && Modifier.isStatic(field.getModifiers());
          return new Resolution(resultType(field.getType()), direct ? new JavaTarget(null, field, owner, false) : null);
        } catch (NoSuchFieldException e) {
          return unknown();
        }
      }
      case "%java-as" -> {
        Class<?> owner = classNamed(operands, 0);
        return owner == null ? unknown() : new Resolution(resultType(owner), null);
      }
      case "%java-new-array" -> {
        String element = constantString(operands, 0);
        return new Resolution(element == null ? Type.ANY : Type.parse(element + "[]"), null);
      }
      case "%java-class" -> {
        return new Resolution(Type.parse("java.lang.Class"), null);
      }
      default -> {
        return unknown();
      }
    }
  }

  // ------------------------------------------------------------------------------ choice

  private record Choice(Executable member, boolean varargs) {}

  private static Resolution method(List<Method> candidates, Class<?> receiver, Type[] arguments) {
    Choice choice = choose(new ArrayList<>(candidates), arguments);
    if (choice == null) {
      // The result type is still known when every candidate agrees on it.
      Class<?> common = null;
      for (Method candidate : candidates) {
        if (common != null && common != candidate.getReturnType()) {
          return unknown();
        }
        common = candidate.getReturnType();
      }
      return new Resolution(common == null ? Type.ANY : resultType(common), null);
    }
    Method chosen = (Method) choice.member();
    Class<?> owner = Modifier.isStatic(chosen.getModifiers()) ? chosen.getDeclaringClass() : receiver;
    if (!visible(owner)) {
      return new Resolution(resultType(chosen.getReturnType()), null);
    }
    return new Resolution(resultType(chosen.getReturnType()), new JavaTarget(chosen, null, owner, choice.varargs()));
  }

  private static Choice choose(List<? extends Executable> candidates, Type[] arguments) {
    candidates.removeIf(candidate -> !visibleSignature(candidate));
    Class<?>[] javaTypes = new Class<?>[arguments.length];
    boolean allKnown = true;
    for (int i = 0; i < arguments.length; i++) {
      javaTypes[i] = javaType(arguments[i]);
      allKnown &= javaTypes[i] != null;
    }
    List<Executable> fixed = new ArrayList<>();
    for (Executable candidate : candidates) {
      if (candidate.getParameterCount() == arguments.length) {
        fixed.add(candidate);
      }
    }
    if (!allKnown) {
      // Unknown argument types: certain only when no other overload could be picked at run time,
      // that is when one member takes this many arguments and no varargs member takes them
      // ((l:add x) on an ArrayList: add(Object), not add(int, Object)).
      boolean varargsFit = false;
      for (Executable candidate : candidates) {
        varargsFit |= candidate.isVarArgs() && arguments.length >= candidate.getParameterCount() - 1;
      }
      if (fixed.size() == 1 && !fixed.get(0).isVarArgs() && !varargsFit
          && phase(javaTypes, fixed.get(0).getParameterTypes()) != 0) {
        return new Choice(fixed.get(0), false);
      }
      return null;
    }
    for (int wanted = 1; wanted <= 2; wanted++) {
      List<Executable> applicable = new ArrayList<>();
      for (Executable candidate : fixed) {
        int phase = phase(javaTypes, candidate.getParameterTypes());
        if (phase != 0 && phase <= wanted) {
          applicable.add(candidate);
        }
      }
      if (!applicable.isEmpty()) {
        Executable best = mostSpecific(applicable, arguments.length);
        return best == null ? null : new Choice(best, false);
      }
    }
    List<Executable> applicable = new ArrayList<>();
    for (Executable candidate : candidates) {
      if (candidate.isVarArgs() && arguments.length >= candidate.getParameterCount() - 1
          && phase(javaTypes, spread(candidate, arguments.length)) != 0) {
        applicable.add(candidate);
      }
    }
    if (applicable.isEmpty()) {
      return null;
    }
    Executable best = mostSpecific(applicable, arguments.length);
    return best == null ? null : new Choice(best, true);
  }

  /** The parameter types a varargs member has when called with {@code count} arguments. */
  private static Class<?>[] spread(Executable member, int count) {
    Class<?>[] declared = member.getParameterTypes();
    Class<?>[] spread = new Class<?>[count];
    for (int i = 0; i < count; i++) {
      spread[i] = i < declared.length - 1 ? declared[i] : declared[declared.length - 1].getComponentType();
    }
    return spread;
  }

  /**
   * The phase in which javac finds a member applicable to arguments of the given Java types: 1
   * without boxing, 2 with it; 0 when it is not applicable. An unknown (null) type fits anything.
   */
  private static int phase(Class<?>[] arguments, Class<?>[] parameters) {
    int phase = 1;
    for (int i = 0; i < arguments.length; i++) {
      int one = fit(arguments[i], parameters[i]);
      if (one == 0) {
        return 0;
      }
      phase = Math.max(phase, one);
    }
    return phase;
  }

  private static int fit(Class<?> argument, Class<?> parameter) {
    if (argument == null) {
      return 1;
    }
    if (argument.isPrimitive()) {
      if (parameter.isPrimitive()) {
        return widens(argument, parameter) ? 1 : 0;
      }
      return parameter.isAssignableFrom(box(argument)) ? 2 : 0;
    }
    if (parameter.isPrimitive()) {
      return 0;
    }
    if (parameter.isAssignableFrom(argument)) {
      return 1;
    }
    return Procedure.class.isAssignableFrom(argument) && functional(parameter) ? 2 : 0;
  }

  private static Executable mostSpecific(List<Executable> applicable, int count) {
    List<Executable> best = new ArrayList<>();
    for (Executable candidate : applicable) {
      boolean maximal = true;
      for (Executable other : applicable) {
        if (other != candidate && !moreSpecific(candidate, other, count)) {
          maximal = false;
          break;
        }
      }
      if (maximal) {
        best.add(candidate);
      }
    }
    if (best.isEmpty()) {
      return null;
    }
    // Several with the same parameters (an interface method and its covariant override): the
    // one with the narrowest result, as javac would pick.
    Executable chosen = best.get(0);
    for (Executable candidate : best) {
      if (candidate instanceof Method m && chosen instanceof Method c
          && c.getReturnType().isAssignableFrom(m.getReturnType())) {
        chosen = candidate;
      }
    }
    for (Executable candidate : best) {
      if (!java.util.Arrays.equals(spread(candidate, count), spread(chosen, count))) {
        return null;
      }
    }
    return chosen;
  }

  private static boolean moreSpecific(Executable a, Executable b, int count) {
    Class<?>[] pa = a.isVarArgs() ? spread(a, count) : a.getParameterTypes();
    Class<?>[] pb = b.isVarArgs() ? spread(b, count) : b.getParameterTypes();
    if (pa.length != pb.length) {
      return false;
    }
    for (int i = 0; i < pa.length; i++) {
      boolean sub = pa[i] == pb[i] || (pa[i].isPrimitive() && pb[i].isPrimitive() && widens(pa[i], pb[i]))
          || (!pa[i].isPrimitive() && !pb[i].isPrimitive() && pb[i].isAssignableFrom(pa[i]));
      if (!sub) {
        return false;
      }
    }
    return true;
  }

  // ------------------------------------------------------------------------------ types

  /**
   * The Java type a value of Scheme type {@code type} converts to at a call boundary, or null
   * when the type does not decide it (several representations, or nothing known).
   */
  static Class<?> javaType(Type type) {
    Set<Type.Atom> atoms = type.atoms();
    if (type.javaClass() != null && type.javaClass() != Object.class) {
      return type.javaClass();
    }
    if (type.javaClass() == Object.class) {
      return Object.class;
    }
    if (atoms.isEmpty()) {
      return null;
    }
    if (atoms.equals(Set.of(Type.Atom.INT))) {
      return int.class;
    }
    if (Set.of(Type.Atom.INT, Type.Atom.LONG).containsAll(atoms)) {
      return long.class;
    }
    if (atoms.equals(Set.of(Type.Atom.FLONUM))) {
      return double.class;
    }
    if (atoms.equals(Set.of(Type.Atom.BOOLEAN))) {
      return boolean.class;
    }
    if (atoms.equals(Set.of(Type.Atom.CHAR))) {
      return char.class;
    }
    if (Set.of(Type.Atom.STRING, Type.Atom.MSTRING).containsAll(atoms)) {
      return String.class;
    }
    if (atoms.equals(Set.of(Type.Atom.SYMBOL))) {
      return Symbol.class;
    }
    if (atoms.equals(Set.of(Type.Atom.PAIR))) {
      return Pair.class;
    }
    if (atoms.equals(Set.of(Type.Atom.VECTOR))) {
      return Object[].class;
    }
    if (atoms.equals(Set.of(Type.Atom.PROCEDURE))) {
      return Procedure.class;
    }
    return null;
  }

  /** The Scheme type of a Java result of class {@code type}, after the run-time conversion. */
  public static Type resultType(Class<?> type) {
    if (type == void.class) {
      return Type.UNSPECIFIED;
    }
    if (type == int.class || type == short.class || type == byte.class) {
      return Type.parse("int");
    }
    if (type == long.class) {
      return Type.parse("long");
    }
    if (type == double.class || type == float.class) {
      return Type.DOUBLE;
    }
    if (type == boolean.class) {
      return Type.BOOLEAN;
    }
    if (type == char.class) {
      return Type.CHARACTER;
    }
    if (type == java.math.BigInteger.class) {
      // Small results become fixnums.
      return Type.INTEGER;
    }
    return Type.parse(type.getTypeName());
  }

  private static boolean widens(Class<?> from, Class<?> to) {
    if (from == to) {
      return true;
    }
    List<Class<?>> order = List.of(byte.class, short.class, int.class, long.class, float.class, double.class);
    if (from == char.class) {
      return to == int.class || to == long.class || to == float.class || to == double.class;
    }
    int a = order.indexOf(from);
    int b = order.indexOf(to);
    return a >= 0 && b >= 0 && a < b && !(from == byte.class && to == char.class);
  }

  private static Class<?> box(Class<?> primitive) {
    return java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
  }

  /** The run time converts a procedure to exactly these interfaces, so the analysis asks it. */
  private static boolean functional(Class<?> type) {
    return JavaInterop.functionalMethod(type) != null;
  }

  // ------------------------------------------------------------------------------ helpers

  private static List<Method> methods(Class<?> owner, String name, boolean wantStatic) {
    List<Method> found = new ArrayList<>();
    for (Method method : owner.getMethods()) {
      if (method.getName().equals(name) && Modifier.isStatic(method.getModifiers()) == wantStatic
          && !method.isBridge()) {
        found.add(method);
      }
    }
    if (!wantStatic && owner.isInterface()) {
      // An interface type still has Object's methods, which invokeinterface resolves.
      for (Method method : Object.class.getMethods()) {
        if (method.getName().equals(name) && !Modifier.isStatic(method.getModifiers())) {
          found.add(method);
        }
      }
    }
    return found;
  }

  /**
   * True when generated code may name {@code type}: a public class of an exported package that the
   * boot or platform class loader defines, so every class loader sees the same class.
   */
  public static boolean visible(Class<?> type) {
    while (type.isArray()) {
      type = type.getComponentType();
    }
    if (type.isPrimitive()) {
      return true;
    }
    ClassLoader loader = type.getClassLoader();
    return Modifier.isPublic(type.getModifiers()) && type.getModule().isExported(type.getPackageName())
        && (loader == null || loader == ClassLoader.getPlatformClassLoader());
  }

  private static boolean visibleSignature(Executable member) {
    if (!visible(member.getDeclaringClass()) && !(member instanceof Method)) {
      return false;
    }
    for (Class<?> parameter : member.getParameterTypes()) {
      if (!visible(parameter)) {
        return false;
      }
    }
    return !(member instanceof Method method) || visible(method.getReturnType());
  }

  private static Class<?> classNamed(List<Core> operands, int index) {
    String name = constantString(operands, index);
    return name == null ? null : JavaInterop.findClass(name);
  }

  private static String constantString(List<Core> operands, int index) {
    return operands.size() > index && operands.get(index) instanceof Core.Const c && c.value() instanceof String s
        ? s : null;
  }

  private static Type[] slice(Type[] types, int from) {
    return java.util.Arrays.copyOfRange(types, from, types.length);
  }

  private static Resolution unknown() {
    return new Resolution(Type.ANY, null);
  }
}
