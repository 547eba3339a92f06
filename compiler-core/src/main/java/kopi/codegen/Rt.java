package kopi.codegen;

/**
 * Internal names and descriptors of the runtime classes generated code calls, in one place so the
 * contract with {@code kopi.runtime} (DESIGN.md, "codegen ↔ runtime") is visible at a glance.
 */
final class Rt {
  private Rt() {}

  static final String OBJECT = "java/lang/Object";
  static final String OBJECT_DESC = "Ljava/lang/Object;";
  static final String OBJECT_ARRAY = "[Ljava/lang/Object;";
  static final String STRING = "java/lang/String";
  static final String PROCEDURE = "kopi/runtime/Procedure";
  static final String TAIL_CALL = "kopi/runtime/TailCall";
  static final String BUILTINS = "kopi/runtime/Builtins";
  static final String ERRORS = "kopi/runtime/Errors";
  static final String SCHEME_ERROR = "kopi/runtime/SchemeError";
  static final String PAIR = "kopi/runtime/Pair";
  static final String NIL = "kopi/runtime/Nil";
  static final String SYMBOL = "kopi/runtime/Symbol";
  static final String KEYWORD = "kopi/runtime/Keyword";
  static final String CHAR = "kopi/runtime/Char";
  static final String RATNUM = "kopi/runtime/Ratnum";
  static final String UNSPECIFIED = "kopi/runtime/Unspecified";
  static final String EOF = "kopi/runtime/Eof";
  static final String DEFAULT_OBJECT = "kopi/runtime/DefaultObject";
  static final String LAUNCHER = "kopi/runtime/Launcher";
  static final String UNBOXED = "kopi/runtime/lib/Unboxed";
  static final String TYPE_CHECK = "kopi/runtime/TypeCheck";

  static final String RESOLVE_DESC = "(Ljava/lang/Object;)Ljava/lang/Object;";

  /** {@code (Object, Object, ...)Object} with {@code count} parameters. */
  static String genericDescriptor(int count) {
    return "(" + OBJECT_DESC.repeat(count) + ")" + OBJECT_DESC;
  }
}
