package kopi.runtime;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The run-time half of type specifiers: compiled code calls {@link #require} at the entry of a
 * procedure for each parameter declared with a type ({@code (define (f (n ::int)) ...)}) whose
 * argument the compiler could not prove correct. A value that does not fit is an error naming the
 * procedure, the argument position, the expected type and the value; nothing is ever truncated
 * (Kawa turns {@code (expt 2 70)} passed to {@code ::long} into 0, Kopi refuses it).
 *
 * <p>{@code float} and {@code double} accept every real number and convert it to a flonum, as the
 * declared type asks. {@code string} and {@code bytevector} accept a {@link StringLike} value (a
 * process, a file blob) and convert it to its text or its bytes ({@link #convert}); every other type
 * keeps the value as it is.
 *
 * <p>This class is the one place where a type specifier converts a value. Parameters reach it
 * through {@link #require} (compiled procedure entry, so {@code do} and named-{@code let} variables
 * too); a typed {@code define}, {@code let}, {@code let*}, {@code letrec}, {@code set!} and a declared
 * result type reach it through {@link #declared}, a call the expander inserts only for the types
 * that convert ({@link #converts}).
 */
@CallsNoScheme
public final class TypeCheck {
  /** Tests by type text; type texts are few per program, so the cache stays small. */
  private static final Map<String, Test> TESTS = new ConcurrentHashMap<>();
  /** {@link #functionalInterface} by type text; {@code void.class} marks "not one". */
  private static final Map<String, Class<?>> FUNCTIONAL = new ConcurrentHashMap<>();

  private TypeCheck() {}

  /** Whether a test fails: the value is {@code #f} or Java {@code null} (Kawa's {@code #!null}). */
  public static boolean isFalse(Object value) {
    return value == Boolean.FALSE || value == null;
  }

  /**
   * Returns {@code value} (converted to a flonum for {@code float}/{@code double}) when it has type
   * {@code type}; otherwise raises {@code PROCEDURE: argument POSITION expects TYPE, got VALUE}.
   */
  public static Object require(Object value, String type, String procedure, int position) {
    // The accepted value is the hot path (typed parameters check on every call): one table lookup.
    // A process or file blob converts only when it is not itself what the type asks for.
    if (value == null) {
      return accepts(null, type) ? null : reject(null, type, procedure, position);
    }
    Test accepted = test(type);
    if (accepted.test(value)) {
      return isFlonumType(type) && !(value instanceof Double) ? Num.toDouble(value) : value;
    }
    if (value instanceof StringLike || value instanceof Procedure || value instanceof MString) {
      value = convert(value, type);
      if (accepted.test(value)) {
        return value;
      }
    }
    throw Errors.error(procedure + ": argument " + position + " expects " + type + ", got "
        + Printer.writeString(value) + elementDetail(value, type));
  }

  /**
   * The error of a parameter whose value is not of its declared type, for checks the code
   * generator emits itself ({@code instanceof} a class the program defines). Always throws.
   */
  public static RuntimeException reject(Object value, String type, String procedure, int position) {
    throw Errors.error(procedure + ": argument " + position + " expects " + type + ", got "
        + Printer.writeString(value));
  }

  /** For a {@code vector[T]} holding a wrong element: which one, and what it is. */
  private static String elementDetail(Object value, String type) {
    int bracket = type.indexOf('[');
    if (bracket <= 0 || !type.endsWith("]") || type.endsWith("[]") || !(value instanceof Object[] items)) {
      return "";
    }
    String elementType = type.substring(bracket + 1, type.length() - 1);
    int bad = badElement(items, test(elementType));
    return bad < 0 ? "" : " (element " + bad + " is " + Printer.writeString(items[bad]) + ", not " + elementType + ")";
  }

  /** The index of the first element failing {@code element}, or -1. */
  private static int badElement(Object[] items, Test element) {
    for (int i = 0; i < items.length; i++) {
      if (!element.test(items[i])) {
        return i;
      }
    }
    return -1;
  }

  /**
   * A rest parameter's list with {@link #require} applied to each element ({@code position} is the
   * first element's argument position); a fresh list only when an element was converted.
   */
  public static Object requireEach(Object list, String type, String procedure, int position) {
    boolean changed = false;
    List<Object> elements = new ArrayList<>();
    int index = position;
    for (Object rest = list; rest instanceof Pair pair; rest = pair.cdr) {
      Object element = require(pair.car, type, procedure, index++);
      changed |= element != pair.car;
      elements.add(element);
    }
    return changed ? Pair.list(elements.toArray()) : list;
  }

  /**
   * The type of each element of a rest parameter declared {@code ::type}, or null when the
   * declaration says nothing about them. A rest parameter is always a list, so {@code T[]} and a
   * type no list can have ({@code string}, {@code int}, ...) name the elements' type; {@code list},
   * {@code pair} and the general types ({@code Object}, Java classes) are about the list itself and
   * are not checked.
   */
  public static String restElementType(String type) {
    if (type == null) {
      return null;
    }
    if (type.endsWith("[]")) {
      return type.substring(0, type.length() - 2);
    }
    return switch (type) {
      case "string", "String", "java.lang.String", "bytevector", "int", "long", "short", "byte", "integer",
          "rational", "real", "double", "float", "number", "boolean", "char", "character", "symbol",
          "vector", "procedure" -> type;
      default -> null;
    };
  }

  /** {@link #require} for {@code int}, without the table lookup: the common case on hot paths. */
  public static Object requireInt(Object value, String procedure, int position) {
    if (value instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
      return value;
    }
    return require(value, "int", procedure, position);
  }

  /** {@link #require} for {@code long}. */
  public static Object requireLong(Object value, String procedure, int position) {
    return value instanceof Long ? value : require(value, "long", procedure, position);
  }

  /** {@link #require} for {@code double}: a flonum passes as it is, another real is converted. */
  public static Object requireDouble(Object value, String procedure, int position) {
    return value instanceof Double ? value : require(value, "double", procedure, position);
  }

  /** {@link #require} for {@code bytevector}; a file blob or process converts in {@code require}. */
  public static Object requireBytevector(Object value, String procedure, int position) {
    return value instanceof byte[] ? value : require(value, "bytevector", procedure, position);
  }

  /** {@link #require} for {@code string}; a process converts in {@code require}. */
  public static Object requireString(Object value, String procedure, int position) {
    return value instanceof String || value instanceof MString ? value : require(value, "string", procedure, position);
  }

  /**
   * The value a variable declared {@code ::type} holds when {@code value} is stored in it (a
   * {@code let} binding, a {@code define}, a {@code set!} or a procedure result): its truth for
   * {@code ::boolean} ({@link #storesTruth}), a flonum for an exact number under {@code ::double},
   * else converted as {@link #convert} says, and checked, with {@code MESSAGE TYPE, got VALUE}
   * when it does not fit ({@code s: expected string, got 5}).
   */
  public static Object declared(Object value, String type, String message) {
    if (storesTruth(type)) {
      return isFalse(value) ? Boolean.FALSE : Boolean.TRUE;
    }
    Object converted = convert(value, type);
    if (accepts(converted, type)) {
      // An exact number stored where a flonum is declared becomes one, as a parameter's does.
      return isFlonumType(type) && converted != null && !(converted instanceof Double) ? Num.toDouble(converted)
          : converted;
    }
    throw Errors.error(message + " " + type + ", got " + Printer.writeString(value));
  }

  /**
   * Whether a variable or result declared {@code type} stores any value as its truth:
   * {@code ::boolean}, where Kawa stores {@code #f} as false and every other value as true (a
   * predicate returning {@code (memq x l)}). A parameter declared so still takes only a boolean,
   * as in Kawa.
   */
  public static boolean storesTruth(String type) {
    return "boolean".equals(type);
  }

  /**
   * {@code value} converted to the type written {@code type} where the type asks for a conversion:
   * a process or file blob becomes its text for {@code string} and its bytes for
   * {@code bytevector}, a mutable Scheme string its {@code java.lang.String} for {@code String},
   * and a procedure becomes an object of a functional interface
   * ({@code java.lang.Runnable}, {@code java.util.function.Function}) that calls it. Any other
   * value is returned as it is.
   */
  public static Object convert(Object value, String type) {
    if (value instanceof Procedure procedure) {
      Class<?> functional = functionalInterface(type);
      return functional == null ? value : JavaInterop.adapter(functional, procedure);
    }
    if (value instanceof MString m && (type.equals("String") || type.equals("java.lang.String"))) {
      // A Scheme string made at run time is a java.lang.String where one is declared, as in Kawa.
      return m.toString();
    }
    if (value instanceof StringLike like) {
      if (isStringType(type)) {
        return like.asString();
      }
      if (isBytevectorType(type)) {
        return like.asBytes();
      }
    }
    return value;
  }

  /**
   * True for the types whose values {@link #convert} may change: {@code string},
   * {@code bytevector} and the functional interfaces.
   */
  public static boolean converts(String type) {
    return type != null && (isStringType(type) || isBytevectorType(type) || functionalInterface(type) != null);
  }

  /**
   * The functional interface (an interface with one abstract method) {@code type} names, or null.
   * A Scheme procedure converts to it, so a variable or parameter declared with it accepts one.
   */
  public static Class<?> functionalInterface(String type) {
    // Not computeIfAbsent with a lambda, for the reason given at Test.
    Class<?> found = FUNCTIONAL.get(type);
    if (found == null) {
      Class<?> javaClass = type.indexOf('.') < 0 && !Character.isUpperCase(type.charAt(0)) ? null : javaClass(type);
      found = javaClass != null && javaClass.isInterface() && JavaInterop.functionalMethod(javaClass) != null
          ? javaClass : void.class;
      FUNCTIONAL.putIfAbsent(type, found);
    }
    return found == void.class ? null : found;
  }

  private static boolean isPrimitiveType(String type) {
    return switch (type) {
      case "int", "long", "short", "byte", "double", "float", "char", "boolean", "ulong", "uint", "ushort",
          "ubyte" -> true;
      default -> false;
    };
  }

  private static boolean isStringType(String type) {
    return type.equals("string") || type.equals("String") || type.equals("java.lang.String");
  }

  private static boolean isBytevectorType(String type) {
    return type.equals("bytevector") || type.equals("byte[]");
  }

  /** True when {@code value} belongs to the type written {@code type}; unknown names accept everything. */
  public static boolean accepts(Object value, String type) {
    if (value == null) {
      // #!null belongs to every class type, as in Java and Kawa, and to no primitive type.
      return !isPrimitiveType(type);
    }
    return test(type).test(value);
  }

  private static boolean isFlonumType(String type) {
    return type.equals("double") || type.equals("float") || type.equals("java.lang.Double")
        || type.equals("Double") || type.equals("java.lang.Float") || type.equals("Float");
  }

  /**
   * Kawa's type names that Kopi accepts without a run-time check: values of these types are
   * Scheme or Java objects whose kind Kopi does not test (a {@code ::void} result, a
   * {@code ::keyword} parameter, Kawa's uniform vectors and port types...).
   */
  private static final java.util.Set<String> UNCHECKED_KAWA_TYPES = java.util.Set.of("void", "keyword", "ulong",
      "uint", "ushort", "ubyte", "u8vector", "s8vector", "u16vector", "s16vector", "u32vector", "s32vector",
      "u64vector", "s64vector", "f32vector", "f64vector", "array", "sequence", "input-port", "output-port",
      "promise", "quantity", "complex", "dynamic", "string-cursor", "parameter", "class-type", "constant-string",
      "abstract-string");

  /**
   * Whether the simple type name {@code type} names a type: a Scheme or Kawa type name, a primitive,
   * or a class on the class path ({@code String}, {@code java.util.List}). Arrays and parameterised
   * types are taken apart by the caller; classes a program defines are not seen here.
   */
  public static boolean isKnownName(String type) {
    return isPrimitiveType(type) || UNCHECKED_KAWA_TYPES.contains(type) || (type.startsWith("<") && type.endsWith(">"))
        || !test(type).isUnknown();
  }

  /**
   * The class whose instances, and null, are exactly what {@link #require} accepts for
   * {@code type} unchanged (a class name that is no Scheme or Kawa type name:
   * {@code java.util.List}, {@code String}); null for any other type. The code generator tests
   * such a parameter with {@code instanceof} and calls {@code require} only for other values,
   * which it may convert (a Scheme procedure to a functional interface) or reject.
   */
  public static Class<?> classTested(String type) {
    Test test = test(type);
    return test.kind == Test.Kind.CLASS ? test.javaClass : null;
  }

  /** The test of type text {@code type}, made on first use and kept. */
  private static Test test(String type) {
    // Not computeIfAbsent with a method reference: see Test.
    Test test = TESTS.get(type);
    if (test == null) {
      test = Test.of(type);
      Test earlier = TESTS.putIfAbsent(type, test);
      if (earlier != null) {
        test = earlier;
      }
    }
    return test;
  }

  /**
   * The run-time test of one type text. A class with a switch, not lambdas: the first typed call
   * of a program makes its tests, and a lambda there would link the {@code java.lang.invoke}
   * machinery at that moment, several milliseconds of the program's run (issue 21's
   * {@code interop-typed} spent about 7 ms of its loop there).
   */
  private static final class Test {
    private enum Kind {
      INT, SHORT, BYTE, LONG, INTEGER, RATIONAL, REAL, NUMBER, BOOLEAN, CHAR, STRING, SYMBOL, LIST, PAIR, VECTOR,
      BYTEVECTOR, PROCEDURE, ANY, CLASS, VECTOR_OF, UNKNOWN
    }

    private final Kind kind;
    /** The class of a {@link Kind#CLASS} test. */
    private final Class<?> javaClass;
    /** The container and element tests of a {@link Kind#VECTOR_OF} test ({@code vector[T]}). */
    private final Test container;
    private final Test element;

    private Test(Kind kind, Class<?> javaClass, Test container, Test element) {
      this.kind = kind;
      this.javaClass = javaClass;
      this.container = container;
      this.element = element;
    }

    private static Test of(Kind kind) {
      return new Test(kind, null, null, null);
    }

    static Test of(String type) {
      int bracket = type.indexOf('[');
      if (bracket > 0 && type.endsWith("]") && !type.endsWith("[]")) {
        // vector[T]: every element is checked, at the cost of a walk of the vector.
        return new Test(Kind.VECTOR_OF, null, of(type.substring(0, bracket)),
            of(type.substring(bracket + 1, type.length() - 1)));
      }
      return switch (type) {
        case "int", "Integer", "java.lang.Integer" -> of(Kind.INT);
        case "short", "Short", "java.lang.Short" -> of(Kind.SHORT);
        case "byte", "Byte", "java.lang.Byte" -> of(Kind.BYTE);
        case "long", "Long", "java.lang.Long" -> of(Kind.LONG);
        case "integer" -> of(Kind.INTEGER);
        case "rational" -> of(Kind.RATIONAL);
        case "float", "double", "real", "Float", "Double", "java.lang.Float", "java.lang.Double" -> of(Kind.REAL);
        case "number" -> of(Kind.NUMBER);
        case "boolean", "Boolean", "java.lang.Boolean" -> of(Kind.BOOLEAN);
        case "char", "character", "Character", "java.lang.Character" -> of(Kind.CHAR);
        case "string" -> of(Kind.STRING);
        case "symbol" -> of(Kind.SYMBOL);
        case "list" -> of(Kind.LIST);
        case "pair" -> of(Kind.PAIR);
        case "vector" -> of(Kind.VECTOR);
        case "bytevector" -> of(Kind.BYTEVECTOR);
        case "procedure" -> of(Kind.PROCEDURE);
        case "Object", "object", "java.lang.Object" -> of(Kind.ANY);
        default -> {
          // A name that is neither Scheme's, nor Kawa's, nor a class accepts everything (UNKNOWN).
          Class<?> found = javaClass(type);
          yield found == null ? of(Kind.UNKNOWN) : new Test(Kind.CLASS, found, null, null);
        }
      };
    }

    boolean isUnknown() {
      return kind == Kind.UNKNOWN;
    }

    boolean test(Object v) {
      return switch (kind) {
        case INT -> v instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE;
        case SHORT -> v instanceof Long l && l >= Short.MIN_VALUE && l <= Short.MAX_VALUE;
        case BYTE -> v instanceof Long l && l >= Byte.MIN_VALUE && l <= Byte.MAX_VALUE;
        case LONG -> v instanceof Long;
        case INTEGER -> v instanceof Long || v instanceof BigInteger;
        case RATIONAL -> v instanceof Long || v instanceof BigInteger || v instanceof Ratnum;
        case REAL -> v instanceof Long || v instanceof BigInteger || v instanceof Ratnum || v instanceof Double;
        case NUMBER -> Num.isNumber(v);
        case BOOLEAN -> v instanceof Boolean;
        case CHAR -> v instanceof Char;
        case STRING -> v instanceof String || v instanceof MString;
        case SYMBOL -> v instanceof Symbol;
        case LIST -> v instanceof Pair || v == Nil.NIL;
        case PAIR -> v instanceof Pair;
        case VECTOR -> v instanceof Object[];
        case BYTEVECTOR -> v instanceof byte[];
        case PROCEDURE -> v instanceof Procedure;
        case ANY, UNKNOWN -> true;
        case CLASS -> javaClass.isInstance(v);
        case VECTOR_OF -> container.test(v) && (!(v instanceof Object[] items) || badElement(items, element) < 0);
      };
    }
  }

  /** The Java class a type text names (short names from java.lang, arrays with {@code []}), or null. */
  public static Class<?> javaClass(String type) {
    if (type.endsWith("[]")) {
      Class<?> element = primitive(type.substring(0, type.length() - 2));
      if (element == null) {
        element = javaClass(type.substring(0, type.length() - 2));
      }
      return element == null ? null : element.arrayType();
    }
    ClassLoader loader = TypeCheck.class.getClassLoader();
    for (String name : type.contains(".") ? new String[] {type} : new String[] {"java.lang." + type, type}) {
      try {
        return Class.forName(name, false, loader);
      } catch (ClassNotFoundException | LinkageError e) {
        // Try the next spelling; a name no loader knows is not checked.
      }
    }
    return null;
  }

  private static Class<?> primitive(String name) {
    return switch (name) {
      case "int" -> int.class;
      case "long" -> long.class;
      case "short" -> short.class;
      case "byte" -> byte.class;
      case "float" -> float.class;
      case "double" -> double.class;
      case "boolean" -> boolean.class;
      case "char" -> char.class;
      default -> null;
    };
  }
}
