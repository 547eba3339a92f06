package kopi.server;

import com.google.gson.Gson;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Function;
import kopi.ide.EvaluationForms;
import kopi.ide.SourceDocument;
import kopi.server.eval.EvalRanges;
import kopi.server.eval.EvaluationService;
import kopi.server.eval.Protocol;
import kopi.server.eval.WorkerClient;
import kopi.syntax.LineIndex;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The evaluation requests of the server ({@code kopi/evaluate}, {@code kopi/loadFile},
 * {@code kopi/interrupt}, {@code kopi/resetSession} and the matching commands): finds the code to
 * run in the document store, hands it to the {@link EvaluationService} (whose worker JVM starts on
 * the first request), streams output as {@code kopi/output} notifications, and records errors as
 * evaluation diagnostics of the document. Every method returns a future at once; nothing here waits
 * for user code, so the message thread and the request pool stay free during an evaluation.
 *
 * <p>Result of an evaluation: {@code {value?, output, error?: {message, range?}, elapsedMs, status,
 * range?, context?}}, where {@code range} is the evaluated code's range in the document,
 * {@code status} the worker's status name (OK, ERROR, INTERRUPTED, RESTARTED, EXITED) and
 * {@code context} (for a range or position of a document) {@code {evaluated, errors: [{message,
 * range}]}}: how many of the file's imports and definitions before the code ran first, and those that
 * failed ({@link EvaluationContext} says which run).
 */
final class EvaluationHandler implements AutoCloseable {
  /** Characters of output one evaluation may print before the rest is dropped (with a notice). */
  static final long OUTPUT_LIMIT = 256 * 1024;
  /** How long an interrupted evaluation may take to stop before its worker is killed and restarted. */
  static final Duration INTERRUPT_DEADLINE = Duration.ofMillis(1500);

  private static final Gson GSON = new Gson();

  private final DocumentStore documents;
  private final EvaluationContext contexts = new EvaluationContext();
  private final EvaluationDiagnostics diagnostics;
  private final Consumer<String> diagnosticsChanged;
  private final OutputStreamer output;
  private final Function<Path, WorkerClient.Options> options;
  private volatile Path root = Path.of("").toAbsolutePath();
  private final Set<CompletableFuture<?>> running = ConcurrentHashMap.newKeySet();
  private volatile CompletableFuture<Void> stopping = CompletableFuture.completedFuture(null);
  private EvaluationService service;
  private boolean closed;

  /**
   * @param diagnosticsChanged called with a document URI whose evaluation errors changed
   * @param options            how to run the worker for a workspace root
   */
  EvaluationHandler(DocumentStore documents, EvaluationDiagnostics diagnostics, Consumer<String> diagnosticsChanged,
      OutputStreamer output, Function<Path, WorkerClient.Options> options) {
    this.documents = documents;
    this.diagnostics = diagnostics;
    this.diagnosticsChanged = diagnosticsChanged;
    this.output = output;
    this.options = options;
  }

  /** The worker of this JVM's class path, run in the workspace root, which is also its library path. */
  static WorkerClient.Options defaultOptions(Path root) {
    WorkerClient.Options base = WorkerClient.Options.forThisJvm(root, List.of(root));
    return new WorkerClient.Options(base.command(), root, OUTPUT_LIMIT, INTERRUPT_DEADLINE);
  }

  /** The workspace root: the worker's directory and library path. Takes effect for a worker not started yet. */
  void root(Path workspaceRoot) {
    this.root = workspaceRoot;
  }

  /** {@code kopi/evaluate}: {@code {textDocument, range}}, {@code {textDocument, position}} or {@code {textDocument?, code}}. */
  CompletableFuture<KopiProtocol.EvaluateResult> evaluate(KopiProtocol.EvaluateParams params) {
    long started = System.nanoTime();
    String uri = params == null ? null : uri(params.textDocument());
    CompletableFuture<Target> target;
    if (uri != null && (params.range() != null || params.position() != null)) {
      target = documents.get(uri).thenApply(document -> locate(document, params));
    } else if (params != null && params.code() != null) {
      String code = params.code();
      target = CompletableFuture.completedFuture(new Target(uri, code, 0, code.length(), false, List.of(), false));
    } else {
      target = CompletableFuture.failedFuture(invalid(
          "kopi/evaluate: expected {textDocument, range}, {textDocument, position} or {code}, got " + json(params)));
    }
    return run(target, started,
        (service, where) -> service.evaluate(where.uri(), where.text(), where.start(), where.end()));
  }

