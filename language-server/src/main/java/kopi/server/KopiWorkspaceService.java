package kopi.server;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import kopi.ide.WorkspaceIndex;
import org.eclipse.lsp4j.FileEvent;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.WorkspaceSymbol;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.WorkspaceService;

/**
 * Workspace notifications, and the evaluation operations as {@code workspace/executeCommand}
 * commands for clients that cannot send custom requests. Nothing depends on configuration or on
 * files that are not open yet; library resolution across files will start here.
 */
final class KopiWorkspaceService implements WorkspaceService {
  /**
   * The commands, in the order of the requests they stand for. Their ids live under
   * {@code kopi.server.} because a client may register every advertised command as an editor
   * command (vscode-languageclient does): they must not clash with an extension's own commands
   * such as VS Code's {@code kopi.loadFile}.
   */
  static final List<String> COMMANDS = List.of("kopi.server.evaluate", "kopi.server.loadFile",
      "kopi.server.interrupt", "kopi.server.resetSession");

  private static final Gson GSON = new Gson();
  private final EvaluationHandler evaluation;
  private final WorkspaceIndexer indexer;
  private final BiConsumer<String, LanguageClient> filesChanged;
  private volatile LanguageClient client;

  KopiWorkspaceService(EvaluationHandler evaluation) {
    this(evaluation, null, (uri, client) -> {});
  }

  /**
   * @param indexer      the workspace index, or null for none
   * @param filesChanged told when files changed on disk (a URI no document needs re-analysing for,
   *                     or null), to analyse the open documents again
   */
  KopiWorkspaceService(EvaluationHandler evaluation, WorkspaceIndexer indexer,
      BiConsumer<String, LanguageClient> filesChanged) {
    this.evaluation = evaluation;
    this.indexer = indexer;
    this.filesChanged = filesChanged;
  }

  void client(LanguageClient languageClient) {
    this.client = languageClient;
  }

  /** {@code workspace/symbol}: the definitions of every indexed file matching the query. */
  @Override
  public CompletableFuture<Either<List<? extends SymbolInformation>, List<? extends WorkspaceSymbol>>> symbol(
      WorkspaceSymbolParams params) {
    if (indexer == null) {
      return CompletableFuture.completedFuture(Either.forRight(List.of()));
    }
    List<WorkspaceSymbol> found = new ArrayList<>();
    for (WorkspaceIndex.Entry entry : indexer.index().search(params.getQuery() == null ? "" : params.getQuery(),
        MAX_SYMBOLS)) {
      WorkspaceSymbol symbol = new WorkspaceSymbol(entry.name(), WorkspaceDefinitions.kind(entry.kind()),
          Either.forLeft(WorkspaceDefinitions.location(entry)));
      symbol.setContainerName(entry.container());
      found.add(symbol);
    }
    return CompletableFuture.completedFuture(Either.forRight(found));
  }

  /** Editors show the first few hundred; more is only traffic. */
  private static final int MAX_SYMBOLS = 500;

  @Override
  public void didChangeConfiguration(DidChangeConfigurationParams params) {
    // No settings exist yet.
  }

  @Override
  public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
    boolean sources = false;
    for (FileEvent event : params.getChanges()) {
      Path file = KopiTextDocumentService.filePath(event.getUri());
      if (file != null && WorkspaceIndex.isSource(file)) {
        sources = true;
        if (indexer != null) {
          indexer.reindex(file);
        }
      }
    }
    if (sources) {
      filesChanged.accept(null, client);
    }
  }

  /** Runs command {@code kopi.server.X} with the params of request {@code kopi/X} as its one argument. */
  @Override
  public CompletableFuture<Object> executeCommand(ExecuteCommandParams params) {
    JsonObject argument = argument(params.getArguments());
    return switch (params.getCommand()) {
      case "kopi.server.evaluate" ->
          answer(evaluation.evaluate(GSON.fromJson(argument, KopiProtocol.EvaluateParams.class)));
      case "kopi.server.loadFile" ->
          answer(evaluation.loadFile(GSON.fromJson(argument, KopiProtocol.LoadFileParams.class)));
      case "kopi.server.interrupt" -> answer(evaluation.interrupt());
      case "kopi.server.resetSession" -> answer(evaluation.resetSession());
      default -> CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
          ResponseErrorCode.InvalidParams, "workspace/executeCommand: expected one of " + COMMANDS + ", got "
              + params.getCommand(),
          null)));
    };
  }

  /** The same future (so that cancelling the command cancels the evaluation), typed as LSP4J's command result. */
  @SuppressWarnings("unchecked")
  private static CompletableFuture<Object> answer(CompletableFuture<?> result) {
    return (CompletableFuture<Object>) result;
  }

  /** The first argument as a JSON object (LSP4J hands arguments over as JSON trees), or an empty object. */
  private static JsonObject argument(List<Object> arguments) {
    if (arguments == null || arguments.isEmpty() || arguments.get(0) == null) {
      return new JsonObject();
    }
    Object first = arguments.get(0);
    JsonElement tree = first instanceof JsonElement element ? element : GSON.toJsonTree(first);
    return tree.isJsonObject() ? tree.getAsJsonObject() : new JsonObject();
  }
}
