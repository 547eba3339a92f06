package kopi.runtime;

import java.lang.reflect.Array;

/**
 * Java arrays as Kawa uses them: {@code (int[] 1 2 3)} and {@code (String[] length: 4)}
 * build one, {@code (arr i)} reads element {@code i} (an array in operator position is an
 * accessor procedure, {@link #accessor}), and {@code arr:length} is its length. Scheme vectors
 * ({@code Object[]}) keep their own procedures and are not applicable.
 */
public final class JavaArrays {
  private JavaArrays() {}

  /**
   * {@code (T[] element ...)}, or {@code (T[] length: n element ...)} for an array of {@code n}
   * elements, those not given the default;
   * each element is converted to {@code T} as a Java call argument would be.
   */
  public static Object construct(String elementType, Object[] arguments) {
    Class<?> element = TypeCheck.javaClass(elementType + "[]");
    if (element == null) {
      throw Errors.error("unknown class " + elementType);
    }
    element = element.getComponentType();
    int first = 0;
    int length = arguments.length;
    if (arguments.length >= 2 && arguments[0] instanceof Keyword k && k.name().equals("length")) {
      // (T[] length: n e ...): n elements, the first ones given, as in Kawa.
      if (!(arguments[1] instanceof Long n) || n < arguments.length - 2 || n > Integer.MAX_VALUE) {
        throw Errors.wrongType(elementType + "[]", "a non-negative length of at least the "
            + (arguments.length - 2) + " elements given", arguments[1]);
      }
      first = 2;
      length = (int) (long) n;
    }
    Object array = Array.newInstance(element, length);
    for (int i = first; i < arguments.length; i++) {
      if (JavaInterop.cost(element, arguments[i]) == JavaInterop.NOT_APPLICABLE) {
        throw Errors.error(elementType + "[]: expected " + element.getName() + " for element " + (i - first)
            + ", got " + Printer.writeString(arguments[i]));
      }
      Array.set(array, i - first, JavaInterop.toJava(element, arguments[i]));
    }
    return array;
  }

  /** True for a Java array other than a Scheme vector. */
  public static boolean isJavaArray(Object value) {
    return value != null && value.getClass().isArray() && value.getClass() != Object[].class
        && value.getClass() != byte[].class;
  }

  /** The procedure {@code (arr i)} calls: element {@code i}, converted to its Scheme value. */
  public static Procedure accessor(Object array) {
    return new NamedProcedure("array-ref", 1, 1) {
      @Override
      public Object apply1(Object index) {
        int length = Array.getLength(array);
        if (!(index instanceof Long i) || i < 0 || i >= length) {
          throw Errors.outOfRange("array-ref", index, length);
        }
        return JavaInterop.fromJava(Array.get(array, (int) (long) i));
      }
    };
  }
}
