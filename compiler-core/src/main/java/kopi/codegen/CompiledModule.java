package kopi.codegen;

import java.util.List;
import java.util.Map;
import kopi.syntax.Diagnostic;

/**
 * The classes of one module, by binary name, plus diagnostics. For session code,
 * {@code sessionCells} maps each static field of type {@code Object[]} the module class declares
 * to the session variable whose cell the session must store there before running it.
 */
public record CompiledModule(String className, Map<String, byte[]> classes, Map<String, String> sessionCells,
    List<Diagnostic> diagnostics) {

  public boolean hasErrors() {
    return Diagnostic.anyError(diagnostics);
  }
}
