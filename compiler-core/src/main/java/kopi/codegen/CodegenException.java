package kopi.codegen;

/**
 * A construct the code generator cannot compile (an unknown constant type, a method over the JVM's
 * size limit). {@link ModuleCompiler} turns it into a diagnostic at the node's range.
 */
final class CodegenException extends RuntimeException {
  private final int start;
  private final int end;
  private final String code;

  CodegenException(String code, int start, int end, String message) {
    super(message);
    this.code = code;
    this.start = start;
    this.end = end;
  }

  int start() {
    return start;
  }

  int end() {
    return end;
  }

  String code() {
    return code;
  }
}
