package kopi.codegen;

import org.objectweb.asm.Type;

/**
 * Internal names and descriptors of the runtime classes generated code calls, in one place so the
 * contract with {@code kopi.runtime} is visible at a glance. Each name comes from a class literal,
 * so renaming or moving a runtime class fails the compiler's build rather than generated code.
 */
final class Rt {
  private Rt() {}

  static final String OBJECT = "java/lang/Object";
  static final String OBJECT_DESC = "Ljava/lang/Object;";
  static final String OBJECT_ARRAY = "[Ljava/lang/Object;";
  static final String STRING = "java/lang/String";
  static final String PROCEDURE = Type.getInternalName(kopi.runtime.Procedure.class);
  static final String NAMED_PROCEDURE = Type.getInternalName(kopi.runtime.NamedProcedure.class);
  static final String TAIL_CALL = Type.getInternalName(kopi.runtime.TailCall.class);
  static final String BUILTINS = Type.getInternalName(kopi.runtime.Builtins.class);
  static final String ERRORS = Type.getInternalName(kopi.runtime.Errors.class);
  static final String SCHEME_ERROR = Type.getInternalName(kopi.runtime.SchemeError.class);
  static final String PAIR = Type.getInternalName(kopi.runtime.Pair.class);
  static final String NIL = Type.getInternalName(kopi.runtime.Nil.class);
  static final String SYMBOL = Type.getInternalName(kopi.runtime.Symbol.class);
  static final String KEYWORD = Type.getInternalName(kopi.runtime.Keyword.class);
  static final String CHAR = Type.getInternalName(kopi.runtime.Char.class);
  static final String RATNUM = Type.getInternalName(kopi.runtime.Ratnum.class);
  static final String UNSPECIFIED = Type.getInternalName(kopi.runtime.Unspecified.class);
  static final String EOF = Type.getInternalName(kopi.runtime.Eof.class);
  static final String DEFAULT_OBJECT = Type.getInternalName(kopi.runtime.DefaultObject.class);
  static final String LAUNCHER = Type.getInternalName(kopi.runtime.Launcher.class);
  static final String FIXNUMS = Type.getInternalName(kopi.runtime.Fixnums.class);
  static final String FLONUMS = Type.getInternalName(kopi.runtime.Flonums.class);
  static final String UNBOXED = Type.getInternalName(kopi.runtime.lib.Unboxed.class);
  static final String TYPE_CHECK = Type.getInternalName(kopi.runtime.TypeCheck.class);
  static final String CAPTURE = Type.getInternalName(kopi.runtime.Capture.class);
  static final String RESUME_FRAME = Type.getInternalName(kopi.runtime.ResumeFrame.class);
  static final String CONTINUATIONS = Type.getInternalName(kopi.runtime.Continuations.class);
  static final String COMPLEX = Type.getInternalName(kopi.runtime.Complex.class);
  static final String UNIFORM_VECTOR = Type.getInternalName(kopi.runtime.UniformVector.class);
  static final String CLASS_SUPPORT = Type.getInternalName(kopi.runtime.ClassSupport.class);
  static final String JAVA_INTEROP = Type.getInternalName(kopi.runtime.JavaInterop.class);
  static final String JAVA_CONVERSIONS = Type.getInternalName(kopi.runtime.JavaConversions.class);
  static final String JAVA_CALL_SITES = Type.getInternalName(kopi.runtime.JavaCallSites.class);
  static final String NUM = Type.getInternalName(kopi.runtime.Num.class);
  static final String EQUALITY = Type.getInternalName(kopi.runtime.Equality.class);
  /** The package prefix of every runtime class's internal name. */
  static final String RUNTIME_PREFIX = "kopi/runtime/";

  static final String RESOLVE_DESC = "(Ljava/lang/Object;)Ljava/lang/Object;";

  /** {@code (Object, Object, ...)Object} with {@code count} parameters. */
  static String genericDescriptor(int count) {
    return "(" + OBJECT_DESC.repeat(count) + ")" + OBJECT_DESC;
  }
}
