package kopi.session;

import java.util.List;
import java.util.Map;
import kopi.syntax.Diagnostic;

/**
 * A compiled program: every class by binary name (the main class has {@code main(String[])}), the
 * diagnostics of every phase, and the source text they refer to. {@code classes} is empty when
 * there were errors. {@code mainClass} is null when the file defines libraries and nothing else.
 */
public record CompiledProgram(String mainClass, Map<String, byte[]> classes, List<Diagnostic> diagnostics,
    String sourceText) {

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }
}
