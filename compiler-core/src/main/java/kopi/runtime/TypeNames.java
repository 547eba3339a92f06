package kopi.runtime;

/**
 * The name a message gives the class of a value: a runtime representation by its Scheme type
 * ({@code pair}, {@code complex}), never by its Java class ({@code kopi.runtime.Pair}), which is
 * an implementation detail; any other class, a JDK class or one the program defined, by its Java
 * name, which is what a Scheme program calling Java methods names it by.
 */
public final class TypeNames {
  private TypeNames() {}

  public static String of(Class<?> type) {
    if (type == Object[].class) {
      return "vector";
    }
    if (type == byte[].class) {
      return "bytevector";
    }
    if (Procedure.class.isAssignableFrom(type)) {
      return "procedure";
    }
    if (!type.getPackageName().equals("kopi.runtime")) {
      return type.getName();
    }
    if (type == MString.class) {
      return "string";
    }
    if (type == Nil.class) {
      return "empty list";
    }
    if (type == Char.class) {
      return "character";
    }
    if (type == Ratnum.class) {
      return "rational";
    }
    if (type == Unspecified.class) {
      return "void";
    }
    if (type == Eof.class) {
      return "eof-object";
    }
    // Pair is pair, Complex complex, HashTable hash-table, OutputPort output-port, ...
    return type.getSimpleName().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
  }
}
