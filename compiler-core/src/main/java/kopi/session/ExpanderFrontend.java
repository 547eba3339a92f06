package kopi.session;

import java.nio.file.Path;
import java.util.ArrayList;
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
   * Converts the expander's result and adds the static checks ({@link StaticChecks}) of each module
   * written in {@code text}: a library from another file has offsets into that file, and it was
   * checked when that file was compiled on its own. The checks run after expansion errors too (an
   * expression with an error is a placeholder of unknown type), so one run reports them all.
   */
  private static Expansion convert(ExpandResult result, String text, String defaultFile, boolean isSession) {
    List<Module> modules = new ArrayList<>();
    List<Diagnostic> diagnostics = new ArrayList<>(result.diagnostics());
    java.util.Map<ExpandedModule, kopi.analysis.TypeInference.Result> inferred = new java.util.IdentityHashMap<>();
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
          // After errors (a reader's unclosed parentheses), the nesting is their consequence.
          if (!result.hasErrors()) {
            diagnostics.add(Diagnostic.error(kopi.syntax.Phase.ANALYZE, "check.too-deep", 0, 0,
                "the program nests too deeply to compile"));
          }
          continue;
        }
        diagnostics.addAll(StaticChecks.outsideBrokenForms(module.body(), result.diagnostics(), checks.diagnostics()));
        inferred.put(module, checks.types());
      }
    }
    diagnostics = Diagnostic.inSourceOrder(diagnostics);
    kopi.syntax.PhaseTimings.stop("check", checkStart);
    for (ExpandedModule module : result.modules()) {
      String file = module.sourceFile() == null ? defaultFile : module.sourceFile().getFileName().toString();
      modules.add(new Module(module.className(), file, module.sourceText(), module.body(), module.isLibrary(),
          result.types(), inferred.get(module)));
    }
    return new Expansion(modules, diagnostics);
  }
}
