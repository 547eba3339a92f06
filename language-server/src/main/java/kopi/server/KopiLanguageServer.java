package kopi.server;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.List;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.SignatureHelpOptions;
import org.eclipse.lsp4j.DiagnosticRegistrationOptions;
import org.eclipse.lsp4j.ExecuteCommandOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.SemanticTokensWithRegistrationOptions;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.TextDocumentSyncOptions;
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
 * <p>Besides the standard methods it answers the evaluation requests {@code kopi/evaluate},
 * {@code kopi/loadFile}, {@code kopi/interrupt} and {@code kopi/resetSession} (also as the commands
 * of {@link #COMMANDS}) and sends {@code kopi/output} notifications; see {@link EvaluationHandler}.
 * Evaluation runs in a worker JVM started on the first request.
 */
public final class KopiLanguageServer implements LanguageServer, LanguageClientAware {
  /**
   * How long after the last change of a burst the full diagnostics are computed and pushed (a change
   * after a pause is analysed at once, see {@code DiagnosticsPublisher#changed}). Short, because an incremental analysis of a 5,000-line file costs a few tens of milliseconds and
   * an analysis whose version is superseded stops early (between top-level forms, and before the
   * static checks), so a burst of keystrokes wastes little. The quick publication of a version (the
   * reader's diagnostics) goes out before its full one whatever the delay: clients and tests count
   * on two publications per version.
   */
  public static final Duration DEFAULT_DIAGNOSTICS_DELAY = Duration.ofMillis(15);

  private final ExecutorService updates = Executors.newSingleThreadExecutor(Threads.daemon("kopi-documents"));
  private final ExecutorService requests = Executors.newFixedThreadPool(2, Threads.daemon("kopi-request"));
  /**
   * Expansion for diagnostics, one at a time and apart from requests, so that a request or the
   * reader's diagnostics never queue behind an expansion; a superseded one stops between forms.
   */
  private final ExecutorService analyses = Executors.newSingleThreadExecutor(Threads.daemon("kopi-analysis"));
  /** Indexing of the workspace's files, in the background. */
  private final ExecutorService indexing = Executors.newSingleThreadExecutor(Threads.daemon("kopi-indexing"));
  private final ScheduledExecutorService timer = Executors
      .newSingleThreadScheduledExecutor(Threads.daemon("kopi-timer"));
  private final ServerLog log = new ServerLog(System.err);
  private final IntConsumer exit;
  private final KopiTextDocumentService textDocuments;
  private final KopiWorkspaceService workspace;
  private final OutputStreamer output = new OutputStreamer(() -> this.kopiClient, timer, log);
  private final EvaluationHandler evaluation;
  private volatile LanguageClient client;
  private volatile KopiLanguageClient kopiClient;
  private volatile boolean shutdownRequested;
  private final WorkspaceIndexer indexer;
  private volatile List<Path> roots = List.of();
  private volatile boolean clientTakesProgress;

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
        analyses, diagnosticsDelay, log);
    publisher.giveWayTo(runner::interactiveInFlight);
    this.textDocuments = new KopiTextDocumentService(documents, runner, handlers, publisher);
    this.evaluation = new EvaluationHandler(documents, handlers.diagnostics().evaluation(),
        uri -> textDocuments.evaluationDiagnosticsChanged(uri, client), output, EvaluationHandler::defaultOptions);
    this.indexer = new WorkspaceIndexer(indexing, () -> client, log);
    textDocuments.workspace(indexer);
    this.workspace = new KopiWorkspaceService(evaluation, indexer, textDocuments::dependenciesChanged);
  }

  public KopiLanguageServer(IntConsumer exit) {
    this(Handlers.standard(), DEFAULT_DIAGNOSTICS_DELAY, exit);
  }

  @Override
  public void connect(LanguageClient languageClient) {
    this.client = languageClient;
    textDocuments.client(languageClient);
    workspace.client(languageClient);
    // Only a client proxy built with the Kopi interface can send kopi/output (see LanguageServerMain).
    this.kopiClient = languageClient instanceof KopiLanguageClient kopi ? kopi : null;
  }

  @Override
  public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
    // A client that pulls diagnostics would show pushed ones a second time, so push only to others.
    boolean clientPulls = params.getCapabilities() != null && params.getCapabilities().getTextDocument() != null
        && params.getCapabilities().getTextDocument().getDiagnostic() != null;
    textDocuments.pushDiagnostics(!clientPulls);
    workspaceRoot(params).ifPresent(evaluation::root);
    roots = workspaceRoots(params);
    clientTakesProgress = params.getCapabilities() != null && params.getCapabilities().getWindow() != null
        && Boolean.TRUE.equals(params.getCapabilities().getWindow().getWorkDoneProgress());
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
    capabilities.setWorkspaceSymbolProvider(true);
    capabilities.setInlayHintProvider(true);
    capabilities.setSelectionRangeProvider(true);
    capabilities.setDocumentSymbolProvider(true);
    capabilities.setDocumentFormattingProvider(true);
    capabilities.setDocumentRangeFormattingProvider(true);
    capabilities.setCompletionProvider(new CompletionOptions(false, List.of("(")));
    capabilities.setHoverProvider(true);
    capabilities.setCallHierarchyProvider(true);
    capabilities.setDocumentLinkProvider(new org.eclipse.lsp4j.DocumentLinkOptions(false));
    capabilities.setCodeActionProvider(new org.eclipse.lsp4j.CodeActionOptions(
        List.of(org.eclipse.lsp4j.CodeActionKind.QuickFix)));
    capabilities.setDefinitionProvider(true);
    capabilities.setReferencesProvider(true);
    capabilities.setDocumentHighlightProvider(true);
    capabilities.setSignatureHelpProvider(new SignatureHelpOptions(List.of("(", " ")));
    // prepareRename too: Neovim sends it before every rename, and it lets an editor refuse early.
    capabilities.setRenameProvider(new org.eclipse.lsp4j.RenameOptions(true));
    capabilities.setSemanticTokensProvider(
        new SemanticTokensWithRegistrationOptions(SemanticTokensHandler.legend(), true, true));
    capabilities.setExecuteCommandProvider(new ExecuteCommandOptions(COMMANDS));
    return capabilities;
  }

  /** The commands of {@code workspace/executeCommand}, each taking the params of its request as one argument. */
  public static final List<String> COMMANDS = KopiWorkspaceService.COMMANDS;

  /**
   * {@code kopi/evaluate}: {@code {textDocument, range}} (a selection), {@code {textDocument, position}}
   * (the top-level form there) or {@code {textDocument?, code}}, answered with {@code {value?, output,
   * error?: {message, range?}, elapsedMs, status, range?, context?}} ({@link KopiProtocol}).
   */
  @JsonRequest(KopiProtocol.EVALUATE)
  public CompletableFuture<KopiProtocol.EvaluateResult> evaluate(KopiProtocol.EvaluateParams params) {
    return evaluation.evaluate(params);
  }

  /** {@code kopi/loadFile {textDocument}}: runs the whole document so its definitions join the session. */
  @JsonRequest(KopiProtocol.LOAD_FILE)
  public CompletableFuture<KopiProtocol.EvaluateResult> loadFile(KopiProtocol.LoadFileParams params) {
    return evaluation.loadFile(params);
  }

  /** {@code kopi/interrupt {}}: stops the running evaluation; answers {@code {status, message}}. */
  @JsonRequest(KopiProtocol.INTERRUPT)
  public CompletableFuture<KopiProtocol.StatusResult> interrupt(KopiProtocol.SessionParams params) {
    return evaluation.interrupt();
  }

  /** {@code kopi/resetSession {}}: a fresh session; answers {@code {status, message}}. */
  @JsonRequest(KopiProtocol.RESET_SESSION)
  public CompletableFuture<KopiProtocol.StatusResult> resetSession(KopiProtocol.SessionParams params) {
    return evaluation.resetSession();
  }

  /**
   * {@code kopi/formAt {textDocument, position}}: the top-level form {@code kopi/evaluate} would run
   * there, {@code {range, complete}}, or null; editors ask it to say "no form here" or "not closed"
   * before evaluating, without a reader of their own.
   */
  @JsonRequest(KopiProtocol.FORM_AT)
  public CompletableFuture<KopiProtocol.FormAtResult> formAt(KopiProtocol.FormAtParams params) {
    return evaluation.formAt(params);
  }

  /** Indexing starts once the client is ready for the server's requests ({@code workDoneProgress/create}). */
  @Override
  public void initialized(InitializedParams params) {
    indexer.start(roots, clientTakesProgress);
  }

  /** The workspace index, for tests: its {@code done()} completes when indexing is over. */
  WorkspaceIndexer indexer() {
    return indexer;
  }

  @Override
  public CompletableFuture<Object> shutdown() {
    shutdownRequested = true;
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void exit() {
    evaluation.close();
    updates.shutdownNow();
    requests.shutdownNow();
    analyses.shutdownNow();
    indexing.shutdownNow();
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

  /** Every workspace folder the client names with a file URI (or its root), to index. */
  private static List<Path> workspaceRoots(InitializeParams params) {
    List<String> uris = new java.util.ArrayList<>();
    if (params.getWorkspaceFolders() != null && !params.getWorkspaceFolders().isEmpty()) {
      params.getWorkspaceFolders().forEach(folder -> uris.add(folder.getUri()));
    } else if (params.getRootUri() != null) {
      uris.add(params.getRootUri());
    }
    List<Path> paths = new java.util.ArrayList<>();
    for (String uri : uris) {
      try {
        paths.add(Path.of(URI.create(uri)));
      } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException notAFile) {
        // Only folders on disk can be indexed.
      }
    }
    return List.copyOf(paths);
  }

  /** The workspace root the client names, when it names one with a file URI. */
  private static Optional<Path> workspaceRoot(InitializeParams params) {
    String uri = null;
    if (params.getWorkspaceFolders() != null && !params.getWorkspaceFolders().isEmpty()) {
      uri = params.getWorkspaceFolders().get(0).getUri();
    } else if (params.getRootUri() != null) {
      uri = params.getRootUri();
    }
    try {
      return uri == null ? Optional.empty() : Optional.of(Path.of(URI.create(uri)));
    } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException notAFile) {
      return Optional.empty();
    }
  }

  private static String version() {
    String version = KopiLanguageServer.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }
}
