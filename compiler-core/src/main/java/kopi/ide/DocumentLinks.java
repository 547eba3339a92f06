package kopi.ide;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kopi.expand.Libraries;
import kopi.expand.SourceReader;
import kopi.expand.Syntax;

/**
 * The file names and library names of a document that lead to a file, for an editor to open with a
 * click: the string of {@code include}, {@code include-ci}, {@code load}, {@code load-relative} and
 * {@code require} (relative to the document's directory, as the compiler resolves them), and each
 * library name of an {@code import} or a {@code define-library}'s imports that a {@code .sld} or
 * {@code .scm} file beside the document defines (found as the compiler finds it,
 * {@link Libraries#candidateFiles}). Names of the standard libraries lead nowhere.
 */
public final class DocumentLinks {
  private DocumentLinks() {}

  /** A link: the text to click and the file it opens. */
  public record Link(TextRange range, Path target) {}

  private static final List<String> FILE_FORMS = List.of("include", "include-ci", "load", "load-relative", "require");

  /** The links of {@code document}, in document order; none for a document that is not a file. */
  public static List<Link> of(SourceDocument document) {
    Path file = SemanticAnalysis.path(document.uri());
    if (file == null) {
      return List.of();
    }
    List<Link> out = new ArrayList<>();
    for (Syntax form : SourceReader.read(document.text(), false).forms()) {
      collect(form, file, out, 0);
    }
    return out;
  }

  private static void collect(Syntax form, Path file, List<Link> out, int depth) {
    if (!(form instanceof Syntax.SList list) || list.size() == 0 || !(list.get(0) instanceof Syntax.Id head)
        || depth > 2) {
      return;
    }
    String name = head.name();
    if (FILE_FORMS.contains(name)) {
      for (Syntax argument : list.from(1)) {
        if (argument instanceof Syntax.Atom atom && atom.value() instanceof CharSequence text) {
          Path target = file.toAbsolutePath().resolveSibling(text.toString());
          if (Files.isRegularFile(target)) {
            out.add(new Link(new TextRange(argument.start(), argument.end()), target));
          }
        }
      }
    } else if (name.equals("import")) {
      for (Syntax set : list.from(1)) {
        Syntax.SList library = libraryName(set);
        String key = library == null ? null : Libraries.keyOrNull(library);
        if (key != null) {
          List<Path> candidates = Libraries.candidateFiles(key, file, List.of());
          if (!candidates.isEmpty()) {
            out.add(new Link(new TextRange(library.start(), library.end()), candidates.get(0)));
          }
        }
      }
    } else if (name.equals("define-library") || name.equals("begin")) {
      for (Syntax inner : list.from(1)) {
        collect(inner, file, out, depth + 1);
      }
    }
  }

  /** The library name inside an import set: {@code (only (foo bar) x)} names {@code (foo bar)}. */
  private static Syntax.SList libraryName(Syntax set) {
    while (set instanceof Syntax.SList list && list.size() >= 2 && list.get(0) instanceof Syntax.Id head
        && List.of("only", "except", "prefix", "rename").contains(head.name()) && list.get(1) instanceof Syntax.SList) {
      set = list.get(1);
    }
    return set instanceof Syntax.SList list && list.size() > 0 ? list : null;
  }

}
