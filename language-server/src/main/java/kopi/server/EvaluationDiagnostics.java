package kopi.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;

/**
 * The errors of evaluations, per document, shown among its diagnostics until the form that caused
 * them is evaluated again (or the whole document is loaded, or the document closes).
 *
 * <p>An entry remembers the evaluated range and its text. The document may change after the
 * evaluation: when the text is still at the same place the entry stays as it is; when edits above
 * moved it, the nearest occurrence of the same text carries the entry (and its errors inside the
 * form) along; when the form itself was edited the entry is dropped, since its errors describe code
 * that no longer exists.
 */
final class EvaluationDiagnostics {
  /** The diagnostic source of evaluation errors, so that an editor can tell them from the compiler's. */
  static final String SOURCE = "kopi-eval";

  /**
   * One error: UTF-16 offsets in the document, the message and the compiler's code (null for a
   * runtime error), and the places of a runtime error's backtrace in the document.
   */
  record Error(int start, int end, String message, String code, List<Related> related) {
    Error {
      related = related == null ? List.of() : List.copyOf(related);
    }

    Error(int start, int end, String message, String code) {
      this(start, end, message, code, List.of());
    }
  }

  /** A backtrace frame of a runtime error in the same document: its UTF-16 offsets and {@code at NAME (FILE:LINE)}. */
  record Related(int start, int end, String message) {}

  private record Entry(int start, int end, String text, List<Error> errors) {}

  private final Map<String, List<Entry>> entries = new ConcurrentHashMap<>();

  /**
   * Records the evaluation of {@code start}..{@code end} of {@code documentText}: the entries of the
   * forms it overlaps are replaced by its {@code errors} (none when it succeeded).
   */
  void evaluated(String uri, String documentText, int start, int end, List<Error> errors) {
    entries.compute(uri, (key, previous) -> {
      List<Entry> kept = new ArrayList<>();
      if (previous != null) {
        for (Entry entry : previous) {
          boolean overlaps = entry.start() < end && start < entry.end()
              || entry.start() == start && entry.end() == end;
          if (!overlaps) {
            kept.add(entry);
          }
        }
      }
      if (!errors.isEmpty()) {
        kept.add(new Entry(start, end, documentText.substring(start, end), List.copyOf(errors)));
      }
      return kept.isEmpty() ? null : kept;
    });
  }

  /** Forgets every evaluation error of {@code uri}. */
  void clear(String uri) {
    entries.remove(uri);
  }

  /** Whether {@code uri} has evaluation errors recorded (before relocation against the current text). */
  boolean has(String uri) {
    return entries.containsKey(uri);
  }

  /** The evaluation errors of {@code document} in LSP terms, at their places in its current text. */
  List<Diagnostic> diagnostics(SourceDocument document) {
    List<Entry> recorded = entries.get(document.uri());
    if (recorded == null) {
      return List.of();
    }
    String text = document.text();
    List<Diagnostic> result = new ArrayList<>();
    for (Entry entry : recorded) {
      int delta = relocation(entry, text);
      if (delta == Integer.MIN_VALUE) {
        continue;
      }
      for (Error error : entry.errors()) {
        boolean inside = error.start() >= entry.start() && error.end() <= entry.end();
        int start = clamp(error.start() + (inside ? delta : 0), text.length());
        int end = clamp(Math.max(error.end() + (inside ? delta : 0), start), text.length());
        Diagnostic diagnostic = new Diagnostic(Positions.range(document.lines(), start, end), error.message(),
            DiagnosticSeverity.Error, SOURCE, error.code());
        if (!error.related().isEmpty()) {
          List<DiagnosticRelatedInformation> related = new ArrayList<>();
          for (Related frame : error.related()) {
            boolean frameInside = frame.start() >= entry.start() && frame.end() <= entry.end();
            int frameStart = clamp(frame.start() + (frameInside ? delta : 0), text.length());
            int frameEnd = clamp(Math.max(frame.end() + (frameInside ? delta : 0), frameStart), text.length());
            related.add(new DiagnosticRelatedInformation(
                new Location(document.uri(), Positions.range(document.lines(), frameStart, frameEnd)),
                frame.message()));
          }
          diagnostic.setRelatedInformation(related);
        }
        result.add(diagnostic);
      }
    }
    return result;
  }

  /** How far the entry's text moved in {@code text}, or {@link Integer#MIN_VALUE} when it is gone. */
  private static int relocation(Entry entry, String text) {
    if (entry.end() <= text.length() && text.startsWith(entry.text(), entry.start())) {
      return 0;
    }
    int best = Integer.MIN_VALUE;
    for (int at = text.indexOf(entry.text()); at >= 0; at = text.indexOf(entry.text(), at + 1)) {
      int delta = at - entry.start();
      if (best == Integer.MIN_VALUE || Math.abs(delta) < Math.abs(best)) {
        best = delta;
      }
      if (entry.text().isEmpty()) {
        break;
      }
    }
    return best;
  }

  private static int clamp(int offset, int length) {
    return Math.max(0, Math.min(offset, length));
  }
}
