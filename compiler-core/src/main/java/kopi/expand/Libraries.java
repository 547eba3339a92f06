package kopi.expand;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;

/**
 * The libraries of one universe: the standard ones (tables of core bindings), libraries declared
 * in the program's file, and user libraries found on disk ({@code (foo bar)} is
 * {@code foo/bar.sld} or {@code foo/bar.scm} next to the importing file, then on the library
 * path). A library is expanded once, when first imported; its module is queued for the caller,
 * dependencies first. Its class is {@code kopi.lib.} followed by its name parts.
 */
public final class Libraries {
  /** An expanded library: what importing it binds. */
  record Library(String key, String className, Map<String, Binding> exports) {}

  /** A define-library form not expanded yet, with the file and text it came from. */
  private record Source(Syntax.SList form, Path file, String text) {}

  private final Universe universe;
  private final Map<String, Library> loaded = new HashMap<>();
  private final Map<String, Source> sources = new HashMap<>();
  private final Set<String> loading = new LinkedHashSet<>();

  /**
   * The libraries this universe asked {@link #load} for, in order, which a {@link LibraryCache}
   * base may hold expanded: standard libraries with Scheme definitions and libraries from files,
   * not those the program's own file defines.
   */
  private final Set<String> requested = new LinkedHashSet<>();
  /** The library files read, with the hash of the text read: what a cached expansion depends on. */
  private final Map<Path, Integer> filesRead = new LinkedHashMap<>();

  Libraries(Universe universe) {
    this.universe = universe;
  }

  /** The libraries of {@code universe}, a copy of the universe of these ({@link Universe#Universe(Universe)}). */
  Libraries copyFor(Universe universe) {
    Libraries out = new Libraries(universe);
    out.loaded.putAll(loaded);
    out.sources.putAll(sources);
    out.classNames.addAll(classNames);
    out.forwardExports.putAll(forwardExports);
    return out;
  }

  /** See {@link #requested}. */
  List<String> requested() {
    return List.copyOf(requested);
  }

  /** See {@link #filesRead}. */
  Map<Path, Integer> filesRead() {
    return Map.copyOf(filesRead);
  }

  /** Loads library {@code key} (a canonical key such as {@code srfi 1}) for a {@link LibraryCache} base. */
  void preload(String key, Syntax at, Expansion x) {
    load(key, at, x);
  }

  /** Reads a library file, noting it in {@link #filesRead}. */
  private String read(Path file) throws IOException {
    String text = kopi.syntax.SourceFiles.read(file);
    filesRead.put(file.toAbsolutePath().normalize(), text.hashCode());
    return text;
  }

  /** The names and bindings an import set provides. */
  public Map<String, Binding> importSet(Syntax spec, Expansion x) {
    if (spec instanceof Syntax.SList list && list.isProper() && list.size() >= 2
        && list.get(0) instanceof Syntax.Id head && list.get(1) instanceof Syntax.SList) {
      switch (head.name()) {
        case "only": {
          Map<String, Binding> from = importSet(list.get(1), x);
          Map<String, Binding> out = new LinkedHashMap<>();
          for (Syntax s : list.from(2)) {
            String name = identifier(s, "only");
            if (!from.containsKey(name)) {
              throw new ExpandError("expand.unknown-export", s,
                  "import: " + name + " is not exported by " + list.get(1));
            }
            out.put(name, from.get(name));
          }
          return out;
        }
        case "except": {
          Map<String, Binding> out = new LinkedHashMap<>(importSet(list.get(1), x));
          for (Syntax s : list.from(2)) {
            String name = identifier(s, "except");
            if (out.remove(name) == null) {
              throw new ExpandError("expand.unknown-export", s,
                  "import: " + name + " is not exported by " + list.get(1));
            }
          }
          return out;
        }
        case "prefix": {
          if (list.size() != 3) {
            throw new ExpandError("expand.malformed", list, "import: expected (prefix import-set prefix), got " + list);
          }
          String prefix = identifier(list.get(2), "prefix");
          Map<String, Binding> out = new LinkedHashMap<>();
          importSet(list.get(1), x).forEach((name, binding) -> out.put(prefix + name, binding));
          return out;
        }
        case "rename": {
          Map<String, Binding> from = importSet(list.get(1), x);
          Map<String, Binding> out = new LinkedHashMap<>(from);
          for (Syntax s : list.from(2)) {
            if (!(s instanceof Syntax.SList pair) || pair.size() != 2 || !pair.isProper()) {
              throw new ExpandError("expand.malformed", s, "import: expected (old-name new-name), got " + s);
            }
            String old = identifier(pair.get(0), "rename");
            String renamed = identifier(pair.get(1), "rename");
            if (!from.containsKey(old)) {
              throw new ExpandError("expand.unknown-export", pair.get(0),
                  "import: " + old + " is not exported by " + list.get(1));
            }
            out.remove(old);
            out.put(renamed, from.get(old));
          }
          return out;
        }
        default:
          break;
      }
    }
    return load(key(spec), spec, x).exports();
  }

