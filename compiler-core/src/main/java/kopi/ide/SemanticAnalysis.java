package kopi.ide;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import kopi.analysis.Checks;
import kopi.analysis.FormChecks;
import kopi.analysis.ParameterTypes;
import kopi.analysis.Type;
import kopi.analysis.TypeInference;
import kopi.expand.ExpandOptions;
import kopi.expand.ExpandRequest;
import kopi.expand.ExpandResult;
import kopi.expand.ExpandedModule;
import kopi.expand.Expander;
import kopi.expand.FormCache;
import kopi.expand.SemanticModel;
import kopi.expand.forms.Forms;
import kopi.pipeline.Pipeline;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;

/**
 * The expansion of one document snapshot as the editor features see it: the diagnostics of the
 * phases after the reader (the reader's own come from the parse, so they are not repeated here) and
 * the {@link SemanticModel}. Obtain it through {@link SourceDocument#analysis()}, which computes it
 * once per snapshot.
 *
 * <p>The inferred types (inlay hints) are computed on first use: the diagnostics, which every edit
 * waits for, do not need them (the static checks run per form, {@link FormChecks}), and
 * {@code TypeInference} and {@code ParameterTypes} walk the whole module.
 */
public final class SemanticAnalysis {

  /**
   * The type {@link kopi.analysis.TypeInference} (for {@code let}-bound variables) or
   * {@link ParameterTypes} (for parameters) found for the untyped variable bound at {@code [start, end)}.
   */
  public record InferredType(int start, int end, String type) {}

  /** The class name the document's definitions are reported under; the editor never compiles it. */
  public static final String MODULE = "kopi.user.document";

  private final SemanticModel model;
  private final List<Diagnostic> diagnostics;
  /** Computes the inferred types once; dropped (with the module it holds) when it has. */
  private Supplier<List<InferredType>> inferring;
  private volatile List<InferredType> inferredTypes;

  /**
   * @param model       what each identifier means
   * @param diagnostics expansion diagnostics, sorted by start offset
   */
  public SemanticAnalysis(SemanticModel model, List<Diagnostic> diagnostics) {
    this(model, diagnostics, List.of());
  }

  public SemanticAnalysis(SemanticModel model, List<Diagnostic> diagnostics, List<InferredType> inferredTypes) {
    this.model = model;
    this.diagnostics = List.copyOf(diagnostics);
    this.inferredTypes = List.copyOf(inferredTypes);
  }

  private SemanticAnalysis(SemanticModel model, List<Diagnostic> diagnostics, Supplier<List<InferredType>> inferring) {
    this.model = model;
    this.diagnostics = List.copyOf(diagnostics);
    this.inferring = inferring;
  }

  /** What each identifier means. */
  public SemanticModel model() {
    return model;
  }

  /** The diagnostics of expansion and of the static checks, sorted by start offset. */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** The inferred types of untyped variables, sorted by start offset. */
  public List<InferredType> inferredTypes() {
    List<InferredType> done = inferredTypes;
    if (done != null) {
      return done;
    }
    synchronized (this) {
      if (inferredTypes == null) {
        inferredTypes = List.copyOf(inferring.get());
        inferring = null;
      }
      return inferredTypes;
    }
  }

  /** The type of the untyped variable whose binding identifier is {@code [start, end)}, or null. */
  public String inferredType(int start, int end) {
    for (InferredType type : inferredTypes()) {
      if (type.start() == start && type.end() == end) {
        return type.type();
      }
    }
    return null;
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
    return compute(document, cancellation, new AtomicReference<>(FormCache.EMPTY),
        new AtomicReference<>(FormChecks.EMPTY));
  }

  /**
   * Analyses {@code document}, reusing the results of unchanged top-level forms from {@code cache}
   * (the latest analysis of the same document, see {@link FormCache}) and the static checks of
   * unchanged forms from {@code checks} ({@link FormChecks}), and leaving there the caches for the
   * next one. Whichever analysis finishes last leaves its caches: any cache is sound for any text,
   * an older one is only less useful.
   */
  static SemanticAnalysis compute(SourceDocument document, Cancellation cancellation,
      AtomicReference<FormCache> cache, AtomicReference<FormChecks> checks) {
    // The benchmark sets kopi.ide.noFormCache to compare with whole-file expansion in one run (and
    // kopi.ide.noLibraryCache to compare with libraries expanded at each analysis).
    boolean whole = Boolean.getBoolean("kopi.ide.noFormCache");
    FormCache previous = whole ? FormCache.EMPTY : cache.get();
    Pipeline.Front front = Pipeline.front(new Expander(ExpandOptions.defaults(), Forms.LIBRARY),
        ExpandRequest.analysis(document.parse(), path(document.uri()), MODULE, cancellation::check, previous,
            Boolean.getBoolean("kopi.ide.noLibraryCache") ? null : document.libraries()),
        Checks.Request.editing(document.text(), whole ? FormChecks.EMPTY : checks.get(), cancellation::check));
    ExpandResult result = front.expansion();
    cache.set(result.cache());
    // The reader's diagnostics come from the parse, which the editor shows already.
    List<Diagnostic> later = new ArrayList<>();
    for (Diagnostic diagnostic : front.diagnostics()) {
      if (diagnostic.phase() != Phase.READ) {
        later.add(diagnostic);
      }
    }
    // Inlay hints need the types of every expression, which the per-form checks do not keep.
    List<Supplier<List<InferredType>>> inferred = new ArrayList<>();
    for (ExpandedModule module : result.modules()) {
      if (document.text().equals(module.sourceText())) {
        inferred.add(() -> inferredTypes(module.body(),
            TypeInference.of(module.body(), result.types(), module.className()), module.sourceText().length()));
      }
    }
    checks.set(front.checks().next());
    return new SemanticAnalysis(result.model(), later, () -> {
      List<InferredType> all = new ArrayList<>();
      inferred.forEach(module -> all.addAll(module.get()));
      return all;
    });
  }

  /** The known types of untyped variables bound in {@code body}: let-bound ones and parameters. */
  private static List<InferredType> inferredTypes(List<kopi.expand.Core> body, TypeInference.Result types,
      int textLength) {
    List<InferredType> out = new ArrayList<>();
    java.util.function.BiConsumer<kopi.expand.Local, Type> add = (local, type) -> {
      // A variable of code read from an included file is not in this text.
      if (local.start() >= 0 && local.end() <= textLength && local.declaredType() == null && !type.isUnknown()
          && !"object".equals(type.name())
          && !type.equals(Type.PROCEDURE)) {
        out.add(new InferredType(local.start(), local.end(), type.name()));
      }
    };
    types.locals().forEach(add);
    ParameterTypes.of(body, types).forEach(add);
    out.sort(Comparator.comparingInt(InferredType::start));
    return out;
  }

  /** The file of a {@code file:} URI, so that libraries beside it are found; null for other schemes. */
  static Path path(String uri) {
    try {
      URI parsed = URI.create(uri);
      return "file".equals(parsed.getScheme()) ? Path.of(parsed) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }
}
