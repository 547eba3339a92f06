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
}