  /** True when the library named by {@code name} exists (for {@code cond-expand}). */
  public boolean exists(Syntax name, Expansion x) {
    String key = key(name);
    if (StandardLibraries.isStandard(key) || loaded.containsKey(key) || sources.containsKey(key)) {
      return true;
    }
    return findFile(key, x) != null;
  }

  // ---- Kawa's require ----

  /**
   * What {@code (require 'feature)} binds: the Kopi library of a Kawa feature such as
   * {@code srfi-1}; an error naming the feature when Kawa has no such feature or Kopi lacks it.
   */
  public Map<String, Binding> requireFeature(String name, Syntax at, Expansion x) {
    KawaFeatures.Feature feature = KawaFeatures.byName(name);
    if (feature == null) {
      throw new ExpandError("expand.unknown-feature", at,
          "require: unknown feature name '" + name + "'; the features are "
              + String.join(", ", KawaFeatures.names()));
    }
    return feature(feature, at, x);
  }

  private Map<String, Binding> feature(KawaFeatures.Feature feature, Syntax at, Expansion x) {
    if (feature.library() == null) {
      throw new ExpandError("expand.unsupported", at, "require: the Kawa feature '" + feature.name() + "' ("
          + feature.kawaClass() + ") is not available in Kopi yet");
    }
    return load(feature.library(), at, x).exports();
  }

  /**
   * What {@code (require <foo.bar>)} or {@code (require foo.bar)} binds: a Kawa feature's class
   * such as {@code gnu.kawa.slib.srfi1}, else the module in the source file {@code foo/bar.scm}
   * next to the requiring file or on the library path, as Kawa finds a module it has not compiled.
   */
  public Map<String, Binding> requireClass(String className, Syntax at, Expansion x) {
    KawaFeatures.Feature feature = KawaFeatures.byClass(className);
    if (feature != null) {
      return feature(feature, at, x);
    }
    // An R7RS library of that name (foo/bar.sld, or foo/bar.scm holding a define-library), as Kawa
    // treats (require foo.bar) like (import (foo bar)).
    String key = String.join(" ", className.split("\\."));
    if (loaded.containsKey(key) || sources.containsKey(key) || findFile(key, x) != null) {
      return load(key, at, x).exports();
    }
    String relative = className.replace('.', '/') + ".scm";
    for (Path directory : searchDirectories(x)) {
      Path candidate = directory.resolve(relative);
      if (Files.isRegularFile(candidate)) {
        Map<String, Binding> exports = requireModule(candidate, relative, at, x);
        String declared = loaded.get("file " + candidate.toAbsolutePath().normalize()).className();
        if (declared != null && !declared.equals(ModuleNames.mangle(className))
            && !declared.startsWith("kopi.module.")) {
          throw new ExpandError("expand.module-name", at, "require: " + candidate + " declares module "
              + declared + ", not " + className);
        }
        return exports;
      }
    }
    if (x.findClass(className) != null) {
      // Kawa accepts a Java class that is not a module and binds nothing.
      x.warning(at, "expand.require-class", "require: " + className
          + " is a Java class, not a Kawa module, so it binds no names (call its members as " + className + ":name)");
      return Map.of();
    }
    throw new ExpandError("expand.unknown-library", at, "require: unknown module " + className
        + " (no source file " + relative + " next to this file or on the library path)");
  }

  /**
   * What {@code (require "file.scm")} binds: the exports of the Kawa module in that file (read
   * relative to the requiring file), expanded and compiled once, as its own class.
   */
  public Map<String, Binding> requireFile(String path, Syntax at, Expansion x) {
    Path base = x.file() == null ? Path.of("") : x.file().toAbsolutePath().getParent();
    Path file = base == null ? Path.of(path) : base.resolve(path);
    return requireModule(file, path, at, x);
  }

