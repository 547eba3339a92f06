package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import kopi.syntax.Diagnostic;

/**
 * The seam through which every phase reports problems of an open document. The reader's
 * diagnostics come from {@link #reader()}; expansion and analysis add providers later and
 * {@link #combine} merges them, so the server publishes and serves all of them through one path.
 */
@FunctionalInterface
public interface DiagnosticsProvider {

  /** The diagnostics of {@code document}, in any order; may call {@code cancellation.check()}. */
  List<Diagnostic> diagnostics(SourceDocument document, Cancellation cancellation);

  /** The reader's diagnostics, which the parse already holds. */
  static DiagnosticsProvider reader() {
    return (document, cancellation) -> document.parse().diagnostics();
  }

  /** All diagnostics of all providers, sorted by start offset. */
  static DiagnosticsProvider combine(List<DiagnosticsProvider> providers) {
    List<DiagnosticsProvider> copy = List.copyOf(providers);
    return (document, cancellation) -> {
      List<Diagnostic> all = new ArrayList<>();
      for (DiagnosticsProvider provider : copy) {
        cancellation.check();
        all.addAll(provider.diagnostics(document, cancellation));
      }
      return List.copyOf(Diagnostic.inSourceOrder(all));
    };
  }
}
