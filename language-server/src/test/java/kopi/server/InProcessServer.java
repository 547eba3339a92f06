package kopi.server;

import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * A server and a client in one JVM, connected by two {@link Pipe}s (piped streams break when the
 * thread that last wrote exits, which LSP4J's pooled threads do). The client side is LSP4J's own
 * client launcher, so every message goes through JSON-RPC as it would from an editor.
 */
final class InProcessServer implements AutoCloseable {
  static final String URI = "file:///work/test.scm";

  final RecordingClient client = new RecordingClient();
  final LanguageServer server;
  final Launcher<LanguageServer> clientLauncher;
  private final Pipe toServer;
  private final Pipe toClient;

  InProcessServer(Handlers handlers, Duration diagnosticsDelay) throws IOException {
    toServer = Pipe.open();
    toClient = Pipe.open();
    KopiLanguageServer kopi = new KopiLanguageServer(handlers, diagnosticsDelay, code -> {});
    LanguageServerMain.start(kopi, Channels.newInputStream(toServer.source()),
        Channels.newOutputStream(toClient.sink())).startListening();
    clientLauncher = LSPLauncher.createClientLauncher(client, Channels.newInputStream(toClient.source()),
        Channels.newOutputStream(toServer.sink()));
    clientLauncher.startListening();
    server = clientLauncher.getRemoteProxy();
  }

  InProcessServer() throws IOException {
    this(Handlers.standard(), KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY);
  }

  InitializeResult initialize(ClientCapabilities capabilities) throws Exception {
    InitializeParams params = new InitializeParams();
    params.setCapabilities(capabilities);
    return initialize(params);
  }

  InitializeResult initialize(InitializeParams params) throws Exception {
    InitializeResult result = get(server.initialize(params));
    server.initialized(new InitializedParams());
    return result;
  }

  InitializeResult initialize() throws Exception {
    return initialize(new ClientCapabilities());
  }

  void open(String text) {
    server.getTextDocumentService()
        .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(URI, "scheme", 1, text)));
  }

  static TextDocumentIdentifier document() {
    return new TextDocumentIdentifier(URI);
  }

  static <T> T get(CompletableFuture<T> future) throws Exception {
    return future.get(10, TimeUnit.SECONDS);
  }

  static <T> List<T> list(List<? extends T> values) {
    return List.copyOf(values);
  }

  @Override
  public void close() throws IOException {
    try {
      get(server.shutdown());
      server.exit();
    } catch (InterruptedException e) {
      // close() must not throw InterruptedException (try-with-resources would swallow the flag).
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while shutting the server down", e);
    } catch (Exception e) {
      throw new IOException("the server did not shut down", e);
    } finally {
      toServer.sink().close();
      toClient.sink().close();
    }
  }
}