  private Map<String, Binding> requireModule(Path file, String shown, Syntax at, Expansion importer) {
    Path absolute = file.toAbsolutePath().normalize();
    String key = "file " + absolute;
    Library library = loaded.get(key);
    if (library != null) {
      return library.exports();
    }
    if (loading.contains(key)) {
      Map<String, Binding> forward = forwardExports.get(key);
      if (forward == null) {
        throw new ExpandError("expand.library-cycle", at, "require: " + shown + " is required while it is being read");
      }
      return forward;
    }
    String text;
    try {
      text = read(absolute);
    } catch (IOException | RuntimeException e) {
      throw new ExpandError("expand.require", at, "require: cannot read " + shown + ": " + describe(e));
    }
    loading.add(key);
    try {
      library = expandModule(key, absolute, shown, text, at, importer);
    } finally {
      loading.remove(key);
    }
    loaded.put(key, library);
    return library.exports();
  }

  /** Expands a Kawa module file: its forms see the default environment, as a program's do. */
  private Library expandModule(String key, Path file, String shown, String text, Syntax at, Expansion importer) {
    int scope = universe.table.freshScope();
    SourceReader.Result read = SourceReader.read(null, text, ScopeSet.of(scope));
    Library libraries = librariesOnly(key, file, text, read, at, importer);
    if (libraries != null) {
      return libraries;
    }
    String className = moduleClassName(read.forms(), file);
    forwardExports.put(key, forwardExports(read.forms(), className));
    List<Diagnostic> diagnostics = new ArrayList<>(read.diagnostics());
    Expansion x = new Expansion(universe, Expansion.Mode.LIBRARY, className, file, scope, diagnostics, text.length());
    universe.bindEverything(scope);
    List<Core> expanded = new Body.TopLevel(x).expand(read.forms());
    Map<String, Binding> exports = x.kawaModule().exportedBindings(x);
    universe.pendingModules.add(new ExpandedModule(className, file, text, expanded, true, x.included()));
    diagnostics = x.folded(diagnostics);
    if (importer.file() != null && importer.file().equals(file)) {
      importer.diagnostics().addAll(diagnostics);
    } else {
      LineIndex lines = new LineIndex(text);
      for (Diagnostic d : diagnostics) {
        importer.diagnostics().add(new Diagnostic(d.code(), d.severity(), Math.max(0, at.start()),
            Math.max(Math.max(0, at.start()), at.end()), "in required module " + d.format(shown, lines), d.phase()));
      }
    }
    return new Library(key, className, exports);
  }

  /**
   * A required file that only declares R7RS libraries: what they export, together; null when the
   * file has other forms (it is a Kawa module).
   */
  private Library librariesOnly(String key, Path file, String text, SourceReader.Result read, Syntax at,
      Expansion importer) {
    List<Syntax.SList> forms = new ArrayList<>();
    for (Syntax form : read.forms()) {
      if (!(form instanceof Syntax.SList list && list.size() >= 2 && list.get(0) instanceof Syntax.Id head
          && head.name().equals("define-library"))) {
        return null;
      }
      forms.add((Syntax.SList) list.mapScopes(scopes -> ScopeSet.EMPTY));
    }
    if (forms.isEmpty() || !read.diagnostics().isEmpty()) {
      return null;
    }
    Map<String, Binding> exports = new LinkedHashMap<>();
    for (Syntax.SList form : forms) {
      String library = keyOrNull(form.get(1));
      if (library == null) {
        throw new ExpandError("expand.malformed", at, "require: " + file.getFileName()
            + " has a malformed library name " + form.get(1));
      }
      if (!loaded.containsKey(library) && !sources.containsKey(library)) {
        sources.put(library, new Source(form, file, text));
      }
      exports.putAll(load(library, at, importer).exports());
    }
    return new Library(key, null, exports);
  }

  /**
   * The class of a required module: its {@code module-name}, else {@code kopi.module.} and the
   * file's base name, made unique among the modules of this run.
   */
  private String moduleClassName(List<Syntax> forms, Path file) {
    String name = null;
    for (Syntax form : forms) {
      if (form instanceof Syntax.SList list && list.size() == 2 && list.get(0) instanceof Syntax.Id head
          && head.name().equals("module-name")) {
        name = ModuleNames.className(list.get(1));
      }
    }
    if (name == null || !ModuleNames.definable(name)) {
      name = defaultModuleClass(file);
    }
    String unique = name;
    for (int i = 2; !classNames.add(unique); i++) {
      unique = name + "$" + i;
    }
    return unique;
  }