  /** {@code kopi/loadFile}: runs the whole document {@code {textDocument}}, open or on disk. */
  CompletableFuture<KopiProtocol.EvaluateResult> loadFile(KopiProtocol.LoadFileParams params) {
    long started = System.nanoTime();
    String uri = params == null ? null : uri(params.textDocument());
    if (uri == null) {
      return CompletableFuture
          .failedFuture(invalid("kopi/loadFile: expected {textDocument: {uri}}, got " + json(params)));
    }
    CompletableFuture<Target> target = documents.get(uri)
        .thenApply(document -> new Target(uri, document.text(), 0, document.text().length(), true,
            EvaluationForms.contextForms(document), true))
        .exceptionallyCompose(notOpen -> CompletableFuture.supplyAsync(() -> {
          String text = readFile(uri);
          return new Target(uri, text, 0, text.length(), true,
              EvaluationForms.contextForms(SourceDocument.of(uri, 0, text)), true);
        }));
    return run(target, started, (service, where) -> service.load(where.uri(), where.text()));
  }

  /**
   * {@code kopi/formAt}: the top-level form {@code kopi/evaluate} would run at {@code {textDocument,
   * position}}, {@code {range, complete}}, or null when there is none.
   */
  CompletableFuture<KopiProtocol.FormAtResult> formAt(KopiProtocol.FormAtParams params) {
    String uri = params == null ? null : uri(params.textDocument());
    if (uri == null || params.position() == null) {
      return CompletableFuture
          .failedFuture(invalid("kopi/formAt: expected {textDocument, position}, got " + json(params)));
    }
    return documents.get(uri).thenApply(document -> {
      EvaluationForms.Form form = EvaluationForms.formAt(document,
          Positions.offset(document.lines(), params.position()));
      return form == null ? null : new KopiProtocol.FormAtResult(range(document.lines(), form.start(), form.end()),
          EvaluationForms.isComplete(document, form));
    });
  }

  /** {@code kopi/interrupt}: stops the running evaluation; {@code {status, message}}. */
  CompletableFuture<KopiProtocol.StatusResult> interrupt() {
    EvaluationService current = current();
    if (current == null) {
      return CompletableFuture.completedFuture(status(Protocol.Status.IDLE.name(), "nothing was running"));
    }
    return stop(current).thenApply(reply -> status(reply.status(), reply.message()));
  }

  /** {@code kopi/resetSession}: a fresh session, forgetting every definition; {@code {status, message}}. */
  CompletableFuture<KopiProtocol.StatusResult> resetSession() {
    EvaluationService current = current();
    if (current == null) {
      contexts.clear();
      return CompletableFuture.completedFuture(status(Protocol.Status.OK.name(), "a fresh session"));
    }
    return current.reset().thenApply(reply -> {
      // The session forgot every document's imports and definitions: the next evaluation runs them again.
      contexts.clear();
      return status(reply.status(), reply.message());
    });
  }

  @Override
  public void close() {
    EvaluationService current;
    synchronized (this) {
      closed = true;
      current = service;
      service = null;
    }
    if (current != null) {
      current.close();
    }
  }

  /**
   * What to run: {@code start}..{@code end} of {@code text}, which is the document {@code uri} when
   * {@code inDocument}; {@code forms} are the document's context forms and {@code load} says that
   * the whole document runs (so no context runs before it).
   */
  private record Target(String uri, String text, int start, int end, boolean inDocument,
      List<EvaluationForms.Form> forms, boolean load) {}

  /** A context form run before the evaluated code, and its answer. */
  private record ContextRun(EvaluationForms.Form form, EvaluationService.EvaluateResult answer) {}

  private interface Run {
    CompletableFuture<EvaluationService.EvaluateResult> apply(EvaluationService service, Target target);
  }

