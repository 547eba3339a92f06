package kopi.server;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.DiagnosticRegistrationOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * The Kopi language server. It owns the executors (document updates one at a time, requests on a
 * small pool, the diagnostics timer), the document store and the handlers; the message thread only
 * dispatches.
 *
 * <p>Besides the standard methods it answers the custom request {@code kopi/evaluate}
 * ({@code {textDocument: {uri}, range, code}} to {@code {value?, output?, error?}}), which the VS
 * Code extension sends to evaluate a form. Evaluation needs the worker JVM of DESIGN.md decision 7,
 * which does not exist yet, so the request fails with the error {@code evaluation is not available
 * yet} rather than with "method not found".
 */
public final class KopiLanguageServer implements LanguageServer, LanguageClientAware {
  /** How long after the last change diagnostics are pushed. */
  public static final Duration DEFAULT_DIAGNOSTICS_DELAY = Duration.ofMillis(50);

  private final ExecutorService updates = Executors.newSingleThreadExecutor(daemon("kopi-documents"));
  private final ExecutorService requests = Executors.newFixedThreadPool(2, daemon("kopi-request"));
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemon("kopi-timer"));
  private final ServerLog log = new ServerLog(System.err);
  private final IntConsumer exit;
  private final KopiTextDocumentService textDocuments;
  private final KopiWorkspaceService workspace = new KopiWorkspaceService();
  private volatile LanguageClient client;
  private volatile boolean shutdownRequested;

  /**
   * @param handlers          the feature handlers
   * @param diagnosticsDelay  the debounce delay of pushed diagnostics
   * @param exit              called with the process exit code on the {@code exit} notification
   */
  public KopiLanguageServer(Handlers handlers, Duration diagnosticsDelay, IntConsumer exit) {
    this.exit = exit;
    DocumentStore documents = new DocumentStore(updates);
    RequestRunner runner = new RequestRunner(documents, requests, log);
    DiagnosticsPublisher publisher = new DiagnosticsPublisher(handlers.diagnostics(), () -> client, timer, requests,
        diagnosticsDelay, log);
    this.textDocuments = new KopiTextDocumentService(documents, runner, handlers, publisher);
  }

  public KopiLanguageServer(IntConsumer exit) {
    this(Handlers.standard(), DEFAULT_DIAGNOSTICS_DELAY, exit);
  }

  @Override
  public void connect(LanguageClient languageClient) {
    this.client = languageClient;
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    // A client that pulls diagnostics would show pushed ones a second time, so push only to others.
    boolean clientPulls = params.getCapabilities() != null && params.getCapabilities().getTextDocument() != null
        && params.getCapabilities().getTextDocument().getDiagnostic() != null;
    textDocuments.pushDiagnostics(!clientPulls);
    return CompletableFuture.completedFuture(new InitializeResult(capabilities(), new ServerInfo("kopi", version())));
  }

  /** What this server can do; every capability has a handler in {@link Handlers}. */
  static ServerCapabilities capabilities() {
    ServerCapabilities capabilities = new ServerCapabilities();
    TextDocumentSyncOptions sync = new TextDocumentSyncOptions();
    sync.setOpenClose(true);
    sync.setChange(TextDocumentSyncKind.Incremental);
    capabilities.setTextDocumentSync(sync);
    DiagnosticRegistrationOptions diagnostics = new DiagnosticRegistrationOptions(false, false);
    diagnostics.setIdentifier("kopi");
    capabilities.setDiagnosticProvider(diagnostics);
    capabilities.setFoldingRangeProvider(true);
    capabilities.setSelectionRangeProvider(true);
    capabilities.setDocumentSymbolProvider(true);
    capabilities.setDocumentFormattingProvider(true);
    capabilities.setDocumentRangeFormattingProvider(true);
    capabilities.setSemanticTokensProvider(
        new SemanticTokensWithRegistrationOptions(SemanticTokensHandler.legend(), true, true));
    return capabilities;
  }

  /** {@code kopi/evaluate}: see the class comment. */
  @JsonRequest("kopi/evaluate")
  public CompletableFuture<Object> evaluate(JsonObject params) {
    return CompletableFuture.failedFuture(new ResponseErrorException(
        new ResponseError(ResponseErrorCode.RequestFailed, "evaluation is not available yet", null)));
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    shutdownRequested = true;
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    updates.shutdownNow();
    requests.shutdownNow();
    timer.shutdownNow();
    exit.accept(shutdownRequested ? 0 : 1);
  }

  @Override
  public TextDocumentService getTextDocumentService() {
    return textDocuments;
  }

  @Override
  public WorkspaceService getWorkspaceService() {
    return workspace;
  }

  private static String version() {
    String version = KopiLanguageServer.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }

  private static ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
