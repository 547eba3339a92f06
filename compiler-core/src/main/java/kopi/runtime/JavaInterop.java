package kopi.runtime;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Java interop at run time: calls on receivers whose class is only known when the call runs,
 * static members, construction, and the conversions between Scheme values and Java parameter and
 * result types. Overloads are chosen like javac would for the Scheme value's natural Java type (an
 * exact integer prefers {@code int}, then {@code long}, then the boxes, then {@code Object}), and
 * the choice is cached per (class, name, argument classes), so a call site that keeps seeing the
 * same receiver class pays for the search once.
 */
public final class JavaInterop {
  private static final ConcurrentHashMap<String, Class<?>> CLASSES = new ConcurrentHashMap<>();
  /** Chosen methods per class object, so same-named classes of two programs never share choices. */
  private static final ClassValue<ConcurrentHashMap<String, Executable>> CHOSEN = new ClassValue<>() {
    @Override
    protected ConcurrentHashMap<String, Executable> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  };
  /** Public fields per class object, looked up once: field access is on the hot path of class methods. */
  private static final ClassValue<ConcurrentHashMap<String, Field>> FIELDS = new ClassValue<>() {
    @Override
    protected ConcurrentHashMap<String, Field> computeValue(Class<?> type) {
      return new ConcurrentHashMap<>();
    }
  };
  /** The cost of an argument a parameter cannot accept. */
  static final int NOT_APPLICABLE = -1;

  private JavaInterop() {}

  // ------------------------------------------------------------------------------ public API

  /** The class named {@code name} (a binary name, or a short name in {@code java.lang}); null when none. */
  public static Class<?> findClass(String name) {
    Class<?> cached = CLASSES.get(name);
    if (cached != null) {
      return cached;
    }
    Class<?> found = load(name);
    if (found == null && name.indexOf('.') < 0) {
      found = load("java.lang." + name);
    }
    if (found != null && sharedByEveryLoader(found)) {
      CLASSES.put(name, found);
    }
    return found;
  }

  /** {@link #findClass}, raising a Scheme error when the class does not exist. */
  public static Class<?> classNamed(String name) {
    Class<?> found = findClass(name);
    if (found == null) {
      throw Errors.error("unknown class " + name);
    }
    return found;
  }

  public static Object invokeStatic(String className, String name, Object[] arguments) {
    Class<?> owner = classNamed(className);
    Method method = (Method) choose(owner, name, arguments, true);
    if (method == null) {
      throw Errors.error("no static method " + name + " in " + owner.getName() + " accepts "
          + describe(arguments));
    }
    return call(method, null, arguments);
  }

  public static Object invoke(Object receiver, String name, Object[] arguments) {
    Object target = receiver instanceof MString m ? m.toString() : receiver;
    if (target == null) {
      throw Errors.error("cannot call " + name + " on null");
    }
    if (target instanceof XmlNamespace namespace) {
      // (h:p arg ...) after (define-xml-namespace h "uri"): an XML element.
      return namespace.element(name, arguments);
    }
    Method method = (Method) choose(target.getClass(), name, arguments, false);
    if (method == null) {
      throw Errors.error("no method " + name + " in " + TypeNames.of(target.getClass()) + " accepts "
          + describe(arguments));
    }
    return call(method, target, arguments);
  }

  public static Object staticField(String className, String name) {
    Class<?> owner = classNamed(className);
    try {
      Field field = publicField(owner, name);
      if (!Modifier.isStatic(field.getModifiers())) {
        throw Errors.error("field " + name + " of " + owner.getName() + " is not static");
      }
      return fromJava(field.get(null), field.getType());
    } catch (NoSuchFieldException | IllegalAccessException e) {
      throw Errors.error("no static field " + name + " in " + owner.getName());
    }
  }

  /** {@code (set! obj:name value)} and a method's {@code (set! field value)}: the value converted to the field's type. */
  public static Object setField(Object receiver, String name, Object value) {
    if (receiver == null) {
      throw Errors.error("cannot set field " + name + " of null");
    }
    Field field;
    try {
      field = publicField(receiver.getClass(), name);
    } catch (NoSuchFieldException e) {
      throw Errors.error("no field " + name + " in " + TypeNames.of(receiver.getClass()));
    }
    store(field, receiver, value);
    return Unspecified.VALUE;
  }

