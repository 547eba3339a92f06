package kopi.server;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.ProgressParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.WorkDoneProgressCreateParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;

/** A language client for tests: it records the diagnostics the server publishes. */
final class RecordingClient implements LanguageClient {
  private final BlockingQueue<PublishDiagnosticsParams> diagnostics = new LinkedBlockingQueue<>();
  /** The {@code $/progress} notifications and the tokens created, in arrival order. */
  final BlockingQueue<ProgressParams> progress = new LinkedBlockingQueue<>();
  final java.util.List<String> createdTokens = new java.util.concurrent.CopyOnWriteArrayList<>();

  @Override
  public CompletableFuture<Void> createProgress(WorkDoneProgressCreateParams params) {
    createdTokens.add(params.getToken().getLeft());
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void notifyProgress(ProgressParams params) {
    progress.add(params);
  }

  /** The next progress notification, or a failure after {@code seconds}. */
  ProgressParams nextProgress(int seconds) throws InterruptedException {
    ProgressParams next = progress.poll(seconds, TimeUnit.SECONDS);
    if (next == null) {
      throw new AssertionError("expected $/progress within " + seconds + " s, got none");
    }
    return next;
  }

  /** The next publication, or a failure after ten seconds. */
  PublishDiagnosticsParams nextDiagnostics() throws InterruptedException {
    PublishDiagnosticsParams next = diagnostics.poll(10, TimeUnit.SECONDS);
    if (next == null) {
      throw new AssertionError("expected diagnostics within 10 s, got none");
    }
    return next;
  }

  /** The next publication for {@code version}, skipping earlier versions. */
  PublishDiagnosticsParams diagnosticsFor(int version) throws InterruptedException {
    while (true) {
      PublishDiagnosticsParams next = nextDiagnostics();
      if (next.getVersion() != null && next.getVersion() == version) {
        return next;
      }
    }
  }

  /** A publication that arrives within {@code millis}, or null. */
  PublishDiagnosticsParams pollDiagnostics(long millis) throws InterruptedException {
    return diagnostics.poll(millis, TimeUnit.MILLISECONDS);
  }

  @Override
  public void publishDiagnostics(PublishDiagnosticsParams params) {
    diagnostics.add(params);
  }

  @Override
  public void telemetryEvent(Object object) {
    // Not used by the server.
  }

  @Override
  public void showMessage(MessageParams params) {
    // Not used by the server.
  }

  @Override
  public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams params) {
    return CompletableFuture.completedFuture(null);
  }

  @Override
  public void logMessage(MessageParams params) {
    // Not used by the server.
  }
}
