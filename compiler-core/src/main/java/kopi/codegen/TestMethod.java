package kopi.codegen;

import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A predicate builtin compiled as a test: the code that leaves a Java {@code boolean} (0 or 1) on
 * the stack for its arguments, used where the result only decides a branch. Each entry is the
 * same check the builtin's own method makes, so a test behaves exactly as the call would.
 *
 * @param arity       the argument count this form applies to
 * @param owner       internal name of the class of the static method, or null for an inline check
 * @param method      method name, or for an inline check the internal name of the class tested
 * @param descriptor  JVM descriptor of the static method, or null for an inline check
 */
record TestMethod(int arity, String owner, String method, String descriptor) implements Opcodes {
  private static final String NUM = Rt.NUM;
  private static final String BINARY = "(Ljava/lang/Object;Ljava/lang/Object;)Z";
  private static final String UNARY = "(Ljava/lang/Object;)Z";

  private static final Map<String, TestMethod> TESTS = Map.ofEntries(
      Map.entry("<", new TestMethod(2, NUM, "less", BINARY)),
      Map.entry(">", new TestMethod(2, NUM, "greater", BINARY)),
      Map.entry("<=", new TestMethod(2, NUM, "lessOrEqual", BINARY)),
      Map.entry(">=", new TestMethod(2, NUM, "greaterOrEqual", BINARY)),
      Map.entry("=", new TestMethod(2, NUM, "numEquals", BINARY)),
      Map.entry("zero?", new TestMethod(1, NUM, "isZero", UNARY)),
      Map.entry("eq?", new TestMethod(2, Rt.EQUALITY, "isEq", BINARY)),
      Map.entry("eqv?", new TestMethod(2, Rt.EQUALITY, "isEqv", BINARY)),
      Map.entry("equal?", new TestMethod(2, Rt.EQUALITY, "isEqual", BINARY)),
      Map.entry("pair?", new TestMethod(1, null, Rt.PAIR, null)),
      Map.entry("null?", new TestMethod(1, null, Rt.NIL, null)));

  /** The test form of builtin {@code name} called with {@code argumentCount} arguments, or null. */
  static TestMethod find(String name, int argumentCount) {
    TestMethod test = TESTS.get(name);
    return test != null && test.arity == argumentCount ? test : null;
  }

  /** Consumes the arguments on the stack and leaves the boolean. */
  void emit(MethodVisitor mv) {
    if (owner == null) {
      mv.visitTypeInsn(INSTANCEOF, method);
    } else {
      mv.visitMethodInsn(INVOKESTATIC, owner, method, descriptor, false);
    }
  }
}
