package kopi.server;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * Runs requests off the message thread. Each request waits for its document's snapshot, then runs
 * on the request executor; cancelling the returned future (LSP4J does so on
 * {@code $/cancelRequest}) makes its {@link CancelChecker} throw. Any exception becomes an error
 * reply naming the method, and the server carries on.
 */
final class RequestRunner {
  /**
   * The requests answered while the user types (completion, hover, signature help): an analysis
   * for diagnostics gives way to them ({@link #interactiveInFlight}), since on a busy machine they
   * would otherwise share the CPU with it.
   */
  private static final java.util.Set<String> INTERACTIVE = java.util.Set.of("textDocument/completion",
      "textDocument/hover", "textDocument/signatureHelp");

  private final DocumentStore documents;
  private final Executor executor;
  private final ServerLog log;
  private final java.util.concurrent.atomic.AtomicInteger interactive = new java.util.concurrent.atomic.AtomicInteger();

  RequestRunner(DocumentStore documents, Executor executor, ServerLog log) {
    this.documents = documents;
    this.executor = executor;
    this.log = log;
  }

  /** True while a completion, hover or signature help request is waiting or running. */
  boolean interactiveInFlight() {
    return interactive.get() > 0;
  }

  /** Runs {@code work} on the current snapshot of {@code uri}. */
  <R> CompletableFuture<R> onDocument(String method, String uri, BiFunction<SourceDocument, CancelChecker, R> work) {
    CompletableFuture<R> result = new CompletableFuture<>();
    boolean counted = INTERACTIVE.contains(method);
    if (counted) {
      interactive.incrementAndGet();
    }
    CancelChecker checker = () -> {
      if (result.isCancelled()) {
        throw new CancellationException(method + " was cancelled");
      }
    };
    documents.get(uri).whenCompleteAsync((document, failure) -> {
      Runnable reply = () -> {};
      try {
        reply = answer(method, uri, work, result, checker, document, failure);
      } finally {
        // Before the reply: whoever sees the answer sees the count without it.
        if (counted) {
          interactive.decrementAndGet();
        }
        reply.run();
      }
    }, executor);
    return result;
  }

  /** Runs the handler; returns what completes {@code result}, which the caller runs. */
  private <R> Runnable answer(String method, String uri, BiFunction<SourceDocument, CancelChecker, R> work,
      CompletableFuture<R> result, CancelChecker checker, SourceDocument document, Throwable failure) {
    if (result.isDone()) {
      return () -> {};
    }
    if (failure != null) {
      ResponseErrorException error = asResponseError(method, unwrap(failure));
      return () -> result.completeExceptionally(error);
    }
    try {
      checker.checkCanceled();
      R value = work.apply(document, checker);
      return () -> result.complete(value);
    } catch (CancellationException cancelled) {
      return () -> result.cancel(false);
    } catch (Throwable failureInHandler) {
      // A text nested or sized beyond the server's limits fails this request only.
      if (Failures.isResourceLimit(failureInHandler)) {
        log.info(method + " on " + uri + ": " + Failures.describe(failureInHandler));
        ResponseErrorException limit = Failures.reply(method, failureInHandler);
        return () -> result.completeExceptionally(limit);
      }
      log.error(method + " failed on " + uri, failureInHandler);
      ResponseErrorException error = asResponseError(method, failureInHandler);
      return () -> result.completeExceptionally(error);
    }
  }

  private static Throwable unwrap(Throwable failure) {
    Throwable current = failure;
    while (current instanceof CompletionException && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }

  private static ResponseErrorException asResponseError(String method, Throwable failure) {
    if (failure instanceof ResponseErrorException responseError) {
      return responseError;
    }
    StringWriter trace = new StringWriter();
    failure.printStackTrace(new PrintWriter(trace));
    String message = method + ": internal error: " + failure;
    return new ResponseErrorException(new ResponseError(ResponseErrorCode.InternalError, message, trace.toString()));
  }
}
