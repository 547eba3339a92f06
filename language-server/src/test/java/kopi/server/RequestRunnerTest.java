package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The runner tells the analysis for diagnostics when a request the user waits for (completion,
 * hover, signature help) is in flight, so that the analysis gives way to it; other requests do not
 * count.
 */
class RequestRunnerTest {

  @Test
  void completionIsInFlightFromItsArrivalToItsAnswerAndOtherRequestsDoNotCount() throws Exception {
    ExecutorService executor = Executors.newFixedThreadPool(2);
    try {
      DocumentStore documents = new DocumentStore(Runnable::run);
      documents.open("file:///a.scm", 1, "(display 1)").get(5, TimeUnit.SECONDS);
      RequestRunner runner = new RequestRunner(documents, executor, new ServerLog(System.err));
      CountDownLatch release = new CountDownLatch(1);
      CompletableFuture<String> other = runner.onDocument("textDocument/foldingRange", "file:///a.scm",
          (document, cancel) -> await(release));
      assertFalse(runner.interactiveInFlight(), "folding ranges do not hold the analysis back");
      CompletableFuture<String> completion = runner.onDocument("textDocument/completion", "file:///a.scm",
          (document, cancel) -> await(release));
      assertTrue(runner.interactiveInFlight());
      release.countDown();
      assertEquals("done", completion.get(5, TimeUnit.SECONDS));
      other.get(5, TimeUnit.SECONDS);
      assertFalse(runner.interactiveInFlight(), "the count drops when the answer is sent");
      CompletableFuture<String> failing = runner.onDocument("textDocument/hover", "file:///a.scm",
          (document, cancel) -> {
            throw new IllegalStateException("broken handler");
          });
      assertTrue(failing.handle((value, failure) -> failure != null).get(5, TimeUnit.SECONDS));
      assertFalse(runner.interactiveInFlight(), "a failed request counts no longer either");
    } finally {
      executor.shutdownNow();
    }
  }

  private static String await(CountDownLatch latch) {
    try {
      latch.await(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "done";
  }
}
