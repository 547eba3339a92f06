package kopi.api;

import kopi.runtime.Char;
import kopi.runtime.JavaInterop;
import kopi.runtime.MString;
import kopi.runtime.Unspecified;

/**
 * How values cross between Java and Scheme in this API and in the {@code javax.script} engine.
 *
 * <p>Into Scheme ({@link #toScheme}): {@code Integer}, {@code Short} and {@code Byte} become exact
 * integers ({@code Long}), {@code Float} a flonum ({@code Double}), {@code Character} a Scheme
 * character and {@code null} {@code #f}; everything else (a {@code String}, which Scheme code reads
 * as an immutable string, a {@code List}, any Java object) passes as it is, as for the result of a
 * Java method called from Scheme.
 *
 * <p>Out of Scheme ({@link #toJava}): a Scheme string becomes a {@code String}, a character a
 * {@code Character} (a {@code String} outside the BMP), the unspecified value {@code null};
 * numbers stay {@code Long}, {@code BigInteger}, {@code Double} or Kopi's exact rationals,
 * booleans {@code Boolean}, and lists, vectors, procedures and records their Kopi runtime objects
 * ({@link kopi.runtime.Pair}, {@code Object[]}, {@link kopi.runtime.Procedure}...).
 */
public final class Values {
  private Values() {}

  /** {@code value} as Scheme code sees a Java value. */
  public static Object toScheme(Object value) {
    // The API's null is #f (a Java method's null result is #!null inside Scheme code).
    return value == null ? Boolean.FALSE : JavaInterop.fromJava(value);
  }

  /** A Scheme value as Java code most readily uses it. */
  public static Object toJava(Object value) {
    if (value instanceof MString string) {
      return string.toString();
    }
    if (value instanceof Char c) {
      int codePoint = c.codePoint();
      return Character.isBmpCodePoint(codePoint) ? (Object) (char) codePoint : Character.toString(codePoint);
    }
    if (value == Unspecified.VALUE) {
      return null;
    }
    return value;
  }

  /** Each of {@code values} through {@link #toScheme}, in a new array. */
  public static Object[] toSchemeArray(Object[] values) {
    Object[] converted = new Object[values == null ? 0 : values.length];
    for (int i = 0; i < converted.length; i++) {
      converted[i] = toScheme(values[i]);
    }
    return converted;
  }
}
