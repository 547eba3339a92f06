package kopi.runtime;

/**
 * The conversions at the boundary of a Java call the code generator resolved at compile time:
 * each Scheme value is checked and converted to the parameter type the chosen method
 * declares, with an error naming the method, the argument position, the expected type and the
 * value. They accept exactly what {@link JavaInterop#cost} accepts, so a direct call and a
 * reflective one agree on which values fit. The generated code calls them as static methods,
 * which the JIT inlines.
 */
@CallsNoScheme
public final class JavaConversions {
  private JavaConversions() {}

  /** An exact integer in {@code int} range, or a character (its code point), as javac would widen it. */
  public static int toInt(Object value, String method, int position) {
    if (value instanceof Long l) {
      int narrow = (int) (long) l;
      if (narrow == l) {
        return narrow;
      }
      throw Errors.error(method + ": expected int for argument " + position + ", got " + l + " (out of range)");
    }
    if (value instanceof Char c) {
      return c.codePoint();
    }
    throw wrong(method, "int", position, value);
  }

  /**
   * {@link #toInt(Object, String, int)} of a speculated fixnum's two halves ({@link Fixnums}): the
   * {@code long} when the object half is null, else the object half.
   */
  public static int toInt(long low, Object big, String method, int position) {
    if (big == null && (int) low == low) {
      return (int) low;
    }
    return toInt(big == null ? (Object) low : big, method, position);
  }

  /** {@link #toLong(Object, String, int)} of a speculated fixnum's two halves ({@link Fixnums}). */
  public static long toLong(long low, Object big, String method, int position) {
    return big == null ? low : toLong(big, method, position);
  }

  public static long toLong(Object value, String method, int position) {
    if (value instanceof Long l) {
      return l;
    }
    throw value instanceof java.math.BigInteger
        ? Errors.error(method + ": expected long for argument " + position + ", got " + value + " (out of range)")
        : wrong(method, "long", position, value);
  }

  public static short toShort(Object value, String method, int position) {
    if (value instanceof Long l && (short) (long) l == l) {
      return (short) (long) l;
    }
    throw wrong(method, "short", position, value);
  }

  public static byte toByte(Object value, String method, int position) {
    if (value instanceof Long l && (byte) (long) l == l) {
      return (byte) (long) l;
    }
    throw wrong(method, "byte", position, value);
  }

  /** A flonum, or an exact integer converted as Java widens a {@code long}. */
  public static double toDouble(Object value, String method, int position) {
    if (value instanceof Double d) {
      return d;
    }
    if (value instanceof Long l) {
      return l;
    }
    throw wrong(method, "double", position, value);
  }

  /** An exact integer or a flonum, narrowed as Kawa narrows a flonum passed to a {@code float}. */
  public static float toFloat(Object value, String method, int position) {
    if (value instanceof Long l) {
      return l;
    }
    if (value instanceof Double d) {
      return (float) (double) d;
    }
    throw wrong(method, "float", position, value);
  }

  /** A character of the basic multilingual plane, the only ones a Java {@code char} holds. */
  public static char toChar(Object value, String method, int position) {
    if (value instanceof Char c && c.codePoint() <= 0xFFFF) {
      return (char) c.codePoint();
    }
    throw wrong(method, "char", position, value);
  }

  public static boolean toBoolean(Object value, String method, int position) {
    if (value instanceof Boolean b) {
      return b;
    }
    throw wrong(method, "boolean", position, value);
  }

  /** A Scheme string, immutable or mutable, as a {@code java.lang.String}. */
  public static String toJavaString(Object value, String method, int position) {
    if (value instanceof String s) {
      return s;
    }
    if (value instanceof MString m) {
      return m.toString();
    }
    throw wrong(method, "java.lang.String", position, value);
  }

  /**
   * Any other reference parameter: the value as the reflective path would pass it (a procedure
   * becomes the functional interface, a character a {@code Character}...); the caller casts.
   */
  public static Object toReference(Object value, Class<?> type, String method, int position) {
    if (JavaInterop.cost(type, value) == JavaInterop.NOT_APPLICABLE) {
      throw wrong(method, type.getName(), position, value);
    }
    return JavaInterop.toJava(type, value);
  }

  /**
   * The receiver of a direct call when it is not already an instance of the class the call was
   * compiled against: a mutable string where a {@code String} is wanted, or an error.
   */
  public static Object receiver(Object value, String className, String method) {
    if (value instanceof MString m && className.equals("java.lang.String")) {
      return m.toString();
    }
    throw Errors.error(method + ": expected " + className + " as receiver, got " + Printer.writeString(value));
  }

  private static SchemeError wrong(String method, String type, int position, Object value) {
    return Errors.error(method + ": expected " + type + " for argument " + position + ", got "
        + Printer.writeString(value));
  }
}
