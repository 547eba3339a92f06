package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import kopi.server.eval.UserClassPath;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kopi lsp -cp JAR}: the real server process with a third-party jar on its class path; the
 * editor completes the jar's members and evaluation (in the worker JVM) calls them.
 */
class UserClassPathProcessTest {
  @TempDir
  Path directory;

  @Test
  void aJarGivenWithMinusCpCompletesAndEvaluates() throws Exception {
    Path source = Files.createDirectories(directory.resolve("src/demo")).resolve("Greeter.java");
    Files.writeString(source, "package demo;\npublic class Greeter {\n"
        + "  public String greetWarmly(String who) { return \"hello \" + who; }\n}\n");
    Path classes = Files.createDirectories(directory.resolve("classes"));
    assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(),
        source.toString()));
    Path jar = directory.resolve("demo.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new JarEntry("demo/Greeter.class"));
      out.write(Files.readAllBytes(classes.resolve("demo/Greeter.class")));
      out.closeEntry();
    }
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process = new ProcessBuilder(List.of(java, "-cp", classPath, "kopi.server.Main", "lsp", "-cp",
        jar.toString())).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    try {
      EvaluationClient client = new EvaluationClient();
      Launcher<EvaluationClient.Server> launcher = new LSPLauncher.Builder<EvaluationClient.Server>()
          .setLocalService(client).setRemoteInterface(EvaluationClient.Server.class)
          .setInput(process.getInputStream()).setOutput(process.getOutputStream()).create();
      launcher.startListening();
      EvaluationClient.Server server = launcher.getRemoteProxy();
      InitializeParams params = new InitializeParams();
      params.setCapabilities(new ClientCapabilities());
      server.initialize(params).get(60, TimeUnit.SECONDS);
      server.initialized(new InitializedParams());
      String text = "(define g ::demo.Greeter (demo.Greeter))\n(g:greetW";
      String uri = directory.resolve("use.scm").toUri().toString();
      server.getTextDocumentService()
          .didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "scheme", 1, text)));
      List<CompletionItem> items = server.getTextDocumentService().completion(new CompletionParams(
          new TextDocumentIdentifier(uri), new Position(1, 9))).get(60, TimeUnit.SECONDS).getRight().getItems();
      assertTrue(items.stream().anyMatch(item -> item.getLabel().equals("greetWarmly")), items.toString());
      JsonObject evaluation = new JsonObject();
      evaluation.addProperty("code", "((demo.Greeter):greetWarmly \"jar\")");
      JsonObject result = server.evaluate(evaluation).get(60, TimeUnit.SECONDS);
      assertEquals("\"hello jar\"", result.get("value").getAsString(), result.toString());
      server.shutdown().get(30, TimeUnit.SECONDS);
      server.exit();
      assertTrue(process.waitFor(30, TimeUnit.SECONDS));
    } finally {
      process.destroyForcibly();
    }
  }
}