  /** {@code (set! Class:name value)} for a static field. */
  public static Object setStaticField(String className, String name, Object value) {
    Class<?> owner = classNamed(className);
    Field field;
    try {
      field = publicField(owner, name);
    } catch (NoSuchFieldException e) {
      throw Errors.error("no static field " + name + " in " + owner.getName());
    }
    if (!Modifier.isStatic(field.getModifiers())) {
      throw Errors.error("field " + name + " of " + owner.getName() + " is not static");
    }
    store(field, null, value);
    return Unspecified.VALUE;
  }

  private static void store(Field field, Object receiver, Object value) {
    String where = field.getDeclaringClass().getName() + "." + field.getName();
    if (Modifier.isFinal(field.getModifiers())) {
      throw Errors.error("cannot set final field " + where);
    }
    try {
      field.set(receiver, ClassSupport.toJava(value, field.getType(), where));
    } catch (IllegalAccessException e) {
      throw Errors.error("cannot set field " + where + ": " + e.getMessage());
    }
  }

  public static Object field(Object receiver, String name) {
    if (receiver == null) {
      throw Errors.error("cannot read field " + name + " of null");
    }
    if (receiver instanceof XmlNamespace namespace) {
      return namespace.constructor(name);
    }
    if (name.equals("length") && receiver.getClass().isArray()) {
      return (long) java.lang.reflect.Array.getLength(receiver);
    }
    try {
      Field field = publicField(receiver.getClass(), name);
      return fromJava(field.get(receiver), field.getType());
    } catch (NoSuchFieldException | IllegalAccessException e) {
      throw Errors.error("no field " + name + " in " + TypeNames.of(receiver.getClass()));
    }
  }

