package kopi.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import kopi.analysis.StaticChecks;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.TopLevel;
import kopi.syntax.Diagnostic;

/** The real front end: {@link Expander} (which reads with {@code kopi.syntax}). */
public final class ExpanderFrontend implements Frontend {
  private final Expander expander;

  public ExpanderFrontend(List<Path> libraryPath) {
    this.expander = new Expander(new ExpandOptions(libraryPath, List.of()));
  }

  @Override
  public Expansion expandProgram(String text, String fileName, String moduleClassName) {
    return convert(expander.expandProgram(text, Path.of(fileName), moduleClassName), text, fileName, false);
  }

  @Override
  public SessionExpander newSession() {
    TopLevel session = expander.newSession();
    return (text, fileName) -> convert(expander.expandInSession(session, text, fileName), text, fileName, true);
  }

  @Override
  public SessionExpander newRestrictedSession() {
    TopLevel session = expander.newRestrictedSession();
    return new SessionExpander() {
      @Override
      public Expansion expand(String text, String fileName) {
        return convert(expander.expandInSession(session, text, fileName), text, fileName, true);
      }

      @Override
      public Expansion expandImports(String text, String fileName) {
        return convert(expander.expandImports(session, text, fileName), text, fileName, true);
      }
    };
  }

  /**
   * Converts the expander's result and, when expansion succeeded, adds the static checks
   * ({@link StaticChecks}) of each module written in {@code text}: a library from another file has
   * offsets into that file, and it was checked when that file was compiled on its own.
   */
  private static Expansion convert(ExpandResult result, String text, String defaultFile, boolean isSession) {
    List<Module> modules = new ArrayList<>();
    List<Diagnostic> diagnostics = new ArrayList<>(result.diagnostics());
    java.util.Map<ExpandedModule, kopi.analysis.TypeInference.Result> inferred = new java.util.IdentityHashMap<>();
    if (!result.hasErrors()) {
      long[] checkStart = kopi.syntax.PhaseTimings.start();
      for (ExpandedModule module : result.modules()) {
        if (text.equals(module.sourceText())) {
          String owner = isSession && !module.isLibrary() ? null : module.className();
          // The checks walk the tree recursively: a deeply nested program needs a big stack.
          StaticChecks checks;
          try {
            checks = kopi.syntax.BigStack.call("kopi-checks",
                () -> StaticChecks.check(module.body(), result.types(), owner));
          } catch (StackOverflowError e) {
            diagnostics.add(Diagnostic.error(kopi.syntax.Phase.ANALYZE, "check.too-deep", 0, 0,
                "the program nests too deeply to compile"));
            continue;
          }
          diagnostics.addAll(checks.diagnostics());
          inferred.put(module, checks.types());
        }
      }
      diagnostics.sort(Comparator.comparingInt(Diagnostic::start));
      kopi.syntax.PhaseTimings.stop("check", checkStart);
    }
    for (ExpandedModule module : result.modules()) {
      String file = module.sourceFile() == null ? defaultFile : module.sourceFile().getFileName().toString();
      modules.add(new Module(module.className(), file, module.sourceText(), module.body(), module.isLibrary(),
          result.types(), inferred.get(module)));
    }
    return new Expansion(modules, diagnostics);
  }
}
