package kopi.codegen;

/**
 * Internal names and descriptors of the runtime classes generated code calls, in one place so the
 * contract with {@code kopi.runtime} is visible at a glance. The names are string constants rather
 * than class literals, which would load twenty runtime classes into every compilation, a program
 * that uses none of them too (issue 21: {@code kopi -e} start-up); {@code RtTest} checks that each
 * names a runtime class, so renaming or moving one fails the compiler's build rather than generated
 * code.
 */
final class Rt {
  private Rt() {}

  static final String OBJECT = "java/lang/Object";
  static final String OBJECT_DESC = "Ljava/lang/Object;";
  static final String OBJECT_ARRAY = "[Ljava/lang/Object;";
  static final String STRING = "java/lang/String";
  static final String PROCEDURE = "kopi/runtime/Procedure";
  static final String NAMED_PROCEDURE = "kopi/runtime/NamedProcedure";
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
  static final String FIXNUMS = "kopi/runtime/Fixnums";
  static final String FLONUMS = "kopi/runtime/Flonums";
  static final String UNBOXED = "kopi/runtime/lib/Unboxed";
  static final String CONTROL_LIB = "kopi/runtime/lib/ControlLib";
  static final String TYPE_CHECK = "kopi/runtime/TypeCheck";
  static final String CAPTURE = "kopi/runtime/Capture";
  static final String RESUME_FRAME = "kopi/runtime/ResumeFrame";
  static final String CONTINUATIONS = "kopi/runtime/Continuations";
  static final String COMPLEX = "kopi/runtime/Complex";
  static final String UNIFORM_VECTOR = "kopi/runtime/UniformVector";
  static final String CLASS_SUPPORT = "kopi/runtime/ClassSupport";
  static final String JAVA_INTEROP = "kopi/runtime/JavaInterop";
  static final String JAVA_CONVERSIONS = "kopi/runtime/JavaConversions";
  static final String JAVA_CALL_SITES = "kopi/runtime/JavaCallSites";
  static final String NUM = "kopi/runtime/Num";
  static final String EQUALITY = "kopi/runtime/Equality";
  /** The package prefix of every runtime class's internal name. */
  static final String RUNTIME_PREFIX = "kopi/runtime/";

  static final String RESOLVE_DESC = "(Ljava/lang/Object;)Ljava/lang/Object;";

  /** {@code (Object, Object, ...)Object} with {@code count} parameters. */
  static String genericDescriptor(int count) {
    return "(" + OBJECT_DESC.repeat(count) + ")" + OBJECT_DESC;
  }
}