  /**
   * Runs {@code target} when it is known, unless the request was cancelled first; cancelling the
   * returned future ({@code $/cancelRequest}) interrupts the evaluation.
   */
  private CompletableFuture<KopiProtocol.EvaluateResult> run(CompletableFuture<Target> target, long started, Run run) {
    CompletableFuture<KopiProtocol.EvaluateResult> result = new CompletableFuture<>();
    target.thenCompose(where -> stopping.thenCompose(stopped -> {
      if (result.isDone()) {
        return CompletableFuture.completedFuture(null);
      }
      EvaluationService current = service();
      // The context forms go to the worker first; it runs requests in order, so they are done
      // before the code that needs them starts.
      List<CompletableFuture<ContextRun>> context = new ArrayList<>();
      if (where.inDocument() && !where.load()) {
        for (EvaluationForms.Form form : contexts.pending(where.uri(), where.forms(), where.start())) {
          context.add(track(current.evaluate(where.uri(), where.text(), form.start(), form.end()))
              .thenApply(answer -> new ContextRun(form, answer)));
        }
      }
      CompletableFuture<EvaluationService.EvaluateResult> evaluation = track(run.apply(current, where));
      return evaluation.thenCompose(answer -> CompletableFuture.allOf(context.toArray(CompletableFuture<?>[]::new))
          .thenApply(done -> respond(where, context.stream().map(CompletableFuture::join).toList(), answer, started)));
    })).whenComplete((answer, failure) -> {
      if (failure != null) {
        result.completeExceptionally(unwrap(failure));
      } else {
        result.complete(answer);
      }
    });
    result.whenComplete((answer, failure) -> {
      if (result.isCancelled()) {
        EvaluationService current = current();
        if (current != null) {
          stop(current);
        }
      }
    });
    return result;
  }

  /** Adds {@code evaluation} to the running ones until it ends. */
  private <T> CompletableFuture<T> track(CompletableFuture<T> evaluation) {
    running.add(evaluation);
    evaluation.whenComplete((answer, failure) -> running.remove(evaluation));
    return evaluation;
  }

  /**
   * Interrupts the running evaluation. Evaluations asked for afterwards wait until the stopped ones
   * have ended: a worker that must be restarted to stop answers everything it holds as restarted,
   * which must not include requests made after the interrupt.
   */
  private CompletableFuture<Protocol.Reply> stop(EvaluationService current) {
    stopping = CompletableFuture.allOf(running.toArray(CompletableFuture<?>[]::new)).handle((done, failure) -> null);
    return current.interrupt();
  }

  private KopiProtocol.EvaluateResult respond(Target where, List<ContextRun> context,
      EvaluationService.EvaluateResult answer, long started) {
    // Output streamed so far reaches the client before the result that ends it.
    output.flush();
    LineIndex lines = new LineIndex(where.text());
    boolean failed = answer.status().equals(Protocol.Status.ERROR.name());
    KopiProtocol.EvaluationError error = null;
    if (answer.error() != null) {
      int[] span = errorSpan(where, where.start(), where.end(), answer, failed);
      error = new KopiProtocol.EvaluationError(answer.error(), span == null ? null : range(lines, span[0], span[1]));
    }
    Range range = null;
    KopiProtocol.ContextResult contextResult = null;
    if (where.inDocument()) {
      range = range(lines, where.start(), where.end());
      if (!where.load()) {
        contextResult = context(where, context, lines);
      }
      diagnostics.evaluated(where.uri(), where.text(), where.start(), where.end(),
          errors(where, where.start(), where.end(), answer));
      if (answer.status().equals(Protocol.Status.OK.name())) {
        contexts.ran(where.uri(), where.forms().stream()
            .filter(form -> form.start() >= where.start() && form.end() <= where.end()).toList());
      }
      diagnosticsChanged.accept(where.uri());
    }
    return new KopiProtocol.EvaluateResult(answer.value(), answer.output(), error,
        (System.nanoTime() - started) / 1_000_000, answer.status(), range, contextResult);
  }

  /**
   * The context forms run before the code, {@code {evaluated, errors: [{message, range}]}}. A form
   * that failed is shown as an evaluation diagnostic on it and runs again next time; the code ran
   * anyway, since it may not need that definition.
   */
  private KopiProtocol.ContextResult context(Target where, List<ContextRun> context, LineIndex lines) {
    List<KopiProtocol.EvaluationError> failures = new ArrayList<>();
    for (ContextRun run : context) {
      EvaluationForms.Form form = run.form();
      EvaluationService.EvaluateResult answer = run.answer();
      diagnostics.evaluated(where.uri(), where.text(), form.start(), form.end(),
          errors(where, form.start(), form.end(), answer));
      if (!answer.status().equals(Protocol.Status.OK.name())) {
        contexts.failed(where.uri(), form);
        int[] span = errorSpan(where, form.start(), form.end(), answer, true);
        failures.add(new KopiProtocol.EvaluationError(answer.error() == null ? answer.status() : answer.error(),
            range(lines, span[0], span[1])));
      }
    }
    return new KopiProtocol.ContextResult(context.size(), failures);
  }