  private final Set<String> classNames = new java.util.HashSet<>();

  /**
   * The exports of a module being expanded, for a module it requires that requires it back (Kawa
   * allows such cycles): its variables, found by reading its top-level definitions without
   * expanding them (a macro-generated definition or an exported macro is not among them). They are
   * the globals its expansion will define, so procedures of either module can call the other's;
   * the body of the module required last runs first, and a variable it reads before the other
   * module has defined it is unbound.
   */
  private static Map<String, Binding> forwardExports(List<Syntax> forms, String className) {
    Map<String, Binding> defined = new LinkedHashMap<>();
    Set<String> hidden = new java.util.HashSet<>();
    Map<String, String> listed = new LinkedHashMap<>();
    for (Syntax form : forms) {
      if (!(form instanceof Syntax.SList list) || list.size() < 2 || !(list.get(0) instanceof Syntax.Id head)) {
        continue;
      }
      switch (head.name()) {
        case "define", "define-constant", "define-variable", "define-private" -> {
          Syntax target = list.get(1);
          while (target instanceof Syntax.SList header && header.size() > 0) {
            target = header.get(0);
          }
          if (target instanceof Syntax.Id name) {
            defined.put(name.name(), new Binding.GlobalVar(new Global(className, name.name()), null));
            if (head.name().equals("define-private")) {
              hidden.add(name.name());
            }
          }
        }
        case "module-export", "export" -> {
          for (Syntax item : list.from(1)) {
            if (item instanceof Syntax.Id id) {
              listed.put(id.name(), id.name());
            } else if (item instanceof Syntax.SList rename && rename.size() == 3
                && rename.get(1) instanceof Syntax.Id internal && rename.get(2) instanceof Syntax.Id external) {
              listed.put(internal.name(), external.name());
            }
          }
        }
        default -> {
        }
      }
    }
    Map<String, Binding> out = new LinkedHashMap<>();
    if (listed.isEmpty()) {
      defined.forEach((name, binding) -> {
        if (!hidden.contains(name)) {
          out.put(name, binding);
        }
      });
    } else {
      listed.forEach((internal, external) -> {
        if (defined.containsKey(internal)) {
          out.put(external, defined.get(internal));
        }
      });
    }
    return out;
  }

  private final Map<String, Map<String, Binding>> forwardExports = new HashMap<>();
  /** The directory each library's tree starts from, by the library's class ({@link #libraryRoot}). */
  private final Map<String, Path> libraryRoots = new HashMap<>();

  /** The class of a required module without {@code module-name}: {@code kopi.module.} and the file's base name. */
  static String defaultModuleClass(Path file) {
    String base = file.getFileName().toString();
    base = base.endsWith(".scm") ? base.substring(0, base.length() - 4) : base;
    return "kopi.module." + javaName(base);
  }

  /**
   * Where {@code x}'s imports and requires are looked for: beside its file, then (for a library)
   * in the directory its library tree starts from ({@link #libraryRoot}), so that {@code (pkg util)}
   * in {@code pkg/util.sld} finds its sibling {@code (pkg core)}, then on the library path.
   */
  private List<Path> searchDirectories(Expansion x) {
    List<Path> directories = new ArrayList<>(besideFile(x.file()));
    Path root = libraryRoots.get(x.owner());
    if (root != null && !directories.contains(root)) {
      directories.add(root);
    }
    directories.addAll(universe.options.libraryPath());
    return directories;
  }

  private static List<Path> besideFile(Path file) {
    Path parent = file == null ? null : file.toAbsolutePath().getParent();
    return List.of(parent == null ? Path.of("") : parent);
  }

