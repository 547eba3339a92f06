package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.Test;

/** Starts the real {@code kopi.server.Main lsp} in its own JVM and talks to it over stdio. */
class StdioProcessTest {

  @Test
  void theServerProcessInitializesPublishesAndExitsCleanly() throws Exception {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(List.of(java, "-cp", classPath, "kopi.server.Main", "lsp"))
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    try {
      RecordingClient client = new RecordingClient();
      Launcher<LanguageServer> launcher = LSPLauncher.createClientLauncher(client, process.getInputStream(),
          process.getOutputStream());
      launcher.startListening();
      LanguageServer server = launcher.getRemoteProxy();
      InitializeParams params = new InitializeParams();
      params.setCapabilities(new ClientCapabilities());
      InitializeResult result = server.initialize(params).get(60, TimeUnit.SECONDS);
      assertEquals("kopi", result.getServerInfo().getName());
      server.initialized(new InitializedParams());

      server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(
          new TextDocumentItem("file:///p.scm", "scheme", 3, "(display \"hi\"")));
      PublishDiagnosticsParams published = client.nextDiagnostics();
      assertEquals(3, published.getVersion());
      assertEquals(1, published.getDiagnostics().size());

      server.shutdown().get(30, TimeUnit.SECONDS);
      server.exit();
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the server did not exit");
      assertEquals(0, process.exitValue());
    } finally {
      process.destroyForcibly();
    }
  }
}