  /** The errors of {@code answer}, the evaluation of {@code start}..{@code end} of the document, as diagnostics. */
  private static List<EvaluationDiagnostics.Error> errors(Target where, int start, int end,
      EvaluationService.EvaluateResult answer) {
    List<EvaluationDiagnostics.Error> errors = new ArrayList<>();
    for (Protocol.WireDiagnostic found : answer.diagnostics()) {
      if (found.severity().equals("ERROR")) {
        errors.add(new EvaluationDiagnostics.Error(found.start(), found.end(), found.message(), found.code()));
      }
    }
    if (errors.isEmpty() && answer.status().equals(Protocol.Status.ERROR.name()) && answer.error() != null) {
      int[] span = errorSpan(where, start, end, answer, true);
      // The backtrace's frames in this document become the diagnostic's related information.
      List<EvaluationDiagnostics.Related> related = new ArrayList<>();
      for (EvalRanges.Related frame : answer.backtrace()) {
        if (frame.range() != null) {
          related.add(new EvaluationDiagnostics.Related(frame.range().start(), frame.range().end(), frame.message()));
        }
      }
      errors.add(new EvaluationDiagnostics.Error(span[0], span[1], answer.error(), null, related));
    }
    return errors;
  }

  /**
   * Where the error is: the compiler's or the runtime's place when known, else (for an error of the
   * code, not an interrupt or an exit) the evaluated range; null when there is no place to show.
   */
  private static int[] errorSpan(Target where, int start, int end, EvaluationService.EvaluateResult answer,
      boolean failed) {
    if (!where.inDocument()) {
      return null;
    }
    EvalRanges.DocumentRange range = answer.errorRange();
    if (range != null && range.end() <= where.text().length()) {
      return new int[] {range.start(), range.end()};
    }
    return failed ? new int[] {start, end} : null;
  }

  /** The code a request names in {@code document}: its {@code range}, or the top-level form at its {@code position}. */
  private static Target locate(SourceDocument document, KopiProtocol.EvaluateParams params) {
    LineIndex lines = document.lines();
    if (params.range() != null) {
      int start = Positions.offset(lines, position(params.range().getStart()));
      int end = Math.max(start, Positions.offset(lines, position(params.range().getEnd())));
      return new Target(document.uri(), document.text(), start, end, true, EvaluationForms.contextForms(document),
          false);
    }
    Position position = position(params.position());
    EvaluationForms.Form form = EvaluationForms.formAt(document, Positions.offset(lines, position));
    if (form != null) {
      return new Target(document.uri(), document.text(), form.start(), form.end(), true,
          EvaluationForms.contextForms(document), false);
    }
    throw invalid("kopi/evaluate: expected a top-level form at line " + (position.getLine() + 1) + ", column "
        + (position.getCharacter() + 1) + ", got none");
  }

  private static Position position(Position position) {
    if (position == null) {
      throw invalid("kopi/evaluate: expected a position {line, character}, got null");
    }
    return position;
  }

  private static String uri(TextDocumentIdentifier document) {
    return document == null ? null : document.getUri();
  }

  /** The params as JSON, for an error message that shows what was sent. */
  private static String json(Object params) {
    return params == null ? "null" : GSON.toJson(params);
  }

  private static String readFile(String uri) {
    try {
      return Files.readString(Path.of(URI.create(uri)));
    } catch (IOException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException failure) {
      throw invalid("kopi/loadFile: expected an open document or a readable file, got " + uri);
    }
  }

  private static Range range(LineIndex lines, int start, int end) {
    return new Range(new Position(lines.line(start), lines.column(start)),
        new Position(lines.line(end), lines.column(end)));
  }

  private static KopiProtocol.StatusResult status(String status, String message) {
    return new KopiProtocol.StatusResult(status, message);
  }

  private synchronized EvaluationService current() {
    return service;
  }

  /** The service, created on first use with the root known by then. */
  private synchronized EvaluationService service() {
    if (closed) {
      throw new ResponseErrorException(new ResponseError(ResponseErrorCode.RequestFailed,
          "evaluation: expected a running server, got one shutting down", null));
    }
    if (service == null) {
      service = new EvaluationService(options.apply(root), new WorkerClient.Listener() {
        @Override
        public void output(long id, String stream, String text) {
          output.add(stream, text);
        }

        @Override
        public void sessionEnded() {
          // A new worker holds a fresh session, which has none of the context run so far.
          contexts.clear();
        }

        @Override
        public void workerEnded(String message) {
          output.add(WorkerClient.NOTICE, "[" + message + "]\n");
        }
      });
    }
    return service;
  }

  private static ResponseErrorException invalid(String message) {
    return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, message, null));
  }

  private static Throwable unwrap(Throwable failure) {
    Throwable current = failure;
    while (current instanceof CompletionException && current.getCause() != null) {
      current = current.getCause();
    }
    return current;
  }
}
