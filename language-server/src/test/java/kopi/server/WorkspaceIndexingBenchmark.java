package kopi.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressKind;
import org.eclipse.lsp4j.WorkspaceFolder;
import org.eclipse.lsp4j.WorkspaceSymbolParams;

/**
 * Indexing of a generated workspace of 200 files of 250 lines each, over JSON-RPC through pipes:
 * the time from {@code initialized} to the end of the indexing progress, a {@code workspace/symbol}
 * query, and the heap in use afterwards ({@code totalMemory - freeMemory} after {@code System.gc()},
 * server and client together in this JVM).
 *
 * <p>Run: {@code mvn -q -B -o -pl language-server -am test-compile} then
 * {@code java -cp <test classpath> kopi.server.WorkspaceIndexingBenchmark}.
 */
public final class WorkspaceIndexingBenchmark {
  private WorkspaceIndexingBenchmark() {}

  public static void main(String[] args) throws Exception {
    Path root = Files.createTempDirectory("kopi-index");
    try {
      for (int i = 0; i < 200; i++) {
        Path dir = Files.createDirectories(root.resolve("pkg" + i % 10));
        Files.writeString(dir.resolve("file" + i + ".scm"), SemanticLatencyBenchmark.generate(250)
            .replace("(define (proc", "(define (f" + i + "-proc"));
      }
      try (InProcessServer connection = new InProcessServer()) {
        InitializeParams params = new InitializeParams();
        ClientCapabilities capabilities = new ClientCapabilities();
        WindowClientCapabilities window = new WindowClientCapabilities();
        window.setWorkDoneProgress(true);
        capabilities.setWindow(window);
        params.setCapabilities(capabilities);
        params.setWorkspaceFolders(List.of(new WorkspaceFolder(root.toUri().toString(), "bench")));
        long start = System.nanoTime();
        connection.initialize(params);
        String message;
        while (true) {
          var next = connection.client.nextProgress(120).getValue().getLeft();
          if (next.getKind() == WorkDoneProgressKind.end) {
            message = ((WorkDoneProgressEnd) next).getMessage();
            break;
          }
        }
        System.out.printf("indexing: %.0f ms to the end of progress (%s)%n", (System.nanoTime() - start) / 1e6,
            message);
        long query = System.nanoTime();
        int found = InProcessServer.get(connection.server.getWorkspaceService()
            .symbol(new WorkspaceSymbolParams("f199-proc4"))).getRight().size();
        System.out.printf("workspace/symbol: %d results in %.1f ms%n", found, (System.nanoTime() - query) / 1e6);
        for (int i = 0; i < 3; i++) {
          System.gc();
        }
        Runtime runtime = Runtime.getRuntime();
        System.out.printf("heap after indexing: %.1f MB%n", (runtime.totalMemory() - runtime.freeMemory()) / 1e6);
      }
    } finally {
      try (Stream<Path> files = Files.walk(root)) {
        files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
    System.exit(0);
  }
}
