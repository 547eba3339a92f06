package kopi.expand;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * The expander's entry point: source text in, {@link Core} modules and diagnostics out. It never
 * throws on bad input; every problem is a {@link Diagnostic} and expansion carries on with the
 * next form. See the package documentation for how hygiene works.
 */
public final class Expander {
  private final ExpandOptions options;
  private final FormLibrary forms;

  /**
   * An expander with {@code options} and the special forms of {@code forms} (the layers above
   * hand in {@code kopi.expand.forms.Forms.LIBRARY}: this package never names the forms, which
   * call back into it).
   */
  public Expander(ExpandOptions options, FormLibrary forms) {
    this.options = options;
    this.forms = forms;
  }

  /**
   * Expands what {@code request} describes: a whole file (a program and any {@code define-library}
   * forms, which become library modules; top-level definitions of the program become globals of
   * its module class) or one input of a session (globals are {@code Global(SESSION, name)}; an
   * unbound variable is only a warning, since a later input may define it). Libraries declared or
   * imported for the first time come first in the result. When the request's checkpoint throws
   * {@link java.util.concurrent.CancellationException}, so does this method, with no result.
   */
  public ExpandResult expand(ExpandRequest request) {
    if (request.session() == null) {
      return onBigStack(() -> program(request));
    }
    if (request.importsOnly() && request.session().importScope < 0) {
      throw new IllegalArgumentException("expanding imports needs a restricted session");
    }
    return onBigStack(() -> session(request.session(), request.text(), request.file(),
        request.importsOnly() ? request.session().importScope : -1));
  }

  /**
   * The class that holds the definitions of the library named {@code parts} (such as
   * {@code ["foo", "bar"]} for {@code (foo bar)}): the {@code module} of its symbols in a
   * {@link SemanticModel}, so an editor can find which file defines an imported name.
   */
  public static String libraryClassName(List<String> parts) {
    return Libraries.className(String.join(" ", parts));
  }

  /**
   * The class a program names with a top-level Kawa {@code (module-name ...)} form, or null: the
   * compiler names the program's class so when it was not given a class name.
   */
  public static String declaredModuleName(String text) {
    if (!text.contains("module-name")) {
      return null;
    }
    String name = null;
    for (Syntax form : SourceReader.read(text, false).forms()) {
      if (isHead(form, "module-name") && ((Syntax.SList) form).size() == 2) {
        String declared = ModuleNames.className(((Syntax.SList) form).get(1));
        if (declared != null && ModuleNames.definable(declared)) {
          name = name == null ? declared : name;
        }
      }
    }
    return name;
  }

  /**
   * The class {@code text}, read from {@code file}, is compiled to when a program {@code require}s
   * it as a Kawa module: its {@code module-name}, else one made from the file's name. (Two modules
   * with the same file name in one program get distinct classes; this gives the first one's.)
   */
  public static String kawaModuleClassName(String text, Path file) {
    String declared = declaredModuleName(text);
    return declared != null ? declared : file == null ? null : Libraries.defaultModuleClass(file);
  }

  /** A session with every standard library imported; see {@link TopLevel}. */
  public TopLevel newSession() {
    Universe universe = new Universe(options, forms);
    int scope = universe.table.freshScope();
    TopLevel session = new TopLevel(universe, scope, -1);
    universe.bindEverything(scope);
    return session;
  }

  /**
   * A session that starts empty, for {@code (environment import-set ...)}: it sees only what
   * an {@link ExpandRequest#imports} request imports into it, and its own inputs cannot use {@code import}.
   */
  public TopLevel newRestrictedSession() {
    Universe universe = new Universe(options, forms);
    int scope = universe.table.freshScope();
    int importScope = universe.table.freshScope();
    universe.table.bind("import", ScopeSet.of(scope).add(importScope), universe.core("import"));
    return new TopLevel(universe, scope, importScope);
  }

  // ---- implementation ----

