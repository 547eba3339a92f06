package kopi.server;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import kopi.ide.SourceDocument;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The open documents, each as a chain of immutable snapshots. Changes are applied in the order
 * they arrive, on the update executor, so the message thread only links futures and never parses;
 * a request waits for the snapshot current when it arrived and then reads it while later edits
 * proceed.
 *
 * <p>A step of the chain never fails. When reading a text fails (a text nested beyond what the
 * update thread's stack holds, see {@link Threads}), the step keeps the text and the failure: the
 * requests on that version answer an error, and the next change is applied to the kept text and
 * read afresh, so one bad version never poisons the document.
 */
final class DocumentStore {
  private final Executor updates;
  private final Map<String, CompletableFuture<Entry>> documents = new ConcurrentHashMap<>();
  /** The libraries the open documents import, expanded once for all of them. */
  private final SourceDocument.Libraries libraries = new SourceDocument.Libraries();

  /**
   * One version of a document: its snapshot, or (when reading it failed) its text and the failure.
   */
  private record Entry(String uri, int version, SourceDocument document, String text, Throwable failure) {
    static Entry of(SourceDocument document) {
      return new Entry(document.uri(), document.version(), document, null, null);
    }

    String currentText() {
      return document != null ? document.text() : text;
    }

    SourceDocument orThrow() {
      if (document == null) {
        throw new java.util.concurrent.CompletionException(
            Failures.reply("version " + version + " of " + uri, failure));
      }
      return document;
    }
  }

  /** {@code updates} must run tasks one at a time, in submission order. */
  DocumentStore(Executor updates) {
    this.updates = updates;
  }

  CompletableFuture<SourceDocument> open(String uri, int version, String text) {
    CompletableFuture<Entry> entry = CompletableFuture.supplyAsync(() -> read(uri, version, text), updates);
    documents.put(uri, entry);
    return snapshot(entry);
  }

  /** Applies the changes of one {@code didChange}, in order, to the latest snapshot. */
  CompletableFuture<SourceDocument> change(String uri, int version, List<TextDocumentContentChangeEvent> changes) {
    List<TextDocumentContentChangeEvent> copy = List.copyOf(changes);
    CompletableFuture<Entry> next = documents.compute(uri, (key, previous) -> {
      if (previous == null) {
        // A change to a document never opened: only a full-text change can say what it holds.
        return CompletableFuture.supplyAsync(() -> step(read(uri, version, ""), version, copy), updates);
      }
      return previous.thenApplyAsync(entry -> step(entry, version, copy), updates);
    });
    return snapshot(next);
  }

  /** The URIs of the open documents. */
  java.util.Set<String> uris() {
    return java.util.Set.copyOf(documents.keySet());
  }

  /**
   * A fresh snapshot of {@code uri} with the same text and version, whose analysis is computed
   * again: for when a file it imports changed on disk. Null when the document is not open.
   */
  CompletableFuture<SourceDocument> reanalyze(String uri) {
    CompletableFuture<Entry> next = documents.computeIfPresent(uri, (key, previous) -> previous.thenApplyAsync(
        entry -> entry.document() == null ? entry : Entry.of(entry.document().withVersion(entry.version())), updates));
    return next == null ? null : snapshot(next);
  }

  void close(String uri) {
    documents.remove(uri);
  }

  /**
   * The latest snapshot of {@code uri}; a failed future when the document is not open, or when its
   * latest text could not be read (the next change reads it afresh).
   */
  CompletableFuture<SourceDocument> get(String uri) {
    CompletableFuture<Entry> entry = documents.get(uri);
    if (entry == null) {
      return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
          ResponseErrorCode.InvalidParams, "expected an open document, got " + uri, null)));
    }
    return snapshot(entry);
  }

  private static CompletableFuture<SourceDocument> snapshot(CompletableFuture<Entry> entry) {
    return entry.thenApply(Entry::orThrow);
  }

  /** Reads {@code text} from scratch; a failure is kept with the text instead of thrown. */
  private Entry read(String uri, int version, String text) {
    try {
      return Entry.of(SourceDocument.of(uri, version, text, libraries));
    } catch (StackOverflowError | OutOfMemoryError | RuntimeException failure) {
      return new Entry(uri, version, null, text, failure);
    }
  }

  /**
   * The next version: the changes applied incrementally to a snapshot; or, after a version that
   * could not be read (or when the incremental step itself fails), to its text, read from scratch.
   */
  private Entry step(Entry previous, int version, List<TextDocumentContentChangeEvent> changes) {
    if (previous.document() != null) {
      try {
        return Entry.of(apply(previous.document(), version, changes));
      } catch (StackOverflowError | OutOfMemoryError | RuntimeException failure) {
        // Fall through to the plain text, read from scratch.
      }
    }
    return read(previous.uri(), version, applyToText(previous.currentText(), changes));
  }

  /** The text after {@code changes}, without reading it. */
  static String applyToText(String text, List<TextDocumentContentChangeEvent> changes) {
    String current = text;
    for (TextDocumentContentChangeEvent change : changes) {
      String newText = change.getText() == null ? "" : change.getText();
      if (change.getRange() == null) {
        current = newText;
      } else {
        LineIndex lines = new LineIndex(current);
        int start = Positions.offset(lines, change.getRange().getStart());
        int end = Math.max(start, Positions.offset(lines, change.getRange().getEnd()));
        current = current.substring(0, start) + newText + current.substring(end);
      }
    }
    return current;
  }

  /** Applies {@code changes} to {@code document}: ranged changes incrementally, full ones by reparsing. */
  static SourceDocument apply(SourceDocument document, int version, List<TextDocumentContentChangeEvent> changes) {
    SourceDocument current = document;
    for (TextDocumentContentChangeEvent change : changes) {
      String newText = change.getText() == null ? "" : change.getText();
      if (change.getRange() == null) {
        current = current.replace(version, newText);
      } else {
        int start = Positions.offset(current.lines(), change.getRange().getStart());
        int end = Math.max(start, Positions.offset(current.lines(), change.getRange().getEnd()));
        current = current.edit(version, start, end - start, newText);
      }
    }
    return current.version() == version ? current : current.withVersion(version);
  }
}
