package kopi.pipeline;

import java.util.List;
import java.util.Map;
import kopi.analysis.Checks;
import kopi.codegen.CompiledModule;
import kopi.codegen.DebugInfo;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandResult;
import kopi.expand.Expander;
import kopi.ir.ClosureConversion;
import kopi.ir.ModulePlan;
import kopi.syntax.BigStack;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import kopi.syntax.PhaseTimings;

/**
 * The stages, in order: parse → expand → check → plan → emit → instrument. The front
 * ({@link #front}: parse, expand, check) turns text into checked modules and every diagnostic;
 * the back ({@link #compile}: plan, emit, instrument) turns one module into classes. The command
 * line and sessions run both; the editor runs the front only.
 */
public final class Pipeline {
  private Pipeline() {}

  /**
   * What the front produced: the expansion (its modules, declared types and, for the editor, the
   * semantic model and form cache) and the checks (every diagnostic of reading, expansion and the
   * static checks, in source order; the inferred types the back reuses; the editor's check cache).
   */
  public record Front(ExpandResult expansion, Checks.Result checks) {
    public List<Diagnostic> diagnostics() {
      return checks.diagnostics();
    }

    public boolean hasErrors() {
      return checks.hasErrors();
    }
  }

  /**
   * Parse, expand and check. The expander reads {@code request}'s text (or takes its parse); the
   * checks run over the modules written in that text, after expansion errors too. The request's
   * checkpoint runs once more between the two: the checks take a while on a big module, and a
   * text an editor has superseded need not pay for them.
   */
  public static Front front(Expander expander, ExpandRequest request, Checks.Request checks) {
    // Both stages on one big-stack thread, which each would otherwise start for itself.
    return BigStack.call("kopi-front", () -> {
      ExpandResult expansion = expander.expand(request);
      request.checkpoint().run();
      return new Front(expansion, Checks.check(expansion, checks));
    });
  }

  /**
   * Plan, emit and instrument one module, on a thread with a big stack ({@link BigStack}): the
   * passes recurse as deep as the program nests. Nesting deeper still gives a diagnostic, never a
   * stack overflow. A standard library the Kopi jar carries compiled skips the three stages
   * ({@link PrecompiledLibraries}).
   */
  public static CompiledModule compile(ModuleSource source) {
    if (source.kind() == ModuleSource.Kind.LIBRARY) {
      CompiledModule shipped = PrecompiledLibraries.lookup(source);
      if (shipped != null) {
        return shipped;
      }
    }
    try {
      return BigStack.call("kopi-codegen", () -> {
        long[] planStart = PhaseTimings.start();
        // Compiled for a debugger, every loop's body stays where it is written (kopi.ir.LoopBodies).
        ModulePlan plan = ClosureConversion.plan(source.className(), source.body(),
            source.kind() == ModuleSource.Kind.SESSION, !DebugInfo.UNOPTIMIZED);
        PhaseTimings.stop("plan", planStart);
        CompiledModule compiled = ModuleCompiler.instrument(ModuleCompiler.emit(source, plan));
        return new CompiledModule(compiled.className(), compiled.classes(), compiled.sessionCells(),
            source.included().fold(compiled.diagnostics()));
      });
    } catch (StackOverflowError e) {
      return new CompiledModule(source.className(), Map.of(), Map.of(), List.of(Diagnostic.error(Phase.CODEGEN,
          "codegen.too-deep", 0, 0, "the program nests too deeply to compile")));
    }
  }
}
