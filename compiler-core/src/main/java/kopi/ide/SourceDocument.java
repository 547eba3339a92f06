package kopi.ide;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import kopi.analysis.FormChecks;
import kopi.expand.FormCache;
import kopi.expand.LibraryCache;
import kopi.expand.SemanticModel;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;
import kopi.syntax.ParseResult;
import kopi.syntax.Parser;

/**
 * An immutable snapshot of one open document: its identifier, the editor's version number and the
 * parse of its text. Features read snapshots, so a request that runs while the user keeps typing
 * sees one consistent text. {@link #edit} makes the next snapshot with the incremental reparse.
 */
public final class SourceDocument {
  private final String uri;
  private final int version;
  private final ParseResult parse;
  private final LineIndex lines;
  /**
   * The per-form results of the latest analysis of this document, shared by the snapshots made from
   * one another by edits, so that an analysis re-expands only the forms that changed.
   */
  private final AtomicReference<FormCache> formCache;
  /** The per-form static checks of the latest analysis, shared like {@link #formCache}. */
  private final AtomicReference<FormChecks> formChecks;
  /** The completion items of the latest model, shared like {@link #formCache}. */
  private final Completion.ItemCache completionItems;
  /**
   * The expanded libraries analyses start from, shared by the snapshots made from one another and,
   * when the documents were made with one ({@link #of(String, int, String, Libraries)}), by the
   * documents of a workspace.
   */
  private final LibraryCache libraries;
  /** The expansion of this text, computed on first use; written under {@code this}. */
  private volatile SemanticAnalysis analysis;
  /**
   * The snapshot this one was made from while it had no analysis yet, and the edits since: where
   * {@link #recentModel} looks for the latest completed analysis. Dropped once this snapshot has its
   * own analysis, so a chain of snapshots is never kept alive longer than needed. One volatile
   * record, so that a reader sees a consistent pair without taking a lock an analysis may hold.
   */
  private volatile Link link;
  /**
   * The model {@link #recentModel} last moved onto this text, and the analysis it came from. A
   * later snapshot starts from it; an analysis that completes for a snapshot between the two is
   * seen from the next snapshot whose walk reaches it first.
   */
  private volatile Moved recent;

  private record Link(SourceDocument previous, OffsetMap since) {}

  private record Moved(SemanticAnalysis base, SemanticModel model) {}

  public SourceDocument(String uri, int version, ParseResult parse) {
    this(uri, version, parse, new LibraryCache());
  }

  private SourceDocument(String uri, int version, ParseResult parse, LibraryCache libraries) {
    this(uri, version, parse, new AtomicReference<>(FormCache.EMPTY), new AtomicReference<>(FormChecks.EMPTY),
        new Completion.ItemCache(), libraries);
  }

  private SourceDocument(String uri, int version, ParseResult parse, AtomicReference<FormCache> formCache,
      AtomicReference<FormChecks> formChecks, Completion.ItemCache completionItems, LibraryCache libraries) {
    this.uri = Objects.requireNonNull(uri, "uri");
    this.version = version;
    this.parse = Objects.requireNonNull(parse, "parse");
    this.lines = new LineIndex(parse.text());
    this.formCache = formCache;
    this.formChecks = formChecks;
    this.completionItems = completionItems;
    this.libraries = libraries;
  }

  private SourceDocument(String uri, int version, ParseResult parse, SourceDocument previous, OffsetMap since,
      AtomicReference<FormCache> formCache, AtomicReference<FormChecks> formChecks) {
    this(uri, version, parse, formCache, formChecks, previous.completionItems, previous.libraries);
    this.link = new Link(previous, since);
  }

  /** Parses {@code text} from scratch. */
  public static SourceDocument of(String uri, int version, String text) {
    return new SourceDocument(uri, version, Parser.parse(text));
  }

  /** Parses {@code text} from scratch, for a document whose analyses share {@code libraries}. */
  public static SourceDocument of(String uri, int version, String text, Libraries libraries) {
    return new SourceDocument(uri, version, Parser.parse(text), libraries.cache);
  }

  /**
   * The expanded libraries that the documents of one workspace share ({@link LibraryCache}): the
   * language server's document store holds one and makes every document with it.
   */
  public static final class Libraries {
    private final LibraryCache cache = new LibraryCache();

    /** Whether the next analysis of the file at {@code uri} starts from libraries expanded before. */
    public boolean startsWithLibraries(String uri) {
      return cache.startsWithLibraries(SemanticAnalysis.path(uri));
    }
  }

  /** The expanded libraries this document's analyses start from. */
  LibraryCache libraries() {
    return libraries;
  }

  public String uri() {
    return uri;
  }

  public int version() {
    return version;
  }

  public ParseResult parse() {
    return parse;
  }

  public String text() {
    return parse.text();
  }

  /** The completion items made for this document's snapshots (see {@link Completion}). */
  Completion.ItemCache completionItems() {
    return completionItems;
  }

  /** The line index of this text, the one conversion table between offsets and lines. */
  public LineIndex lines() {
    return lines;
  }

  /**
   * What the expander makes of this text: its diagnostics and semantic model. Computed once, by the
   * first caller (expansion takes a while on a big file, so callers should be off the editor's
   * message thread); later callers on this snapshot get the same answer.
   */
  public SemanticAnalysis analysis() {
    return analysis(Cancellation.NONE);
  }

  /**
   * Like {@link #analysis()}, giving up with {@link java.util.concurrent.CancellationException}
   * between top-level forms once {@code cancellation} says so; a later call starts again.
   */
  public SemanticAnalysis analysis(Cancellation cancellation) {
    SemanticAnalysis done = analysis;
    if (done != null) {
      return done;
    }
    synchronized (this) {
      if (analysis == null) {
        analysis = SemanticAnalysis.compute(this, cancellation, formCache, formChecks);
        link = null;
        recent = null;
      }
      return analysis;
    }
  }

