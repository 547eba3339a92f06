package kopi.ide;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import kopi.analysis.StaticChecks;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.expand.FormCache;
import kopi.expand.Expander;
import kopi.expand.SemanticModel;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * The expansion of one document snapshot as the editor features see it: the diagnostics of the
 * phases after the reader (the reader's own come from the parse, so they are not repeated here) and
 * the {@link SemanticModel}. Obtain it through {@link SourceDocument#analysis()}, which computes it
 * once per snapshot.
 *
 * @param model       what each identifier means
 * @param diagnostics expansion diagnostics, sorted by start offset
 */
public record SemanticAnalysis(SemanticModel model, List<Diagnostic> diagnostics) {
  /** The class name the document's definitions are reported under; the editor never compiles it. */
  public static final String MODULE = "kopi.user.document";

  public SemanticAnalysis {
    diagnostics = List.copyOf(diagnostics);
  }

  /** The diagnostics of expansion, for {@link DiagnosticsProvider#combine}. */
  public static DiagnosticsProvider diagnosticsProvider() {
    return (document, cancellation) -> {
      cancellation.check();
      return document.analysis(cancellation).diagnostics();
    };
  }

  /**
   * The expansion diagnostics of the latest completed analysis, moved onto the document's text
   * through the edits since, without expanding ({@link SourceDocument#recentDiagnostics()}): what an
   * editor shows while the new text is being expanded, so that they do not blink out at each key.
   */
  public static DiagnosticsProvider recentDiagnosticsProvider() {
    return (document, cancellation) -> document.recentDiagnostics();
  }

  static SemanticAnalysis compute(SourceDocument document, Cancellation cancellation) {
    return compute(document, cancellation, new java.util.concurrent.atomic.AtomicReference<>(FormCache.EMPTY));
  }

  /**
   * Analyses {@code document}, reusing the results of unchanged top-level forms from {@code cache}
   * (the latest analysis of the same document, see {@link FormCache}) and leaving there the cache
   * for the next one. Whichever analysis finishes last leaves its cache: any cache is sound for any
   * text, an older one is only less useful.
   */
  static SemanticAnalysis compute(SourceDocument document, Cancellation cancellation,
      java.util.concurrent.atomic.AtomicReference<FormCache> cache) {
    // The benchmark sets kopi.ide.noFormCache to compare with whole-file expansion in one run.
    FormCache previous = Boolean.getBoolean("kopi.ide.noFormCache") ? FormCache.EMPTY : cache.get();
    Expander.Incremental incremental = new Expander(ExpandOptions.defaults())
        .analyzeProgram(document.text(), path(document.uri()), MODULE, cancellation::check, previous);
    cache.set(incremental.cache());
    ExpandResult result = incremental.result();
    List<Diagnostic> later = new ArrayList<>();
    for (Diagnostic diagnostic : result.diagnostics()) {
      if (diagnostic.phase() != Phase.READ) {
        later.add(diagnostic);
      }
    }
    // The static checks of type specifiers and arities, as the compiler runs them (kopi.session.ExpanderFrontend).
    if (!result.hasErrors()) {
      for (ExpandedModule module : result.modules()) {
        if (document.text().equals(module.sourceText())) {
          later.addAll(StaticChecks.check(module.body(), result.types(), module.className()).diagnostics());
        }
      }
      later.sort(Comparator.comparingInt(Diagnostic::start));
    }
    return new SemanticAnalysis(result.model(), later);
  }

  /** The file of a {@code file:} URI, so that libraries beside it are found; null for other schemes. */
  private static Path path(String uri) {
    try {
      URI parsed = URI.create(uri);
      return "file".equals(parsed.getScheme()) ? Path.of(parsed) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }
}