  /**
   * {@code (Class arg ... key: value ...)}: the constructor that accepts the positional arguments;
   * when there is none and the class has a no-argument constructor and an {@code add} method, the
   * object is built empty and each argument added. Each {@code key: value} then sets a property
   * (see {@link JavaProperties}): {@code tool-tip-text: v} calls {@code setToolTipText(v)}, else
   * {@code addToolTipText(v)}, else stores a public field.
   */
  public static Object construct(String className, Object[] arguments) {
    Class<?> type = classNamed(className);
    List<Object> positional = new ArrayList<>();
    List<Object> settings = new ArrayList<>();
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] instanceof Keyword && i + 1 < arguments.length) {
        settings.add(arguments[i]);
        settings.add(arguments[++i]);
      } else {
        positional.add(arguments[i]);
      }
    }
    Object[] values = positional.toArray();
    Object instance;
    Constructor<?> constructor = (Constructor<?>) choose(type, "<init>", values, false);
    if (constructor != null) {
      instance = call(constructor, null, values);
    } else if (values.length > 0 && choose(type, "<init>", new Object[0], false) != null) {
      instance = call(choose(type, "<init>", new Object[0], false), null, new Object[0]);
      for (Object value : values) {
        if (choose(type, "add", new Object[] {value}, false) == null) {
          throw Errors.error("no constructor of " + type.getName() + " accepts " + describe(values));
        }
        invoke(instance, "add", new Object[] {value});
      }
    } else {
      throw Errors.error("no constructor of " + type.getName() + " accepts " + describe(values));
    }
    for (int i = 0; i < settings.size(); i += 2) {
      JavaProperties.apply(instance, ((Keyword) settings.get(i)).name(), settings.get(i + 1));
    }
    return instance;
  }

  public static boolean isInstance(Object value, String className) {
    Class<?> type = classNamed(className);
    if (collectionType(type) && (value instanceof Pair || value == Nil.NIL || value instanceof Object[])) {
      // Converted when passed to Java, but no List itself: its methods are not a list's.
      return false;
    }
    return cost(type, value) != NOT_APPLICABLE;
  }

  /** {@code (as Type value)}: the value converted to {@code Type}, or an error naming both. */
  public static Object as(String className, Object value) {
    Class<?> type = classNamed(className);
    if (cost(type, value) == NOT_APPLICABLE) {
      throw Errors.error("as: expected " + type.getName() + ", got " + Printer.writeString(value));
    }
    return fromJava(toJava(type, value), type);
  }

  /**
   * {@code (as TYPE value)} for a primitive, Scheme or array type. An integral primitive takes any
   * real, truncated toward zero and narrowed as a Java cast narrows ({@code (as int 3.7)} is 3, as in
   * Kawa); {@code float} and {@code double} take any real, {@code char} an exact integer (a Java
   * cast); other types only check the value.
   */
  public static Object asType(String type, Object value) {
    if (Num.isReal(value)) {
      switch (type) {
        case "int", "long", "short", "byte" -> {
          Object whole = Num.truncate(value);
          long bits = whole instanceof Double d ? (long) (double) d
              : whole instanceof BigInteger b ? b.longValue() : ((Number) whole).longValue();
          return switch (type) {
            case "int" -> (long) (int) bits;
            case "short" -> (long) (short) bits;
            case "byte" -> (long) (byte) bits;
            default -> bits;
          };
        }
        case "double", "float" -> {
          double d = Num.toDouble(value);
          return type.equals("float") ? (double) (float) d : d;
        }
        case "char" -> {
          // A Java cast of an integer to char, as in Kawa: (as char 65) is #\A.
          if (value instanceof Long || value instanceof BigInteger) {
            return Char.of((char) ((Number) value).longValue());
          }
        }
        default -> {
          // Other numeric types only check below.
        }
      }
    }
    if (!TypeCheck.accepts(value, type)) {
      throw Errors.error("as: expected " + type + ", got " + Printer.writeString(value));
    }
    return value;
  }

  /**
   * {@code (as int x)}, {@code short} or {@code byte}, compiled, for a value that is not a fixnum
   * (the compiled code unboxes those itself): {@link #asType}'s value as an int.
   */
  public static int asInt(Object value, String type) {
    return (int) (long) (Long) asType(type, value);
  }

  /** {@code (as long x)} compiled, for a value that is not a fixnum: {@link #asType}'s value as a long. */
  public static long asLong(Object value, String type) {
    return (Long) asType(type, value);
  }

  /**
   * {@code (as double x)} or {@code float} compiled, for a value that is not a flonum:
   * {@link #asType}'s value as a double.
   */
  public static double asDouble(Object value, String type) {
    return (Double) asType(type, value);
  }

  /** {@link #fromJava(Object, Class)} for a reference result, whose class says what it is. */
  public static Object fromJava(Object value) {
    return fromJava(value, Object.class);
  }

  /** A Java result as a Scheme value: small integers become exact integers, floats flonums. */
  public static Object fromJava(Object value, Class<?> type) {
    if (type == void.class) {
      return Unspecified.VALUE;
    }
    if (value == null) {
      // Java null is Kawa's #!null: false in tests, printed #!null, eq? only to itself.
      return null;
    }
    if (value instanceof Long) {
      // The most common value by far (a collection of Scheme integers): one test, not six.
      return value;
    }
    if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
      return ((Number) value).longValue();
    }
    if (value instanceof Float f) {
      return f.doubleValue();
    }
    if (value instanceof Character c) {
      return Char.of(c);
    }
    if (value instanceof BigInteger b && b.bitLength() < 64) {
      return b.longValue();
    }
    return value;
  }

  // ------------------------------------------------------------------------------ resolution

  /**
   * The method (or constructor, for {@code "<init>"}) of {@code owner} named {@code name} that
   * accepts {@code arguments} at the lowest conversion cost, or null when none does.
   */
  static Executable choose(Class<?> owner, String name, Object[] arguments, boolean wantStatic) {
    StringBuilder key = new StringBuilder(owner.getName()).append('#').append(name).append(wantStatic ? "/s" : "/i");
    for (Object argument : arguments) {
      key.append(',').append(argument == null ? "null" : argument.getClass().getName());
      if (argument instanceof Long l && (int) (long) l != l) {
        key.append("+wide");
      }
    }
    String cacheKey = key.toString();
    Executable cached = CHOSEN.get(owner).get(cacheKey);
    if (cached != null) {
      return cached;
    }
    Executable best = null;
    int bestCost = Integer.MAX_VALUE;
    List<Executable> candidates = new ArrayList<>();
    if (name.equals("<init>")) {
      for (Constructor<?> constructor : owner.getConstructors()) {
        candidates.add(constructor);
      }
    } else {
      for (Method method : owner.getMethods()) {
        if (method.getName().equals(name) && Modifier.isStatic(method.getModifiers()) == wantStatic) {
          candidates.add(method);
        }
      }
    }
    for (Executable candidate : candidates) {
      if (candidate.getParameterCount() != arguments.length || candidate.isVarArgs() && arguments.length == 0) {
        continue;
      }
      int total = total(candidate.getParameterTypes(), arguments);
      if (total != NOT_APPLICABLE && total < bestCost) {
        best = candidate;
        bestCost = total;
      }
    }
    if (best == null) {
      // As javac, varargs only when no member applies with its declared arity.
      for (Executable candidate : candidates) {
        if (candidate.isVarArgs() && arguments.length >= candidate.getParameterCount() - 1) {
          int total = total(spreadTypes(candidate, arguments.length), arguments);
          if (total != NOT_APPLICABLE && total < bestCost) {
            best = candidate;
            bestCost = total;
          }
        }
      }
    }
    if (best instanceof Method method) {
      best = accessible(method);
    }
    if (best != null) {
      CHOSEN.get(owner).put(cacheKey, best);
    }
    return best;
  }

  private static int total(Class<?>[] parameters, Object[] arguments) {
    int total = 0;
    for (int i = 0; i < parameters.length && total != NOT_APPLICABLE; i++) {
      int one = cost(parameters[i], arguments[i]);
      total = one == NOT_APPLICABLE ? NOT_APPLICABLE : total + one;
    }
    return total;
  }

  /** The parameter types of a varargs member called with {@code count} arguments, the array spread. */
  static Class<?>[] spreadTypes(Executable member, int count) {
    Class<?>[] declared = member.getParameterTypes();
    Class<?>[] spread = new Class<?>[count];
    for (int i = 0; i < count; i++) {
      spread[i] = i < declared.length - 1 ? declared[i] : declared[declared.length - 1].getComponentType();
    }
    return spread;
  }

  /** True when a call of {@code member} with these arguments collects the trailing ones into an array. */
  static boolean collectsVarargs(Executable member, Object[] arguments) {
    if (!member.isVarArgs()) {
      return false;
    }
    int last = member.getParameterCount() - 1;
    return arguments.length != member.getParameterCount()
        || cost(member.getParameterTypes()[last], arguments[last]) == NOT_APPLICABLE;
  }

  /**
   * How well {@code parameter} fits {@code value}: 0 is an exact match, higher is a wider
   * conversion, {@link #NOT_APPLICABLE} means it does not fit.
   */
  public static int cost(Class<?> parameter, Object value) {
    if (value instanceof Long l) {
      boolean fitsInt = (int) (long) l == l;
      if (parameter == int.class) {
        return fitsInt ? 0 : NOT_APPLICABLE;
      }
      if (parameter == long.class) {
        return 1;
      }
      if (parameter == Integer.class) {
        return fitsInt ? 2 : NOT_APPLICABLE;
      }
      if (parameter == Long.class) {
        return 2;
      }
      if (parameter == float.class || parameter == double.class) {
        return parameter == float.class ? 4 : 5;
      }
      if (parameter == short.class || parameter == Short.class) {
        return (short) (long) l == l ? 6 : NOT_APPLICABLE;
      }
      if (parameter == byte.class || parameter == Byte.class) {
        return (byte) (long) l == l ? 6 : NOT_APPLICABLE;
      }
    } else if (value instanceof Double) {
      if (parameter == double.class) {
        return 0;
      }
      if (parameter == float.class) {
        // Narrowed, as Kawa passes a flonum to a float parameter.
        return 1;
      }
    } else if (value instanceof Char c) {
      if (parameter == char.class) {
        return c.codePoint() <= 0xFFFF ? 0 : NOT_APPLICABLE;
      }
      if (parameter == Character.class) {
        return c.codePoint() <= 0xFFFF ? 1 : NOT_APPLICABLE;
      }
      if (parameter == int.class) {
        return 6;
      }
    } else if (value instanceof Boolean) {
      if (parameter == boolean.class) {
        return 0;
      }
    } else if (value instanceof MString) {
      if (parameter == String.class) {
        return 1;
      }
    } else if (value instanceof Procedure) {
      if (functionalMethod(parameter) != null && !parameter.isInstance(value)) {
        return 3;
      }
    } else if (value instanceof Pair || value == Nil.NIL || value instanceof Object[]) {
      if (collectionType(parameter) && (value instanceof Object[] || properList(value))) {
        // A Scheme list or vector where a Collection, List or Iterable is wanted: Kawa's are Lists.
        return 7;
      }
    }
    if (parameter.isPrimitive()) {
      return NOT_APPLICABLE;
    }
    if (value == null) {
      return 1;
    }
    if (parameter == value.getClass()) {
      return 0;
    }
    if (parameter == Object.class) {
      return 8;
    }
    return parameter.isInstance(value) ? 2 + depth(value.getClass(), parameter) : NOT_APPLICABLE;
  }

  /** A Scheme value as the Java value {@code parameter} wants, once {@link #cost} has accepted it. */
  public static Object toJava(Class<?> parameter, Object value) {
    if (value instanceof Long l) {
      if (parameter == int.class || parameter == Integer.class) {
        return l.intValue();
      }
      if (parameter == float.class) {
        return l.floatValue();
      }
      if (parameter == double.class) {
        return l.doubleValue();
      }
      if (parameter == short.class || parameter == Short.class) {
        return l.shortValue();
      }
      if (parameter == byte.class || parameter == Byte.class) {
        return l.byteValue();
      }
    } else if (value instanceof Double d && parameter == float.class) {
      return d.floatValue();
    } else if (value instanceof Char c && (parameter == char.class || parameter == Character.class)) {
      return (char) c.codePoint();
    } else if (value instanceof Char c && parameter == int.class) {
      return c.codePoint();
    } else if (value instanceof MString m && parameter == String.class) {
      return m.toString();
    } else if (value instanceof Procedure procedure && !parameter.isInstance(value)
        && functionalMethod(parameter) != null) {
      return adapter(parameter, procedure);
    } else if (value instanceof Object[] vector && collectionType(parameter)) {
      // A vector as a fixed-size List that writes through to it, as Kawa's vectors are Lists.
      return java.util.Arrays.asList(vector);
    } else if ((value instanceof Pair || value == Nil.NIL) && collectionType(parameter)) {
      // A list as a read-only List of its elements (Kopi's pairs are no java.util.List).
      List<Object> elements = new ArrayList<>();
      for (Object x = value; x instanceof Pair p; x = p.cdr) {
        elements.add(p.car);
      }
      return java.util.Collections.unmodifiableList(elements);
    }
    return value;
  }

  /** An interface a {@code java.util.List} implements: {@code List}, {@code Collection}, {@code Iterable}. */
  private static boolean collectionType(Class<?> parameter) {
    return parameter.isInterface() && parameter.isAssignableFrom(List.class);
  }

  private static boolean properList(Object value) {
    Object x = value;
    while (x instanceof Pair p) {
      x = p.cdr;
    }
    return x == Nil.NIL;
  }

  // ------------------------------------------------------------------------------ helpers

  private static Object call(Executable executable, Object receiver, Object[] arguments) {
    Class<?>[] parameters = executable.getParameterTypes();
    Object[] converted;
    if (collectsVarargs(executable, arguments)) {
      int fixed = parameters.length - 1;
      Class<?> component = parameters[fixed].getComponentType();
      Object array = java.lang.reflect.Array.newInstance(component, arguments.length - fixed);
      for (int i = fixed; i < arguments.length; i++) {
        java.lang.reflect.Array.set(array, i - fixed, toJava(component, arguments[i]));
      }
      converted = new Object[parameters.length];
      for (int i = 0; i < fixed; i++) {
        converted[i] = toJava(parameters[i], arguments[i]);
      }
      converted[fixed] = array;
    } else {
      converted = new Object[arguments.length];
      for (int i = 0; i < arguments.length; i++) {
        converted[i] = toJava(parameters[i], arguments[i]);
      }
    }
    try {
      if (executable instanceof Method method) {
        return fromJava(method.invoke(receiver, converted), method.getReturnType());
      }
      return ((Constructor<?>) executable).newInstance(converted);
    } catch (InvocationTargetException e) {
      // The exception itself, checked or not: guard and with-exception-handler take any Java
      // exception as the condition (Exceptions#guard).
      throw JavaInterop.<RuntimeException>sneaky(e.getCause());
    } catch (IllegalAccessException | InstantiationException e) {
      throw Errors.error("cannot call " + executable + ": " + e.getMessage());
    }
  }

  /**
   * The same method declared in a public class or interface: a public method of a class that is
   * not public (an iterator, an unmodifiable wrapper) cannot be invoked through its own class.
   */
  private static Method accessible(Method method) {
    if (Modifier.isPublic(method.getDeclaringClass().getModifiers())) {
      return method;
    }
    Method found = publicDeclaration(method.getDeclaringClass(), method);
    return found == null ? method : found;
  }

  private static Method publicDeclaration(Class<?> type, Method method) {
    if (type == null) {
      return null;
    }
    if (Modifier.isPublic(type.getModifiers())) {
      try {
        return type.getMethod(method.getName(), method.getParameterTypes());
      } catch (NoSuchMethodException e) {
        // Not declared here; keep looking in the supertypes.
      }
    }
    for (Class<?> implemented : type.getInterfaces()) {
      Method found = publicDeclaration(implemented, method);
      if (found != null) {
        return found;
      }
    }
    return publicDeclaration(type.getSuperclass(), method);
  }

  /** The one abstract method of a functional interface, or null when {@code type} is not one. */
  public static Method functionalMethod(Class<?> type) {
    if (!type.isInterface()) {
      return null;
    }
    Method single = null;
    for (Method method : type.getMethods()) {
      if (Modifier.isAbstract(method.getModifiers()) && !isObjectMethod(method)) {
        if (single != null) {
          return null;
        }
        single = method;
      }
    }
    return single;
  }

  private static boolean isObjectMethod(Method method) {
    try {
      Object.class.getMethod(method.getName(), method.getParameterTypes());
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /** A Scheme procedure seen through a functional interface: arguments and result convert. */
  static Object adapter(Class<?> type, Procedure procedure) {
    Method target = functionalMethod(type);
    return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, arguments) -> {
      if (!method.equals(target) && isObjectMethod(method)) {
        return switch (method.getName()) {
          case "equals" -> proxy == arguments[0];
          case "hashCode" -> System.identityHashCode(proxy);
          default -> "#<procedure adapter " + type.getName() + ">";
        };
      }
      Object[] schemeArguments = new Object[arguments == null ? 0 : arguments.length];
      for (int i = 0; i < schemeArguments.length; i++) {
        schemeArguments[i] = fromJava(arguments[i], method.getParameterTypes()[i]);
      }
      Object result = TailCall.resolve(procedure.applyN(schemeArguments));
      Class<?> returnType = method.getReturnType();
      if (returnType == void.class) {
        return null;
      }
      if (returnType == boolean.class) {
        return result != Boolean.FALSE;
      }
      return toJava(returnType, result);
    });
  }

  private static int depth(Class<?> from, Class<?> to) {
    int depth = 0;
    for (Class<?> c = from; c != null && c != to; c = c.getSuperclass()) {
      depth++;
    }
    return Math.min(depth, 5);
  }

  private static String describe(Object[] arguments) {
    if (arguments.length == 0) {
      return "no arguments";
    }
    StringBuilder out = new StringBuilder("(");
    for (int i = 0; i < arguments.length; i++) {
      out.append(i == 0 ? "" : " ").append(Printer.writeString(arguments[i]));
    }
    return out.append(")").toString();
  }

  /** {@code type.getField(name)}, cached per class. */
  static Field publicField(Class<?> type, String name) throws NoSuchFieldException {
    ConcurrentHashMap<String, Field> fields = FIELDS.get(type);
    Field field = fields.get(name);
    if (field == null) {
      field = type.getField(name);
      try {
        // Skips the access check on every read; a field of a class in a closed module keeps it.
        field.setAccessible(true);
      } catch (RuntimeException e) {
        // InaccessibleObjectException or SecurityException: the checked path still works.
      }
      fields.put(name, field);
    }
    return field;
  }

  /**
   * True when {@code type} comes from the loader of the runtime or one of its parents, so the same
   * name means the same class for every program. A class a program defined itself
   * ({@code define-simple-class}) is not cached by name: two programs or sessions in one JVM may each
   * define their own {@code Point}; the context loader's own cache answers for those.
   */
  private static boolean sharedByEveryLoader(Class<?> type) {
    ClassLoader own = type.getClassLoader();
    for (ClassLoader l = JavaInterop.class.getClassLoader(); l != null; l = l.getParent()) {
      if (l == own) {
        return true;
      }
    }
    return own == null;
  }

  private static Class<?> load(String name) {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    try {
      return Class.forName(name, false, loader == null ? JavaInterop.class.getClassLoader() : loader);
    } catch (ClassNotFoundException | LinkageError e) {
      return null;
    }
  }

  /** Throws {@code t} as it is, checked or not. */
  @SuppressWarnings("unchecked")
  static <T extends Throwable> T sneaky(Throwable t) throws T {
    throw (T) t;
  }
}
