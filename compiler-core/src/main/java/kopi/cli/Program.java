package kopi.cli;

import java.util.List;
import java.util.Map;
import kopi.syntax.Diagnostic;

/**
 * One source file compiled to class files, as {@code kopi FILE} and {@code kopi compile} see it.
 *
 * @param mainClass  the binary name ({@code a.b.C}) of the class whose {@code main} runs the program,
 *                   null when the file defines libraries and nothing else (a {@code .sld} file)
 * @param classes    class bytes by binary name
 * @param sourceText the text that was compiled, for turning diagnostic offsets into lines
 */
public record Program(String mainClass, Map<String, byte[]> classes, List<Diagnostic> diagnostics,
    String sourceText) {

  public Program {
    classes = Map.copyOf(classes);
    diagnostics = List.copyOf(diagnostics);
  }

  public boolean hasErrors() {
    return diagnostics.stream().anyMatch(Diagnostic::isError);
  }
}
