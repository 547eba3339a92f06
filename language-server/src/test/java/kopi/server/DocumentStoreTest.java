package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A version whose text cannot be read (here: nested deeper than the small stack of this
 * test's update thread holds) fails its own requests only; the next change is read afresh.
 */
class DocumentStoreTest {
  private static final String URI = "file:///deep.scm";
  /** An update thread with a stack far smaller than the server's, so that modest nesting overflows. */
  private final ExecutorService updates = Executors.newSingleThreadExecutor(
      runnable -> new Thread(null, runnable, "small-stack", 128 * 1024));

  @AfterEach
  void stop() {
    updates.shutdownNow();
  }

  private static String nested(int depth) {
    return "(+ 1 ".repeat(depth) + "1" + ")".repeat(depth);
  }

  private static SourceDocument get(DocumentStore store) throws Exception {
    return store.get(URI).get(30, TimeUnit.SECONDS);
  }

  private static void assertUnreadable(DocumentStore store) {
    ExecutionException failure = assertThrows(ExecutionException.class, () -> get(store));
    ResponseErrorException reply = (ResponseErrorException) failure.getCause();
    assertEquals(ResponseErrorCode.RequestFailed.getValue(), reply.getResponseError().getCode());
    assertTrue(reply.getResponseError().getMessage().contains("nested too deeply"), reply.getMessage());
  }

  @Test
  void aTextTooDeepToReadDoesNotPoisonTheDocument() throws Exception {
    DocumentStore store = new DocumentStore(updates);
    store.open(URI, 1, nested(20_000));
    assertUnreadable(store);
    // The whole text replaced by valid code: read afresh.
    store.change(URI, 2, List.of(new TextDocumentContentChangeEvent("(define x 1)\n")));
    SourceDocument fixed = get(store);
    assertEquals(2, fixed.version());
    assertEquals("(define x 1)\n", fixed.text());
  }

  @Test
  void rangedChangesAfterAFailureApplyToTheKeptText() throws Exception {
    DocumentStore store = new DocumentStore(updates);
    store.open(URI, 1, "(define y 2)\n");
    // An incremental edit that makes the text too deep, then one that removes the nesting again.
    String deep = nested(20_000);
    store.change(URI, 2, List.of(new TextDocumentContentChangeEvent(
        new Range(new Position(1, 0), new Position(1, 0)), deep)));
    assertUnreadable(store);
    store.change(URI, 3, List.of(new TextDocumentContentChangeEvent(
        new Range(new Position(1, 0), new Position(1, deep.length())), "(display y)")));
    SourceDocument fixed = get(store);
    assertEquals(3, fixed.version());
    assertEquals("(define y 2)\n(display y)", fixed.text());
  }
}
