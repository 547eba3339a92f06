package kopi.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import kopi.ide.WorkspaceIndex;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.WorkDoneProgressBegin;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.WorkDoneProgressEnd;
import org.eclipse.lsp4j.WorkDoneProgressReport;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Indexes every {@code .scm} and {@code .sld} file under the workspace folders in the background,
 * reporting {@code $/progress} (created with {@code window/workDoneProgress/create}, then begin,
 * a report every few files, end) when the client supports it. Files are read from disk; a file
 * saved or changed on disk later is indexed again through {@link #reindex}.
 */
final class WorkspaceIndexer {
  /** The progress token of the indexing, one per server. */
  static final String TOKEN = "kopi/indexing";

  private final WorkspaceIndex index = new WorkspaceIndex();
  private final Executor executor;
  private final Supplier<LanguageClient> client;
  private final ServerLog log;
  private volatile CompletableFuture<Integer> done = CompletableFuture.completedFuture(0);

  WorkspaceIndexer(Executor executor, Supplier<LanguageClient> client, ServerLog log) {
    this.executor = executor;
    this.client = client;
    this.log = log;
  }

  WorkspaceIndex index() {
    return index;
  }

  /** Completes with the number of files indexed once the indexing started last is over. */
  CompletableFuture<Integer> done() {
    return done;
  }

  /** Starts indexing {@code roots}; {@code progress} says whether the client takes work-done progress. */
  void start(List<Path> roots, boolean progress) {
    if (roots.isEmpty()) {
      return;
    }
    done = CompletableFuture.supplyAsync(() -> run(roots, progress), executor);
  }

  /** Indexes {@code file} again, or forgets it when it no longer exists. */
  void reindex(Path file) {
    String uri = file.toUri().toString();
    try {
      if (Files.isRegularFile(file)) {
        index.index(uri, Files.readString(file, StandardCharsets.UTF_8));
      } else {
        index.remove(uri);
      }
    } catch (IOException | RuntimeException failure) {
      log.error("indexing " + file + " failed", failure);
    }
  }

  private int run(List<Path> roots, boolean progress) {
    long started = System.nanoTime();
    LanguageClient target = progress ? client.get() : null;
    if (target != null) {
      try {
        // The client must have created the token before the first $/progress that uses it.
        target.createProgress(new WorkDoneProgressCreateParams(Either.forLeft(TOKEN))).get();
      } catch (Exception refused) {
        target = null;
      }
    }
    List<Path> files = new ArrayList<>();
    for (Path root : roots) {
      try {
        files.addAll(WorkspaceIndex.sourceFiles(root));
      } catch (IOException failure) {
        log.error("listing the sources of " + root + " failed", failure);
      }
    }
    if (target != null) {
      WorkDoneProgressBegin begin = new WorkDoneProgressBegin();
      begin.setTitle("Indexing Kopi sources");
      begin.setCancellable(false);
      begin.setMessage("0/" + files.size() + " files");
      begin.setPercentage(0);
      target.notifyProgress(new ProgressParams(Either.forLeft(TOKEN), Either.forLeft(begin)));
    }
    int count = 0;
    for (Path file : files) {
      reindex(file);
      count++;
      if (target != null && (count % 20 == 0 || count == files.size())) {
        WorkDoneProgressReport report = new WorkDoneProgressReport();
        report.setMessage(count + "/" + files.size() + " files");
        report.setPercentage(count * 100 / Math.max(1, files.size()));
        target.notifyProgress(new ProgressParams(Either.forLeft(TOKEN), Either.forLeft(report)));
      }
    }
    if (target != null) {
      WorkDoneProgressEnd end = new WorkDoneProgressEnd();
      end.setMessage(count + " files indexed in " + (System.nanoTime() - started) / 1_000_000 + " ms");
      target.notifyProgress(new ProgressParams(Either.forLeft(TOKEN), Either.forLeft(end)));
    }
    return count;
  }
}