  /**
   * The directory a library's tree starts from: {@code R} for the library {@code (foo bar)} in
   * {@code R/foo/bar.sld} (or {@code .scm}); null when the file's path does not end in its name.
   */
  static Path libraryRoot(Path file, String key) {
    if (file == null) {
      return null;
    }
    List<String> parts = StandardLibraries.split(key);
    Path at = file.toAbsolutePath().normalize();
    String base = at.getFileName().toString();
    String last = parts.get(parts.size() - 1);
    if (!base.equals(last + ".sld") && !base.equals(last + ".scm")) {
      return null;
    }
    at = at.getParent();
    for (int i = parts.size() - 2; i >= 0; i--) {
      if (at == null || at.getFileName() == null || !at.getFileName().toString().equals(parts.get(i))) {
        return null;
      }
      at = at.getParent();
    }
    return at;
  }

  /** Reads an included file's forms, with the scopes of {@code context} and the range of {@code at}. */
  public List<Syntax> include(String path, boolean foldCase, Syntax.Id context, Syntax at, Expansion x) {
    return include(path, foldCase, context, at, x, "include", "included");
  }

  /**
   * {@link #include} for a form named {@code who} ({@code include}, {@code load}); the file's
   * diagnostics say they are in the {@code adjective} ("included", "loaded") file.
   */
  public List<Syntax> include(String path, boolean foldCase, Syntax.Id context, Syntax at, Expansion x,
      String who, String adjective) {
    Path base = x.file() == null ? Path.of("") : x.file().toAbsolutePath().getParent();
    Path file = base == null ? Path.of(path) : base.resolve(path);
    String text;
    try {
      text = read(file);
    } catch (IOException | RuntimeException e) {
      throw new ExpandError("expand.include", at, who + ": cannot read " + path + ": " + describe(e));
    }
    SourceReader.Result read = SourceReader.read(text, foldCase);
    String readText = foldCase ? "#!fold-case " + text : text;
    LineIndex lines = new LineIndex(readText);
    for (Diagnostic d : read.diagnostics()) {
      x.diagnostics().add(new Diagnostic(d.code(), d.severity(), at.start(), at.end(),
          "in " + adjective + " file " + d.format(path, lines), d.phase()));
    }
    // The file's forms keep their places, after the module's text: the compiled code's lines are
    // then the included file's, and a diagnostic in them says where in it (IncludedSources).
    int offset = x.includeAt(path, readText, at);
    List<Syntax> out = new ArrayList<>();
    for (Syntax form : read.forms()) {
      out.add(relocate(form, context.scopes(), offset));
    }
    return out;
  }

  /** Records a define-library form of the file being expanded; returns its key. */
  String register(Syntax.SList form, Path file, String text, Expansion x) {
    if (form.size() < 2) {
      throw new ExpandError("expand.malformed", form, "define-library: expected a library name");
    }
    String key = key(form.get(1));
    if (sources.containsKey(key) || loaded.containsKey(key)) {
      throw new ExpandError("expand.duplicate-library", form.get(1),
          "define-library: library (" + key + ") is defined twice");
    }
    sources.put(key, new Source(form, file, text));
    return key;
  }

  /** Expands a registered library if nothing imported it yet, so its errors are reported too. */
  void ensureLoaded(String key, Syntax at, Expansion x) {
    if (!loaded.containsKey(key)) {
      load(key, at, x);
    }
  }

  // ---- loading ----

