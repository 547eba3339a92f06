package kopi.expand;

import java.nio.file.Path;
import java.util.List;

/**
 * One class to generate: a user library ({@code isLibrary}) or the program or session forms. The
 * body has one {@link Core} per top-level form (definitions of syntax produce none; a top-level
 * {@code begin} is spliced). {@code sourceFile} may be null for text without a file; Core offsets
 * index {@code sourceText}.
 */
public record ExpandedModule(String className, Path sourceFile, String sourceText, List<Core> body, boolean isLibrary) {
  public ExpandedModule {
    body = List.copyOf(body);
  }

  /** The name of the file this module comes from, for class files and messages, or {@code otherwise}. */
  public String fileName(String otherwise) {
    return sourceFile == null ? otherwise : sourceFile.getFileName().toString();
  }
}
