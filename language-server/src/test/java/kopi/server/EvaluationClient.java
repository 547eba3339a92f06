package kopi.server;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.services.LanguageServer;

/** A client for the evaluation tests: records diagnostics and {@code kopi/output} notifications. */
final class EvaluationClient implements KopiLanguageClient {
  /** The server as the tests call it: the standard methods plus the kopi/* requests. */
  interface Server extends LanguageServer {
    @JsonRequest("kopi/evaluate")
    CompletableFuture<JsonObject> evaluate(JsonObject params);

    @JsonRequest("kopi/loadFile")
    CompletableFuture<JsonObject> loadFile(JsonObject params);

    @JsonRequest("kopi/interrupt")
    CompletableFuture<JsonObject> interrupt(JsonObject params);

    @JsonRequest("kopi/resetSession")
    CompletableFuture<JsonObject> resetSession(JsonObject params);

    /** A JSON element, since the answer may be null. */
    @JsonRequest("kopi/formAt")
    CompletableFuture<com.google.gson.JsonElement> formAt(JsonObject params);
  }

  private final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();
  private final List<OutputParams> outputs = new ArrayList<>();

  @Override
  public void output(OutputParams params) {
    synchronized (outputs) {
      outputs.add(params);
      outputs.notifyAll();
    }
  }

  /** The output notifications received so far. */
  List<OutputParams> outputs() {
    synchronized (outputs) {
      return List.copyOf(outputs);
    }
  }

  void clearOutputs() {
    synchronized (outputs) {
      outputs.clear();
    }
  }

  /** Waits up to ten seconds for an output notification that {@code wanted} accepts. */
  OutputParams awaitOutput(Predicate<OutputParams> wanted) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    synchronized (outputs) {
      while (true) {
        for (OutputParams output : outputs) {
          if (wanted.test(output)) {
            return output;
          }
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new AssertionError("expected a matching kopi/output within 10 s, got " + outputs);
        }
        outputs.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
      }
    }
  }

  /** Waits up to ten seconds for a publication for {@code uri} that {@code wanted} accepts. */
  PublishDiagnosticsParams awaitDiagnostics(String uri, Predicate<PublishDiagnosticsParams> wanted)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    List<PublishDiagnosticsParams> seen = new ArrayList<>();
    while (true) {
      long left = deadline - System.nanoTime();
      PublishDiagnosticsParams next = left <= 0 ? null : diagnostics.poll(left, TimeUnit.NANOSECONDS);
      if (next == null) {
        throw new AssertionError("expected matching diagnostics for " + uri + " within 10 s, got " + seen);
      }
      seen.add(next);
      if (next.getUri().equals(uri) && wanted.test(next)) {
        return next;
      }
    }
  }

  @Override
  public void publishDiagnostics(PublishDiagnosticsParams params) {
    diagnostics.add(params);
  }

  @Override
  public void telemetryEvent(Object object) {
    // Not used by the server.
  }

  @Override
  public void showMessage(MessageParams params) {
    // Not used by the server.
  }

  @Override
  public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void logMessage(MessageParams params) {
    // Not used by the server.
  }
}
