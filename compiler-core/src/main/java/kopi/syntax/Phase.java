package kopi.syntax;

/** The pipeline stage that reported a {@link Diagnostic}. */
public enum Phase {
  READ,
  EXPAND,
  ANALYZE,
  CODEGEN,
  RUNTIME
}