  /** The analysis of this text when it has been computed, else null; never waits. */
  public SemanticAnalysis analysisIfReady() {
    return analysis;
  }

  /**
   * The semantic model of the latest completed analysis, moved onto this text through the edits
   * made since (see {@link ModelRemap}): this snapshot's own when ready, else the nearest older
   * snapshot's, so that a request answers at once while the new text is still being expanded.
   * Computes this snapshot's analysis only when no older one is available.
   */
  public SemanticModel recentModel() {
    SemanticAnalysis done = analysis;
    if (done != null) {
      return done.model();
    }
    // Walk back to the nearest snapshot with an analysis, or with a model already moved onto it
    // (so that each snapshot moves a model through its own edit only), then link to it directly
    // so that the snapshots in between can be collected. Only volatile reads: an analysis in
    // progress holds its snapshot's lock for a while, and this must not wait for it.
    Link start = link;
    SourceDocument at = start == null ? null : start.previous();
    OffsetMap map = start == null ? OffsetMap.IDENTITY : start.since();
    while (at != null && at.analysisIfReady() == null && at.recent == null) {
      Link older = at.link;
      if (older == null) {
        // It got its analysis meanwhile (the link is dropped just after the analysis is set).
        break;
      }
      map = older.since().then(map);
      at = older.previous();
    }
    if (at == null) {
      return analysis().model();
    }
    SemanticAnalysis base = at.analysisIfReady();
    SemanticModel from;
    if (base != null) {
      from = base.model();
    } else {
      Moved moved = at.recent;
      if (moved == null) {
        return analysis().model();
      }
      base = moved.base();
      from = moved.model();
    }
    if (analysis == null) {
      link = new Link(at, map);
    }
    Moved cached = recent;
    if (cached != null && cached.base() == base) {
      return cached.model();
    }
    SemanticModel moved = ModelRemap.remap(from, map);
    recent = new Moved(base, moved);
    return moved;
  }

  /**
   * The expansion diagnostics of the latest completed analysis of this snapshot or an older one,
   * moved onto this text through the edits since; those an edit touched are dropped. Empty when no
   * analysis has completed. Never expands and never waits.
   */
  public List<Diagnostic> recentDiagnostics() {
    Recent recent = recentAnalysis();
    if (recent == null) {
      return List.of();
    }
    List<Diagnostic> moved = new ArrayList<>();
    for (Diagnostic diagnostic : recent.base().diagnostics()) {
      int[] range = recent.map().range(diagnostic.start(), diagnostic.end());
      if (range != null) {
        moved.add(diagnostic.shifted(range[0] - diagnostic.start()));
      }
    }
    return moved;
  }

  /**
   * The inferred types of the latest completed analysis (see {@link SemanticAnalysis#inferredTypes()}),
   * moved onto this text like {@link #recentDiagnostics()}. Like {@link #recentModel()}, computes
   * this snapshot's analysis only when no older one is available.
   */
  public List<SemanticAnalysis.InferredType> recentInferredTypes() {
    Recent recent = recentAnalysis();
    if (recent == null) {
      return analysis().inferredTypes();
    }
    if (recent.map().isIdentity()) {
      return recent.base().inferredTypes();
    }
    List<SemanticAnalysis.InferredType> moved = new ArrayList<>();
    for (SemanticAnalysis.InferredType type : recent.base().inferredTypes()) {
      int[] range = recent.map().range(type.start(), type.end());
      if (range != null) {
        moved.add(new SemanticAnalysis.InferredType(range[0], range[1], type.type()));
      }
    }
    return moved;
  }

  private record Recent(SemanticAnalysis base, OffsetMap map) {}

  /** The latest completed analysis of this snapshot or an older one, and the edits since; or null. */
  private Recent recentAnalysis() {
    SemanticAnalysis done = analysis;
    if (done != null) {
      return new Recent(done, OffsetMap.IDENTITY);
    }
    Link start = link;
    SourceDocument at = start == null ? null : start.previous();
    OffsetMap map = start == null ? OffsetMap.IDENTITY : start.since();
    while (at != null && at.analysisIfReady() == null) {
      Link older = at.link;
      if (older == null) {
        break;
      }
      map = older.since().then(map);
      at = older.previous();
    }
    SemanticAnalysis base = at == null ? null : at.analysisIfReady();
    return base == null ? null : new Recent(base, map);
  }

  /** Replaces {@code oldLength} characters at {@code offset}, reparsing only what the edit touches. */
  public SourceDocument edit(int version, int offset, int oldLength, String newText) {
    return new SourceDocument(uri, version, parse.edit(offset, oldLength, newText), this,
        OffsetMap.of(new OffsetMap.Edit(offset, oldLength, newText.length())), formCache, formChecks);
  }

  /** Replaces the whole text. */
  public SourceDocument replace(int version, String newText) {
    return new SourceDocument(uri, version, Parser.parse(newText), this,
        OffsetMap.of(new OffsetMap.Edit(0, text().length(), newText.length())), formCache, formChecks);
  }

  /**
   * The same text under a new version number, for a change event list that ends up empty or for
   * analysing again after a library changed on disk: so it starts without reusable per-form results,
   * which do not know about files on disk.
   */
  public SourceDocument withVersion(int newVersion) {
    return new SourceDocument(uri, newVersion, parse, this, OffsetMap.IDENTITY, new AtomicReference<>(FormCache.EMPTY),
        new AtomicReference<>(FormChecks.EMPTY));
  }
}
