package kopi.ide;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import kopi.expand.Expander;
import kopi.expand.SemanticModel;
import kopi.syntax.LineIndex;

/**
 * The definitions of every source file of a workspace, read from each file's tree (no expansion,
 * so indexing a file costs a parse): for {@code workspace/symbol}, and to find the file that defines
 * a name imported from a user library. Thread-safe: files are indexed in the background while
 * requests search.
 */
public final class WorkspaceIndex {
  /** A place in a file, lines and UTF-16 columns from 0, as editors count them. */
  public record Place(String uri, int startLine, int startColumn, int endLine, int endColumn) {}

  /**
   * One definition.
   *
   * @param name         the name as written
   * @param kind         what it names
   * @param container    the library it is defined in, as written ({@code (foo bar)}), or null
   * @param libraryClass the class of that library, as {@link kopi.expand.SemanticModel.Symbol#module}
   *                     names it, or null
   * @param place        its name in the file
   */
  public record Entry(String name, DocumentSymbols.Kind kind, String container, String libraryClass, Place place) {}

  /** Directories never searched for sources: build output, dependencies and hidden ones. */
  private static final Set<String> SKIPPED = Set.of("target", "node_modules", "build", "out");

  private final Map<String, List<Entry>> files = new ConcurrentHashMap<>();

  /** Indexes (or indexes again) the file {@code uri} holding {@code text}. */
  public void index(String uri, String text) {
    SourceDocument document = SourceDocument.of(uri, 0, text);
    List<Entry> entries = new ArrayList<>();
    // A file's top-level definitions are those of the Kawa module it is when a program requires it.
    String moduleClass = Expander.kawaModuleClassName(text, SemanticAnalysis.path(uri));
    for (DocumentSymbols.Symbol symbol : DocumentSymbols.of(document)) {
      if (symbol.kind() == DocumentSymbols.Kind.LIBRARY) {
        String libraryClass = libraryClass(symbol.name());
        entries.add(entry(document, symbol, null, null));
        for (DocumentSymbols.Symbol inside : symbol.children()) {
          entries.add(entry(document, inside, symbol.name(), libraryClass));
        }
      } else {
        entries.add(entry(document, symbol, null, moduleClass));
        for (DocumentSymbols.Symbol member : symbol.children()) {
          // A record type's constructor, predicate and accessors are top-level names too.
          if (symbol.kind() == DocumentSymbols.Kind.RECORD) {
            entries.add(entry(document, member, null, moduleClass));
          }
        }
      }
    }
    files.put(uri, List.copyOf(entries));
  }

  public void remove(String uri) {
    files.remove(uri);
  }

  /** The files indexed now. */
  public List<String> uris() {
    return List.copyOf(files.keySet());
  }

  public int fileCount() {
    return files.size();
  }

  public boolean contains(String uri) {
    return files.containsKey(uri);
  }

  /**
   * The definitions whose name contains every character of {@code query} in order, ignoring case
   * (as editors filter symbol lists), best first: exact names, then prefixes, then the rest; at most
   * {@code limit}.
   */
  public List<Entry> search(String query, int limit) {
    String wanted = query.toLowerCase(Locale.ROOT);
    List<Entry> found = new ArrayList<>();
    for (List<Entry> entries : files.values()) {
      for (Entry entry : entries) {
        if (entry.kind() != DocumentSymbols.Kind.LIBRARY && matches(entry.name().toLowerCase(Locale.ROOT), wanted)) {
          found.add(entry);
        }
      }
    }
    found.sort(Comparator.comparingInt((Entry e) -> rank(e.name().toLowerCase(Locale.ROOT), wanted))
        .thenComparing(Entry::name).thenComparing(e -> e.place().uri()));
    return found.size() > limit ? List.copyOf(found.subList(0, limit)) : found;
  }

  /**
   * The definition, in another file of the workspace, of the name at {@code offset} of
   * {@code document} when the expander resolved it to a global or macro of a user library
   * ({@code (import (foo bar))}); else null.
   */
  public Entry importedAt(SourceDocument document, int offset) {
    SemanticModel.Occurrence occurrence = document.analysis().model().at(offset);
    if (occurrence == null || occurrence.symbol().isDefinedHere() || occurrence.symbol().module() == null
        || occurrence.symbol().kind() != SemanticModel.Kind.GLOBAL
            && occurrence.symbol().kind() != SemanticModel.Kind.MACRO) {
      return null;
    }
    return definitionIn(occurrence.symbol().module(), occurrence.symbol().name());
  }

  /** The definition of {@code name} in the library whose class is {@code libraryClass}, or null. */
  public Entry definitionIn(String libraryClass, String name) {
    for (List<Entry> entries : files.values()) {
      for (Entry entry : entries) {
        if (libraryClass.equals(entry.libraryClass()) && name.equals(entry.name())) {
          return entry;
        }
      }
    }
    return null;
  }

  /** True when {@code path} is a Kopi source: {@code .scm} or {@code .sld}. */
  public static boolean isSource(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    return name.endsWith(".scm") || name.endsWith(".sld");
  }

  /** The source files under {@code root}, sorted, skipping hidden directories and build output. */
  public static List<Path> sourceFiles(Path root) throws IOException {
    List<Path> found = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      return found;
    }
    Files.walkFileTree(root, new SimpleFileVisitor<>() {
      @Override
      public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        boolean skip = !dir.equals(root) && (name.startsWith(".") || SKIPPED.contains(name));
        return skip ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
        if (attributes.isRegularFile() && isSource(file)) {
          found.add(file);
        }
        return FileVisitResult.CONTINUE;
      }

      @Override
      public FileVisitResult visitFileFailed(Path file, IOException failure) {
        // An unreadable entry is not a reason to index nothing else.
        return FileVisitResult.CONTINUE;
      }
    });
    found.sort(null);
    return found;
  }

  private static boolean matches(String name, String query) {
    int at = 0;
    for (int i = 0; i < query.length(); i++) {
      at = name.indexOf(query.charAt(i), at);
      if (at < 0) {
        return false;
      }
      at++;
    }
    return true;
  }

  private static int rank(String name, String query) {
    if (name.equals(query)) {
      return 0;
    }
    return name.startsWith(query) ? 1 : name.contains(query) ? 2 : 3;
  }

  /** {@code (foo bar)} as its class; null when the name is not a plain list of parts. */
  private static String libraryClass(String written) {
    String inner = written.strip();
    if (!inner.startsWith("(") || !inner.endsWith(")")) {
      return null;
    }
    List<String> parts = Arrays.stream(inner.substring(1, inner.length() - 1).strip().split("\\s+"))
        .filter(p -> !p.isEmpty()).toList();
    return parts.isEmpty() ? null : Expander.libraryClassName(parts);
  }

  private static Entry entry(SourceDocument document, DocumentSymbols.Symbol symbol, String container,
      String libraryClass) {
    LineIndex lines = document.lines();
    TextRange at = symbol.selection();
    Place place = new Place(document.uri(), lines.line(at.start()), lines.column(at.start()), lines.line(at.end()),
        lines.column(at.end()));
    return new Entry(symbol.name(), symbol.kind(), container, libraryClass, place);
  }
}