  private Library load(String written, Syntax at, Expansion x) {
    // (srfi :1 lists) and (srfi 1) are one library, loaded once.
    String key = StandardLibraries.canonical(written);
    boolean own = sources.containsKey(key) && !loaded.containsKey(key) && !requested.contains(key)
        && sources.get(key).file() != null && sources.get(key).file().equals(x.file());
    if (!own && (!StandardLibraries.isStandard(key) || bundled(key) != null)) {
      requested.add(key);
    }
    Library library = loaded.get(key);
    if (library != null) {
      return library;
    }
    if (StandardLibraries.isStandard(key)) {
      Map<String, Binding> exports = new LinkedHashMap<>();
      for (String name : StandardLibraries.exports(key, universe.forms)) {
        Binding binding = universe.exported(StandardLibraries.coreName(key, name));
        if (binding != null) {
          exports.put(name, binding);
        }
      }
      // A standard library may also have definitions written in Scheme, bundled as a resource.
      Source bundled = bundled(key);
      String className = null;
      if (bundled != null) {
        Library defined = expandLibrary(key, bundled, at, x);
        exports.putAll(defined.exports());
        className = defined.className();
      }
      library = new Library(key, className, exports);
      loaded.put(key, library);
      return library;
    }
    if (loading.contains(key)) {
      List<String> cycle = new ArrayList<>();
      boolean inCycle = false;
      for (String k : loading) {
        inCycle |= k.equals(key);
        if (inCycle) {
          cycle.add("(" + k + ")");
        }
      }
      cycle.add("(" + key + ")");
      throw new ExpandError("expand.library-cycle", at, "import: library cycle " + String.join(" -> ", cycle));
    }
    Source source = sources.get(key);
    if (source == null) {
      source = findFile(key, x);
      if (source == null) {
        // As in Kawa, (import (foo bar)) also finds a Kawa module (no define-library) in foo/bar.scm.
        String relative = String.join("/", StandardLibraries.split(key)) + ".scm";
        for (Path directory : searchDirectories(x)) {
          Path candidate = directory.resolve(relative);
          if (Files.isRegularFile(candidate)) {
            Map<String, Binding> exports = requireModule(candidate, relative, at, x);
            library = loaded.get("file " + candidate.toAbsolutePath().normalize());
            return new Library(key, library.className(), exports);
          }
        }
        String message = "import: unknown library (" + key + ")";
        if (key.startsWith("srfi ")) {
          message += "; the SRFIs available are "
              + StandardLibraries.srfis().toString().replace("[", "").replace("]", "");
        }
        throw new ExpandError("expand.unknown-library", at, message);
      }
    }
    loading.add(key);
    try {
      library = expandLibrary(key, source, at, x);
    } finally {
      loading.remove(key);
    }
    loaded.put(key, library);
    return library;
  }

  private Library expandLibrary(String key, Source source, Syntax at, Expansion importer) {
    String className = className(key);
    int scope = universe.table.freshScope();
    List<Diagnostic> diagnostics = new ArrayList<>();
    Expansion x = new Expansion(universe, Expansion.Mode.LIBRARY, className, source.file(), scope, diagnostics,
        source.text().length());
    Path root = libraryRoot(source.file(), key);
    if (root != null) {
      libraryRoots.put(className, root);
    }
    Syntax.SList form = (Syntax.SList) source.form().mapScopes(s -> ScopeSet.of(scope));
    List<Syntax> exportSpecs = new ArrayList<>();
    List<Syntax> body = new ArrayList<>();
    declarations(form.from(2), x, exportSpecs, body);
    List<Core> expanded = new Body.TopLevel(x).expand(body);
    Map<String, Binding> exports = new LinkedHashMap<>();
    for (Syntax spec : exportSpecs) {
      try {
        String internal;
        String external;
        Syntax internalSyntax;
        if (spec instanceof Syntax.SList rename && rename.size() == 3 && rename.get(0) instanceof Syntax.Id r
            && r.name().equals("rename")) {
          internal = identifier(rename.get(1), "export");
          external = identifier(rename.get(2), "export");
          internalSyntax = rename.get(1);
        } else {
          internal = identifier(spec, "export");
          external = internal;
          internalSyntax = spec;
        }
        // Resolved through the expansion, so the editor's model has the name in the export list as a
        // use of the definition: references list it and a rename changes it too.
        Binding binding = x.resolve(new Syntax.Id(internal, ScopeSet.of(scope), internalSyntax.start(),
            internalSyntax.end()));
        if (binding == null) {
          throw new ExpandError("expand.unknown-export", spec,
              "export: " + internal + " is not defined in library (" + key + ")");
        }
        exports.put(external, binding);
      } catch (ExpandError e) {
        x.report(e);
      }
    }
    universe.pendingModules.add(new ExpandedModule(className, source.file(), source.text(), expanded, true,
        x.included()));
    diagnostics = x.folded(diagnostics);
    boolean sameText = importer.file() == null ? source.file() == null : importer.file().equals(source.file());
    if (sameText) {
      importer.diagnostics().addAll(diagnostics);
    } else {
      LineIndex lines = new LineIndex(source.text());
      String fileName = source.file() == null ? "(" + key + ")" : source.file().toString();
      for (Diagnostic d : diagnostics) {
        importer.diagnostics().add(new Diagnostic(d.code(), d.severity(), Math.max(0, at.start()),
            Math.max(Math.max(0, at.start()), at.end()), "in library (" + key + "): " + d.format(fileName, lines),
            d.phase()));
      }
    }
    return new Library(key, className, exports);
  }

