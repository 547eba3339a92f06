package kopi.server;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The open documents, each as a chain of immutable snapshots. Changes are applied in the order
 * they arrive, on the update executor, so the message thread only links futures and never parses;
 * a request waits for the snapshot current when it arrived and then reads it while later edits
 * proceed.
 */
final class DocumentStore {
  private final Executor updates;
  private final Map<String, CompletableFuture<SourceDocument>> documents = new ConcurrentHashMap<>();

  /** {@code updates} must run tasks one at a time, in submission order. */
  DocumentStore(Executor updates) {
    this.updates = updates;
  }

  CompletableFuture<SourceDocument> open(String uri, int version, String text) {
    CompletableFuture<SourceDocument> document =
        CompletableFuture.supplyAsync(() -> SourceDocument.of(uri, version, text), updates);
    documents.put(uri, document);
    return document;
  }

  /** Applies the changes of one {@code didChange}, in order, to the latest snapshot. */
  CompletableFuture<SourceDocument> change(String uri, int version, List<TextDocumentContentChangeEvent> changes) {
    List<TextDocumentContentChangeEvent> copy = List.copyOf(changes);
    return documents.compute(uri, (key, previous) -> {
      if (previous == null) {
        // A change to a document never opened: only a full-text change can say what it holds.
        return CompletableFuture.supplyAsync(() -> apply(SourceDocument.of(uri, version, ""), version, copy), updates);
      }
      return previous.thenApplyAsync(document -> apply(document, version, copy), updates);
    });
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
    return documents.computeIfPresent(uri,
        (key, previous) -> previous.thenApplyAsync(document -> document.withVersion(document.version()), updates));
  }

  void close(String uri) {
    documents.remove(uri);
  }

  /** The latest snapshot of {@code uri}, or a failed future when the document is not open. */
  CompletableFuture<SourceDocument> get(String uri) {
    CompletableFuture<SourceDocument> document = documents.get(uri);
    if (document == null) {
      return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
          ResponseErrorCode.InvalidParams, "expected an open document, got " + uri, null)));
    }
    return document;
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