  private ExpandResult program(ExpandRequest request) {
    String text = request.text();
    Path file = request.file();
    String moduleClassName = request.moduleClassName();
    boolean record = request.record();
    LibraryCache libraryCache = request.libraries();
    Universe universe = libraryCache == null ? null : libraryCache.universe(file, text, options, forms);
    if (universe == null) {
      universe = new Universe(options, forms);
    }
    universe.checkpoint = request.checkpoint();
    if (record) {
      universe.recorder = new SemanticRecorder(text, file);
    }
    List<Diagnostic> diagnostics = new ArrayList<>();
    int scope = universe.table.freshScope();
    // The program's forms are read with the module's scope already on their identifiers (rather
    // than copying every tree to add it); define-library forms take it off again below.
    long[] readStart = kopi.syntax.PhaseTimings.start();
    SourceReader.Result read = SourceReader.read(request.parse(), text, ScopeSet.of(scope));
    kopi.syntax.PhaseTimings.stop("read", readStart);
    long[] expandStart = kopi.syntax.PhaseTimings.start();
    diagnostics.addAll(read.diagnostics());
    Expansion x = new Expansion(universe, Expansion.Mode.PROGRAM, moduleClassName, file, scope, diagnostics,
        text.length());
    List<Syntax> forms = new ArrayList<>();
    List<Syntax.SList> libraries = new ArrayList<>();
    List<String> libraryKeys = new ArrayList<>();
    for (Syntax form : read.forms()) {
      if (isHead(form, "define-library")) {
        Syntax.SList library = (Syntax.SList) form.mapScopes(scopes -> ScopeSet.EMPTY);
        try {
          libraryKeys.add(universe.libraries.register(library, file, text, x));
          libraries.add(library);
        } catch (ExpandError e) {
          x.report(e);
        }
      } else {
        forms.add(form);
      }
    }
    // As in Kawa, a program sees the whole default environment and its imports add to it (an
    // imported name replaces the default binding of that name). R7RS would give a program with
    // imports only what it imports, but then (import (class java.util HashMap)) would unbind
    // define and display: Kawa programs mix imports with the default environment freely.
    universe.bindEverything(scope);
    List<Core> body = null;
    FormCache.Run cache = null;
    if (!forms.isEmpty() || libraryKeys.isEmpty()) {
      Body.TopLevel top = new Body.TopLevel(x);
      if (record) {
        top.useCache(request.previous());
      }
      body = top.expand(forms);
      cache = top.cacheRun();
    }
    for (int i = 0; i < libraryKeys.size(); i++) {
      try {
        universe.libraries.ensureLoaded(libraryKeys.get(i), libraries.get(i).get(1), x);
      } catch (ExpandError e) {
        x.report(e);
      }
    }
    List<ExpandedModule> modules = new ArrayList<>(universe.pendingModules);
    universe.pendingModules.clear();
    if (libraryCache != null) {
      libraryCache.analysed(file, universe);
    }
    kopi.syntax.PhaseTimings.stop("expand", expandStart);
    if (body != null) {
      modules.add(new ExpandedModule(moduleClassName, file, text, body, false, x.included()));
    }
    SemanticModel model = record
        ? universe.recorder.build(modules, universe, scope, cache == null ? List.of() : cache.reused())
        : SemanticModel.EMPTY;
    if (record && cache != null) {
      return new ExpandResult(modules, sorted(x.folded(diagnostics)), universe.types, model,
          cache.finish(model, universe.types), cache.reused().size(), cache.origins());
    }
    return new ExpandResult(modules, sorted(x.folded(diagnostics)), universe.types, model);
  }

  private ExpandResult session(TopLevel session, String text, Path file, int extraScope) {
    Universe universe = session.universe;
    List<Diagnostic> diagnostics = new ArrayList<>();
    SourceReader.Result read = SourceReader.read(text, false);
    diagnostics.addAll(read.diagnostics());
    Expansion x = new Expansion(universe, Expansion.Mode.SESSION, Global.SESSION, file, session.scope, diagnostics,
        text.length());
    List<Syntax> forms = new ArrayList<>();
    for (Syntax form : read.forms()) {
      if (isHead(form, "define-library")) {
        try {
          String key = universe.libraries.register((Syntax.SList) form, file, text, x);
          universe.libraries.ensureLoaded(key, ((Syntax.SList) form).get(1), x);
        } catch (ExpandError e) {
          x.report(e);
        }
      } else {
        Syntax scoped = form.addScope(session.scope);
        forms.add(extraScope < 0 ? scoped : scoped.addScope(extraScope));
      }
    }
    List<Core> body = new Body.TopLevel(x).expand(forms);
    List<ExpandedModule> modules = new ArrayList<>(universe.pendingModules);
    universe.pendingModules.clear();
    session.inputs++;
    modules.add(new ExpandedModule("kopi.session.Input" + session.inputs, file, text, body, false, x.included()));
    return new ExpandResult(modules, sorted(x.folded(diagnostics)), universe.types);
  }

  private static boolean isHead(Syntax form, String name) {
    return form instanceof Syntax.SList list && list.size() > 0 && list.get(0) instanceof Syntax.Id id
        && id.name().equals(name);
  }

  private static List<Diagnostic> sorted(List<Diagnostic> diagnostics) {
    return Diagnostic.inSourceOrder(diagnostics);
  }

  private static ExpandResult onBigStack(Supplier<ExpandResult> work) {
    try {
      return kopi.syntax.BigStack.call("kopi-expander", work);
    } catch (java.util.concurrent.CancellationException cancelled) {
      // The caller's checkpoint gave up: that is its answer, not a bug of the expander.
      throw cancelled;
    } catch (RuntimeException | Error t) {
      // A bug in the expander must not take the caller down: report it as a diagnostic.
      return new ExpandResult(List.of(), List.of(Diagnostic.error(Phase.EXPAND, "expand.internal", 0, 0,
          "internal error in the expander: " + t)));
    }
  }
}
