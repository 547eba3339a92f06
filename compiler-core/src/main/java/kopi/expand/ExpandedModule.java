package kopi.expand;

import java.nio.file.Path;
import java.util.List;

/**
 * One class to generate: a user library ({@code isLibrary}) or the program or session forms. The
 * body has one {@link Core} per top-level form (definitions of syntax produce none; a top-level
 * {@code begin} is spliced). {@code sourceFile} may be null for text without a file; Core offsets
 * index {@code sourceText}, or, for code read from an included file, the files of {@code included}
 * laid out after it.
 */
public record ExpandedModule(String className, Path sourceFile, String sourceText, List<Core> body, boolean isLibrary,
    kopi.syntax.IncludedSources included) {
  public ExpandedModule {
    body = List.copyOf(body);
    included = included == null ? kopi.syntax.IncludedSources.none(sourceText == null ? 0 : sourceText.length())
        : included;
  }

  /** A module that includes no file. */
  public ExpandedModule(String className, Path sourceFile, String sourceText, List<Core> body, boolean isLibrary) {
    this(className, sourceFile, sourceText, body, isLibrary, null);
  }

  /** The name of the file this module comes from, for class files and messages, or {@code otherwise}. */
  public String fileName(String otherwise) {
    return sourceFile == null ? otherwise : sourceFile.getFileName().toString();
  }
}
