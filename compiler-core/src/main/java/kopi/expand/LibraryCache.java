package kopi.expand;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kopi.syntax.Diagnostic;

/**
 * The editor's libraries, expanded once: an analysis of a file that imports {@code (srfi 1)}
 * starts from a copy of a frozen universe in which the libraries the file's previous analysis
 * asked for are already expanded (their bindings, macros, declared types and class shapes), instead
 * of reading and expanding their source again. Without it, a file importing three SRFIs costs
 * 200 ms an analysis instead of 12.
 *
 * <p>A base is made for a directory (libraries are found beside the importing file) and a list of
 * libraries, the first time an analysis asks for them, by loading them in that order into a fresh
 * universe (what the file's own imports would do); it is never changed afterwards, and each
 * analysis expands in its own copy ({@link Universe#Universe(Universe)}). Bundled libraries never
 * change; a base that read library files from disk is dropped when one of them no longer has the
 * text it had. A base whose libraries had any diagnostic is not used (a fresh analysis reports them
 * at the import), nor is one for a file that defines libraries itself. So the diagnostics and the
 * semantic model are those of a fresh analysis (checked for the whole corpus by EditorCorpusTest).
 *
 * <p>One cache lives as long as the documents that share it (the language server's document store);
 * it is safe for concurrent analyses.
 */
public final class LibraryCache {
  /** The most bases kept; beyond it the cache starts again (an editor has a few import lists). */
  private static final int MAX_BASES = 16;

  private record Key(ExpandOptions options, FormLibrary forms, Path directory, List<String> libraries) {}

  /** A frozen universe with libraries loaded (null when loading them gave diagnostics), and the files it read. */
  private record Base(Universe universe, Map<Path, Integer> files) {
    boolean current() {
      for (Map.Entry<Path, Integer> file : files.entrySet()) {
        try {
          if (kopi.syntax.SourceFiles.read(file.getKey()).hashCode() != file.getValue()) {
            return false;
          }
        } catch (IOException | RuntimeException e) {
          return false;
        }
      }
      return true;
    }
  }

  private final Map<Key, Base> bases = new ConcurrentHashMap<>();
  /** The libraries the latest analysis of each file asked for, in order. */
  private final Map<Path, List<String>> wanted = new ConcurrentHashMap<>();

  /**
   * A universe for analysing {@code file} with its libraries already expanded, or null when there is
   * none to start from (the first analysis, a file with no library import, a file that defines
   * libraries).
   */
  Universe universe(Path file, String text, ExpandOptions options, FormLibrary forms) {
    if (file == null || text.contains("define-library")) {
      return null;
    }
    List<String> libraries = wanted.get(file);
    if (libraries == null || libraries.isEmpty()) {
      return null;
    }
    Key key = new Key(options, forms, file.toAbsolutePath().getParent(), libraries);
    Base base = bases.get(key);
    if (base != null && !base.current()) {
      bases.remove(key, base);
      base = null;
    }
    if (base == null) {
      base = build(file, libraries, options, forms);
      if (bases.size() >= MAX_BASES) {
        bases.clear();
      }
      bases.put(key, base);
    }
    return base.universe() == null ? null : new Universe(base.universe());
  }

  /** Whether the next analysis of {@code file} starts from expanded libraries (its latest one imported some). */
  public boolean startsWithLibraries(Path file) {
    List<String> libraries = file == null ? null : wanted.get(file);
    return libraries != null && !libraries.isEmpty();
  }

  /** Notes the libraries an analysis of {@code file} in {@code universe} asked for, for the next one. */
  void analysed(Path file, Universe universe) {
    if (file != null) {
      wanted.put(file, universe.libraries.requested());
    }
  }

  private static Base build(Path file, List<String> libraries, ExpandOptions options, FormLibrary forms) {
    Universe universe = new Universe(options, forms);
    int scope = universe.table.freshScope();
    universe.bindEverything(scope);
    List<Diagnostic> diagnostics = new ArrayList<>();
    Expansion x = new Expansion(universe, Expansion.Mode.PROGRAM, "kopi.cache.Libraries", file, scope, diagnostics, 0);
    Syntax at = new Syntax.Id("import", ScopeSet.of(scope), 0, 0);
    boolean clean = true;
    try {
      for (String library : libraries) {
        universe.libraries.preload(library, at, x);
      }
    } catch (RuntimeException e) {
      // An ExpandError, or a failure of the expander: a fresh analysis reports it.
      clean = false;
    }
    universe.pendingModules.clear();
    Map<Path, Integer> files = new LinkedHashMap<>(universe.libraries.filesRead());
    return new Base(clean && diagnostics.isEmpty() ? universe : null, files);
  }
}