  private void declarations(List<Syntax> declarations, Expansion x, List<Syntax> exports, List<Syntax> body) {
    for (Syntax declaration : declarations) {
      try {
        if (!(declaration instanceof Syntax.SList d) || d.size() == 0 || !(d.get(0) instanceof Syntax.Id head)) {
          throw new ExpandError("expand.malformed", declaration,
              "define-library: expected a library declaration, got " + declaration);
        }
        switch (head.name()) {
          case "export":
            exports.addAll(d.from(1));
            break;
          case "import":
            Imports.importAll(d, x);
            break;
          case "begin":
            body.addAll(d.from(1));
            break;
          case "include":
          case "include-ci":
            for (Syntax file : d.from(1)) {
              body.addAll(include(fileName(file, head.name()), head.name().equals("include-ci"), head, file, x));
            }
            break;
          case "include-library-declarations":
            for (Syntax file : d.from(1)) {
              declarations(include(fileName(file, head.name()), false, head, file, x), x, exports, body);
            }
            break;
          case "cond-expand":
            declarations(CondExpand.select(d, x), x, exports, body);
            break;
          default:
            throw new ExpandError("expand.malformed", head, "define-library: unknown declaration " + head.name());
        }
      } catch (ExpandError e) {
        x.report(e);
      }
    }
  }

  /**
   * The Scheme part of standard library {@code key}: the class-path resource
   * {@code kopi/lib/<name parts>.sld} holding its define-library, or null when it has none.
   */
  private static Source bundled(String key) {
    String resource = "kopi/lib/" + String.join("/", StandardLibraries.split(key)) + ".sld";
    String text;
    try (java.io.InputStream in = Libraries.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        return null;
      }
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
    for (Syntax form : SourceReader.read(text, false).forms()) {
      if (form instanceof Syntax.SList list && list.size() >= 2 && list.get(0) instanceof Syntax.Id head
          && head.name().equals("define-library") && key.equals(keyOrNull(list.get(1)))) {
        return new Source(list, Path.of(resource.substring(resource.lastIndexOf('/') + 1)), text);
      }
    }
    return null;
  }

  /**
   * The files that may define the library {@code key} ({@code "foo bar"}), in the order they are
   * searched: {@code foo/bar.sld}, then {@code foo/bar.scm}, beside {@code file} (the importing
   * file; the working directory when null), then in each directory of {@code libraryPath}. Only
   * files that exist are listed; whether one defines the library is known once it is read.
   */
  public static List<Path> candidateFiles(String key, Path file, List<Path> libraryPath) {
    List<Path> directories = new ArrayList<>(besideFile(file));
    directories.addAll(libraryPath);
    return candidateFiles(key, directories);
  }

  /** The files that may define the library {@code key}, searched for in {@code directories}. */
  private static List<Path> candidateFiles(String key, List<Path> directories) {
    String relative = String.join("/", StandardLibraries.split(key));
    List<Path> out = new ArrayList<>();
    for (Path directory : directories) {
      for (String extension : List.of(".sld", ".scm")) {
        Path candidate = directory.resolve(relative + extension);
        if (Files.isRegularFile(candidate)) {
          out.add(candidate);
        }
      }
    }
    return out;
  }

  private Source findFile(String key, Expansion x) {
    for (Path candidate : candidateFiles(key, searchDirectories(x))) {
      String text;
      try {
        text = read(candidate);
      } catch (IOException | RuntimeException e) {
        continue;
      }
      SourceReader.Result read = SourceReader.read(text, false);
      Source match = null;
      for (Syntax form : read.forms()) {
        if (form instanceof Syntax.SList list && list.size() >= 2 && list.get(0) instanceof Syntax.Id head
            && head.name().equals("define-library")) {
          String found = keyOrNull(list.get(1));
          if (found != null && !sources.containsKey(found) && !loaded.containsKey(found)) {
            Source source = new Source(list, candidate, text);
            sources.put(found, source);
            if (found.equals(key)) {
              match = source;
            }
          }
        }
      }
      if (match != null) {
        return match;
      }
    }
    return null;
  }

  // ---- names ----

  /** {@code (foo bar 1)} as the key {@code "foo bar 1"}. */
  static String key(Syntax name) {
    String key = keyOrNull(name);
    if (key == null) {
      throw new ExpandError("expand.malformed", name,
          "import: expected a library name such as (scheme base), got " + name);
    }
    return key;
  }

