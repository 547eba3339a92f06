package kopi.server;

import static kopi.server.InProcessServer.document;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;

/**
 * Latency of completion and hover on a generated 5,000-line file, over JSON-RPC through pipes:
 * p50 and p95 over 100 requests, first on an unchanged document (the analysis of the snapshot is
 * reused), then with a one-character edit before each request (every request waits for a fresh
 * expansion of the whole file, the worst case while typing).
 *
 * <p>Run: {@code mvn -q -B -o -pl compiler-core,language-server test-compile} then
 * {@code java -cp <test classpath> kopi.server.SemanticLatencyBenchmark}.
 */
public final class SemanticLatencyBenchmark {
  private SemanticLatencyBenchmark() {}

  private static final int REQUESTS = 100;

  public static void main(String[] args) throws Exception {
    String text = generate(5000);
    int lines = text.split("\n", -1).length - 1;
    System.out.printf("file: %d lines, %d characters%n", lines, text.length());
    try (InProcessServer connection = new InProcessServer()) {
      connection.initialize();
      connection.open(text);
      // The line of the last procedure's body, where locals, globals and builtins are all in scope.
      int line = lines - 2;
      Position completionAt = new Position(line, 12);
      Position hoverAt = new Position(line, 12);
      IntFunction<CompletableFuture<?>> completion = v -> connection.server.getTextDocumentService()
          .completion(new CompletionParams(document(), completionAt));
      IntFunction<CompletableFuture<?>> hover = v -> connection.server.getTextDocumentService()
          .hover(new HoverParams(document(), hoverAt));
      for (int warmup = 0; warmup < 20; warmup++) {
        InProcessServer.get(completion.apply(0));
        InProcessServer.get(hover.apply(0));
      }
      report("completion, unchanged document", measure(connection, completion, false));
      report("hover, unchanged document", measure(connection, hover, false));
      report("completion, after an edit", measure(connection, completion, true));
      report("hover, after an edit", measure(connection, hover, true));
    }
    System.exit(0);
  }

  private static int version = 1;

  private static List<Long> measure(InProcessServer connection, IntFunction<CompletableFuture<?>> request,
      boolean edit) throws Exception {
    List<Long> nanos = new ArrayList<>();
    for (int i = 0; i < REQUESTS; i++) {
      long start = System.nanoTime();
      if (edit) {
        version++;
        // Typing and deleting a space at the start of line 0 keeps every position below unchanged.
        String change = version % 2 == 0 ? " " : "";
        Range range = version % 2 == 0 ? new Range(new Position(0, 0), new Position(0, 0))
            : new Range(new Position(0, 0), new Position(0, 1));
        connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
            new VersionedTextDocumentIdentifier(InProcessServer.URI, version),
            List.of(new TextDocumentContentChangeEvent(range, change))));
      }
      InProcessServer.get(request.apply(i));
      nanos.add(System.nanoTime() - start);
    }
    return nanos;
  }

  private static void report(String what, List<Long> nanos) {
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    System.out.printf("%-32s p50 %7.2f ms   p95 %7.2f ms%n", what, sorted.get(sorted.size() / 2) / 1e6,
        sorted.get(sorted.size() * 95 / 100) / 1e6);
  }

  /** Procedures of five lines each, with parameters, locals, calls and a doc comment. */
  static String generate(int lines) {
    StringBuilder out = new StringBuilder();
    int count = lines / 5;
    for (int i = 0; i < count; i++) {
      out.append(";; Procedure ").append(i).append('\n');
      out.append("(define (proc").append(i).append(" a ::int b)\n");
      out.append("  (let ((sum (+ a b)))\n");
      out.append("    (if (> sum ").append(i).append(") (proc").append(Math.max(0, i - 1)).append(" sum b)\n");
      out.append("    (list sum a b))))\n");
    }
    return out.toString();
  }
}
