package kopi.session;

import java.nio.file.Path;
import java.util.List;

/**
 * How {@link ProgramCompiler} compiles a file.
 *
 * @param libraryPath directories searched for imported libraries
 * @param className   binary name of the program's main class, or null to derive one from the file name
 */
public record CompileOptions(List<Path> libraryPath, String className) {
  public static CompileOptions defaults() {
    return new CompileOptions(List.of(), null);
  }
}
