package kopi.server;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
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
  /** The commands, in the order of the requests they stand for. */
  static final List<String> COMMANDS = List.of("kopi.evaluate", "kopi.loadFile", "kopi.interrupt", "kopi.resetSession");

  private static final Gson GSON = new Gson();
  private final EvaluationHandler evaluation;

  KopiWorkspaceService(EvaluationHandler evaluation) {
    this.evaluation = evaluation;
  }

  @Override
  public void didChangeConfiguration(DidChangeConfigurationParams params) {
    // No settings exist yet.
  }

  @Override
  public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
    // Only open documents are analysed so far.
  }

  /** Runs command {@code kopi.X} with the params of request {@code kopi/X} as its one argument. */
  @Override
  public CompletableFuture<Object> executeCommand(ExecuteCommandParams params) {
    JsonObject argument = argument(params.getArguments());
    return switch (params.getCommand()) {
      case "kopi.evaluate" -> evaluation.evaluate(argument);
      case "kopi.loadFile" -> evaluation.loadFile(argument);
      case "kopi.interrupt" -> evaluation.interrupt();
      case "kopi.resetSession" -> evaluation.resetSession();
      default -> CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(
          ResponseErrorCode.InvalidParams, "workspace/executeCommand: expected one of " + COMMANDS + ", got "
              + params.getCommand(), null)));
    };
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
