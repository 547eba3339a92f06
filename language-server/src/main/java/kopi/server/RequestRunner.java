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
  private final DocumentStore documents;
  private final Executor executor;
  private final ServerLog log;

  RequestRunner(DocumentStore documents, Executor executor, ServerLog log) {
    this.documents = documents;
    this.executor = executor;
    this.log = log;
  }

  /** Runs {@code work} on the current snapshot of {@code uri}. */
  <R> CompletableFuture<R> onDocument(String method, String uri, BiFunction<SourceDocument, CancelChecker, R> work) {
    CompletableFuture<R> result = new CompletableFuture<>();
    CancelChecker checker = () -> {
      if (result.isCancelled()) {
        throw new CancellationException(method + " was cancelled");
      }
    };
    documents.get(uri).whenCompleteAsync((document, failure) -> {
      if (result.isDone()) {
        return;
      }
      if (failure != null) {
        result.completeExceptionally(asResponseError(method, unwrap(failure)));
        return;
      }
      try {
        checker.checkCanceled();
        result.complete(work.apply(document, checker));
      } catch (CancellationException cancelled) {
        result.cancel(false);
      } catch (Throwable failureInHandler) {
        log.error(method + " failed on " + uri, failureInHandler);
        result.completeExceptionally(asResponseError(method, failureInHandler));
      }
    }, executor);
    return result;
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