  /**
   * The key of the library name {@code name} ({@code (foo bar 1)} as {@code "foo bar 1"}), or null
   * when it is not one: identifiers and exact non-negative integers.
   */
  public static String keyOrNull(Syntax name) {
    if (!(name instanceof Syntax.SList list) || !list.isProper() || list.size() == 0) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    for (Syntax part : list.elements()) {
      if (part instanceof Syntax.Id id) {
        parts.add(id.name());
      } else if (part instanceof Syntax.Atom a && a.value() instanceof kopi.syntax.NumberLiteral.Exact e
          && e.denominator().equals(java.math.BigInteger.ONE) && e.numerator().signum() >= 0) {
        parts.add(e.numerator().toString());
      } else {
        return null;
      }
    }
    return String.join(" ", parts);
  }

  /** {@code "foo bar"} as {@code kopi.lib.foo.bar}; characters Java names cannot hold are escaped. */
  static String className(String key) {
    StringBuilder out = new StringBuilder("kopi.lib");
    for (String part : StandardLibraries.split(key)) {
      out.append('.').append(javaName(part));
    }
    String name = out.toString();
    KEYS_OF_CLASSES.putIfAbsent(name, key);
    return name;
  }

  /**
   * The names of the libraries whose class names {@link #className} gave, by class name: its escaping
   * cannot be undone from the class name alone ({@code $2d} could end anywhere).
   */
  private static final java.util.Map<String, String> KEYS_OF_CLASSES = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The library a class holds, as written ({@code (geometry shapes)}), for the editor to show
   * instead of the class; null for a class that is no library's seen in this JVM.
   */
  public static String libraryNameOf(String className) {
    String key = className == null ? null : KEYS_OF_CLASSES.get(className);
    return key == null ? null : "(" + key + ")";
  }

  /** {@code part} as a Java identifier: a leading {@code _} if needed, other characters as {@code $hex}. */
  public static String javaName(String part) {
    StringBuilder out = new StringBuilder();
    if (part.isEmpty() || !Character.isJavaIdentifierStart(part.charAt(0))) {
      out.append('_');
    }
    for (int i = 0; i < part.length(); i++) {
      char c = part.charAt(i);
      if (Character.isJavaIdentifierPart(c) && c != '$') {
        out.append(c);
      } else {
        out.append('$').append(Integer.toHexString(c));
      }
    }
    return out.toString();
  }

  private static String identifier(Syntax s, String context) {
    if (s instanceof Syntax.Id id) {
      return id.name();
    }
    if (s instanceof Syntax.Atom a && a.value() instanceof Syntax.Keyword k) {
      // Kawa reads a trailing colon as a keyword, so (prefix (lib) b:) names the prefix b: this way.
      return k.name() + ":";
    }
    throw new ExpandError("expand.malformed", s, context + ": expected an identifier, got " + s);
  }

  private static String fileName(Syntax s, String context) {
    if (s instanceof Syntax.Atom a && a.value() instanceof String name) {
      return name;
    }
    throw new ExpandError("expand.malformed", s, context + ": expected a file name string, got " + s);
  }

  private static String describe(Exception e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    String message = e.getMessage();
    return message == null ? e.getClass().getSimpleName() : message;
  }

  /** Gives syntax read from another file the scopes of its context and one source range. */
  /** {@code s} with {@code scopes} on every identifier and every position moved by {@code shift}. */
  private static Syntax relocate(Syntax s, ScopeSet scopes, int shift) {
    if (s instanceof Syntax.Id id) {
      return new Syntax.Id(id.name(), scopes, id.start() + shift, id.end() + shift);
    }
    if (s instanceof Syntax.SList list) {
      List<Syntax> elements = new ArrayList<>();
      for (Syntax e : list.elements()) {
        elements.add(relocate(e, scopes, shift));
      }
      return new Syntax.SList(elements, list.tail() == null ? null : relocate(list.tail(), scopes, shift),
          list.start() + shift, list.end() + shift);
    }
    if (s instanceof Syntax.SVector vector) {
      List<Syntax> elements = new ArrayList<>();
      for (Syntax e : vector.elements()) {
        elements.add(relocate(e, scopes, shift));
      }
      return new Syntax.SVector(elements, vector.start() + shift, vector.end() + shift);
    }
    return new Syntax.Atom(((Syntax.Atom) s).value(), s.start() + shift, s.end() + shift);
  }
}
