package kopi.server.eval;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The editor's view of evaluation, in plain records (no LSP types), so that a request handler is a
 * few lines: {@code kopi/evaluate} calls {@link #evaluate}, "Load file" calls {@link #load}, and
 * streamed output goes to the {@link WorkerClient.Listener} given here (for {@code kopi/output}
 * notifications) while also being gathered into the result's {@code output}.
 */
public final class EvaluationService implements AutoCloseable {
  private final WorkerClient client;
  private final Map<Long, StringBuilder> outputs = new ConcurrentHashMap<>();

  /**
   * The answer to one evaluation. {@code value} is the last value written with {@code write} (null
   * for none, as after a definition); {@code output} what it printed (bounded, with the truncation
   * notice); {@code error} a one-line message when it failed, was stopped or ended the worker, else
   * null; {@code errorRange} where the error is in the document, when known; {@code diagnostics} the
   * compiler's diagnostics with document ranges; {@code status} the {@link Protocol.Status} name.
   */
  public record EvaluateResult(String value, String output, String error, EvalRanges.DocumentRange errorRange,
      List<Protocol.WireDiagnostic> diagnostics, String status, List<EvalRanges.Related> backtrace) {
    public EvaluateResult {
      backtrace = backtrace == null ? List.of() : List.copyOf(backtrace);
    }

    /** A result without a backtrace. */
    public EvaluateResult(String value, String output, String error, EvalRanges.DocumentRange errorRange,
        List<Protocol.WireDiagnostic> diagnostics, String status) {
      this(value, output, error, errorRange, diagnostics, status, List.of());
    }
  }

  /** Starts nothing yet: the worker starts with the first request. */
  public EvaluationService(WorkerClient.Options options, WorkerClient.Listener streamed) {
    this.client = new WorkerClient(options, new WorkerClient.Listener() {
      @Override
      public void output(long id, String stream, String text) {
        if (id != 0) {
          outputs.computeIfAbsent(id, key -> new StringBuilder()).append(text);
        }
        streamed.output(id, stream, text);
      }

      @Override
      public void workerEnded(String message) {
        streamed.workerEnded(message);
      }

      @Override
      public void sessionEnded() {
        streamed.sessionEnded();
      }
    });
  }

  /** Evaluates {@code start}..{@code end} of the document {@code uri}, whose text is {@code documentText}. */
  public CompletableFuture<EvaluateResult> evaluate(String uri, String documentText, int start, int end) {
    return client.evaluateRange(documentText, uri, start, end).thenApply(result(uri, documentText));
  }

  /** Runs the whole document, so that its definitions and imports join the session. */
  public CompletableFuture<EvaluateResult> load(String uri, String documentText) {
    return client.load(documentText, uri).thenApply(result(uri, documentText));
  }

  /** Stops the running evaluation (see {@link WorkerClient#interrupt}). */
  public CompletableFuture<Protocol.Reply> interrupt() {
    return client.interrupt();
  }

  /** A fresh session. */
  public CompletableFuture<Protocol.Reply> reset() {
    return client.reset();
  }

  /** The worker's pid, Java version and uptime. */
  public CompletableFuture<Protocol.Reply> describe() {
    return client.describe();
  }

  @Override
  public void close() {
    client.close();
  }

  private Function<Protocol.Reply, EvaluateResult> result(String uri, String documentText) {
    return reply -> {
      StringBuilder output = outputs.remove(reply.id());
      String error = null;
      EvalRanges.DocumentRange range = null;
      List<EvalRanges.Related> backtrace = List.of();
      if (reply.failure() != null) {
        error = reply.message();
        range = EvalRanges.failureRange(reply.failure(), uri, documentText).orElse(null);
        backtrace = EvalRanges.backtrace(reply.failure(), uri, documentText);
      } else {
        Protocol.WireDiagnostic first = reply.diagnostics().stream().filter(d -> d.severity().equals("ERROR"))
            .findFirst().orElse(null);
        if (first != null) {
          error = EvalRanges.baseName(uri) + ":" + (first.startLine() + 1) + ":" + (first.startColumn() + 1) + ": "
              + first.message();
          range = EvalRanges.diagnosticRange(first);
        } else if (reply.statusValue() != Protocol.Status.OK) {
          error = reply.message();
        }
      }
      return new EvaluateResult(reply.lastValue(), output == null ? "" : output.toString(), error, range,
          reply.diagnostics(), reply.status(), backtrace);
    };
  }
}
