package kopi.runtime.lib;

import java.util.Arrays;
import kopi.runtime.Builtin;
import kopi.runtime.JavaInterop;

/**
 * The internal builtins Java interop expands into. The expander passes class and member names as
 * string constants, so each call here names what it looks up; {@link JavaInterop} does the work.
 * They are {@code %}-prefixed, so programs never see them under these names.
 */
public final class InteropLib {
  private InteropLib() {}

  /** {@code (%java-static "Class" "method" arg ...)}. */
  @Builtin(value = "%java-static", min = 2)
  public static Object invokeStatic(Object[] arguments) {
    return JavaInterop.invokeStatic((String) arguments[0], (String) arguments[1],
        Arrays.copyOfRange(arguments, 2, arguments.length));
  }

  /** {@code (%java-invoke receiver "method" arg ...)}. */
  @Builtin(value = "%java-invoke", min = 2)
  public static Object invoke(Object[] arguments) {
    return JavaInterop.invoke(arguments[0], (String) arguments[1], Arrays.copyOfRange(arguments, 2, arguments.length));
  }

  /** {@code (%java-new "Class" arg ... key: value ...)}. */
  @Builtin(value = "%java-new", min = 1)
  public static Object construct(Object[] arguments) {
    return JavaInterop.construct((String) arguments[0], Arrays.copyOfRange(arguments, 1, arguments.length));
  }

  /** {@code (%java-new-array "int" arg ...)}: {@code (int[] 1 2 3)}. */
  @Builtin(value = "%java-new-array", min = 1)
  public static Object newArray(Object[] arguments) {
    return kopi.runtime.JavaArrays.construct((String) arguments[0], Arrays.copyOfRange(arguments, 1, arguments.length));
  }

  @Builtin("%java-static-field")
  public static Object staticField(Object className, Object name) {
    return JavaInterop.staticField((String) className, (String) name);
  }

  @Builtin("%java-field")
  public static Object field(Object receiver, Object name) {
    return JavaInterop.field(receiver, (String) name);
  }

  @Builtin("%java-set-field!")
  public static Object setField(Object receiver, Object name, Object value) {
    return JavaInterop.setField(receiver, (String) name, value);
  }

  @Builtin("%java-set-static-field!")
  public static Object setStaticField(Object className, Object name, Object value) {
    return JavaInterop.setStaticField((String) className, (String) name, value);
  }

  /** {@code (define-xml-namespace h "uri")}'s value of {@code h}: the XML namespace {@code uri} under prefix {@code h}. */
  @Builtin("%xml-namespace")
  public static Object xmlNamespace(Object prefix, Object uri) {
    return new kopi.runtime.XmlNamespace((String) prefix, (String) uri);
  }

  /** The {@code java.lang.Class} object a class name used as a value means. */
  @Builtin("%java-class")
  public static Object javaClass(Object className) {
    return JavaInterop.classNamed((String) className);
  }

  @Builtin("%java-instance?")
  public static Object isInstance(Object value, Object className) {
    return JavaInterop.isInstance(value, (String) className);
  }

  /** {@code (instance? value int)}: a primitive, Scheme or array type, tested as a typed parameter is. */
  @Builtin("%type-instance?")
  public static Object typeInstance(Object value, Object type) {
    return kopi.runtime.TypeCheck.accepts(value, (String) type);
  }

  /** {@code (as int 3.7)}: a conversion to a primitive or Scheme type, as Kawa converts. */
  @Builtin("%type-as")
  public static Object typeAs(Object type, Object value) {
    return JavaInterop.asType((String) type, value);
  }

  @Builtin("%java-as")
  public static Object as(Object className, Object value) {
    return JavaInterop.as((String) className, value);
  }

  // ------------------------------------------------------------------ Kawa's reflective procedures
  // (invoke obj 'name arg ...) and the rest name members at run time, by a symbol or a string;
  // a class is a class value ((invoke-static java.lang.Math 'abs -5)), a symbol or a string.

  /** {@code (invoke object 'method arg ...)}: calls the method that fits the arguments best. */
  @Builtin(value = "invoke", min = 2)
  public static Object invokeByName(Object[] arguments) {
    return JavaInterop.invoke(arguments[0], memberName("invoke", arguments[1]),
        Arrays.copyOfRange(arguments, 2, arguments.length));
  }

  /** {@code (invoke-static Class 'method arg ...)}. */
  @Builtin(value = "invoke-static", min = 2)
  public static Object invokeStaticByName(Object[] arguments) {
    return JavaInterop.invokeStatic(className("invoke-static", arguments[0]), memberName("invoke-static", arguments[1]),
        Arrays.copyOfRange(arguments, 2, arguments.length));
  }

  /** {@code (make Class arg ...)}: a new instance, as {@code (Class arg ...)} makes one. */
  @Builtin(value = "make", min = 1)
  public static Object make(Object[] arguments) {
    return JavaInterop.construct(className("make", arguments[0]), Arrays.copyOfRange(arguments, 1, arguments.length));
  }

  /** {@code (field object 'name)} and {@code (slot-ref object 'name)}: a public field or property. */
  @Builtin({"field", "slot-ref"})
  public static Object fieldByName(Object receiver, Object name) {
    return JavaInterop.field(receiver, memberName("field", name));
  }

  /** {@code (slot-set! object 'name value)}. */
  @Builtin("slot-set!")
  public static Object setFieldByName(Object receiver, Object name, Object value) {
    return JavaInterop.setField(receiver, memberName("slot-set!", name), value);
  }

  /** {@code (static-field Class 'name)}. */
  @Builtin("static-field")
  public static Object staticFieldByName(Object type, Object name) {
    return JavaInterop.staticField(className("static-field", type), memberName("static-field", name));
  }

  private static String memberName(String who, Object name) {
    if (name instanceof kopi.runtime.Symbol symbol) {
      return symbol.name();
    }
    if (name instanceof CharSequence text) {
      return text.toString();
    }
    throw kopi.runtime.Errors.wrongType(who, "member name (symbol or string)", name);
  }

  private static String className(String who, Object type) {
    if (type instanceof Class<?> c) {
      return c.getName();
    }
    String name = type instanceof kopi.runtime.Symbol || type instanceof CharSequence ? memberName(who, type) : null;
    if (name == null) {
      throw kopi.runtime.Errors.wrongType(who, "class (a class, symbol or string)", type);
    }
    // Kawa's <java.lang.String> style names the class between angle brackets.
    return name.startsWith("<") && name.endsWith(">") ? name.substring(1, name.length() - 1) : name;
  }
}
