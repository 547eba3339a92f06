package kopi.server;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import kopi.ide.SourceDocument;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.jsonrpc.CancelChecker;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Pushes diagnostics after changes. When the handler has a slow phase (expansion), the quick
 * diagnostics of each new version (the reader's, from the incremental reparse, and the expansion's
 * of the latest completed analysis moved through the edits since) go out as soon as the snapshot
 * exists, without waiting; the full set is debounced: a burst of keystrokes expands once, for the
 * last version, a short delay after the burst ends. Each publication carries the document version
 * it describes, and a result for a version that has since been superseded is dropped.
 */
final class DiagnosticsPublisher {
  private final DiagnosticsHandler handler;
  private final Supplier<LanguageClient> client;
  private final ScheduledExecutorService timer;
  private final Executor executor;
  private final Executor slowExecutor;
  private final Duration delay;
  private final ServerLog log;
  /** True while a request the user waits for is in flight: the analysis pauses between forms. */
  private java.util.function.BooleanSupplier giveWay = () -> false;
  private final Map<String, ScheduledFuture<?>> pending = new ConcurrentHashMap<>();
  private final Map<String, Integer> latestVersion = new ConcurrentHashMap<>();
  /** When each document last changed ({@link System#nanoTime}), to tell a burst from a single edit. */
  private final Map<String, Long> lastChange = new ConcurrentHashMap<>();
  /**
   * The snapshot whose full diagnostics went out last, so that a late quick set never replaces them
   * (a snapshot, not a version: analysing again after a library changed keeps the version).
   */
  private final Map<String, SourceDocument> fullSnapshot = new ConcurrentHashMap<>();

  DiagnosticsPublisher(DiagnosticsHandler handler, Supplier<LanguageClient> client, ScheduledExecutorService timer,
      Executor executor, Duration delay, ServerLog log) {
    this(handler, client, timer, executor, executor, delay, log);
  }

  /** Like the other constructor, running the slow phase (expansion) on {@code slowExecutor}. */
  DiagnosticsPublisher(DiagnosticsHandler handler, Supplier<LanguageClient> client, ScheduledExecutorService timer,
      Executor executor, Executor slowExecutor, Duration delay, ServerLog log) {
    this.handler = handler;
    this.client = client;
    this.timer = timer;
    this.executor = executor;
    this.slowExecutor = slowExecutor;
    this.delay = delay;
    this.log = log;
  }

  /**
   * Makes the analysis for diagnostics pause at its next top-level form while {@code giveWay} says
   * so, at most {@link #MAX_PAUSE} in all per analysis (a request that needs this very analysis
   * would otherwise wait for itself).
   */
  void giveWayTo(java.util.function.BooleanSupplier giveWay) {
    this.giveWay = giveWay;
  }

  /** The longest an analysis for diagnostics pauses for requests, in all. */
  static final Duration MAX_PAUSE = Duration.ofMillis(50);

  /**
   * Publishes the diagnostics of {@code document} (version {@code version}), unless a newer change
   * comes first. With a slow phase (expansion), its full set is computed at once when the previous
   * change of the document is older than the delay, else after the delay; a handler without one
   * publishes a delay after the last change. So a keystroke after a pause is analysed without
   * waiting (while typing, keys come further apart than one analysis takes), and a burst (a paste, several changes from one
   * command, key repeat) is analysed once, for its last version, a delay after it ends; an analysis
   * that a burst supersedes stops at its next top-level form. The full set always goes out after
   * the quick one of the same version, whatever the delay.
   */
  void changed(String uri, int version, CompletableFuture<SourceDocument> document) {
    latestVersion.put(uri, version);
    long now = System.nanoTime();
    Long previousChange = lastChange.put(uri, now);
    boolean twoPhases = handler.hasSlowPhase();
    // Without a slow phase there is nothing to start early: one publication, a delay after a burst.
    boolean wait = !twoPhases || previousChange != null && now - previousChange < delay.toNanos();
    CompletableFuture<?> quick = twoPhases
        ? document.thenAcceptAsync(snapshot -> publishQuick(uri, snapshot), executor)
        : document;
    Runnable full = () -> quick.handle((ignored, failure) -> null).thenCompose(ignored -> document)
        .thenAcceptAsync(snapshot -> publish(uri, snapshot, !twoPhases), executor);
    // A version whose text could not be read (nested beyond the stack) says so, at the start.
    document.whenCompleteAsync((snapshot, failure) -> {
      if (failure != null && Integer.valueOf(version).equals(latestVersion.get(uri))) {
        publishFailure(uri, version, failure);
      }
    }, executor);
    ScheduledFuture<?> task = timer.schedule(full, wait ? delay.toNanos() : 0, TimeUnit.NANOSECONDS);
    ScheduledFuture<?> previous = pending.put(uri, task);
    if (previous != null) {
      previous.cancel(false);
    }
  }

  /**
   * Publishes again, at once, when {@code document} is still the latest version: something other than
   * an edit (an evaluation) changed what the document's diagnostics are.
   */
  void refresh(String uri, CompletableFuture<SourceDocument> document) {
    if (latestVersion.containsKey(uri)) {
      document.thenAcceptAsync(snapshot -> publish(uri, snapshot, true), executor);
    }
  }

  /** Clears the document's diagnostics in the editor, as the protocol asks when a document closes. */
  void closed(String uri) {
    latestVersion.remove(uri);
    lastChange.remove(uri);
    fullSnapshot.remove(uri);
    ScheduledFuture<?> previous = pending.remove(uri);
    if (previous != null) {
      previous.cancel(false);
    }
    LanguageClient target = client.get();
    if (target != null) {
      target.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of()));
    }
  }

  /** The quick diagnostics of a new version, at once; nothing when a newer version or its full set is out. */
  private void publishQuick(String uri, SourceDocument snapshot) {
    Integer latest = latestVersion.get(uri);
    LanguageClient target = client.get();
    if (latest == null || latest != snapshot.version() || target == null
        || fullSnapshot.get(uri) == snapshot) {
      return;
    }
    try {
      target.publishDiagnostics(new PublishDiagnosticsParams(uri, handler.quickDiagnostics(snapshot, () -> {}),
          snapshot.version()));
    } catch (StackOverflowError | OutOfMemoryError failure) {
      publishFailure(uri, snapshot.version(), failure);
    } catch (RuntimeException failure) {
      log.error("publishing diagnostics of " + uri + " failed", failure);
    }
  }

  /**
   * Publishes the full diagnostics of {@code snapshot}, preceded by its quick ones when
   * {@code quickFirst} (and the handler has two phases).
   */
  private void publish(String uri, SourceDocument snapshot, boolean quickFirst) {
    Integer latest = latestVersion.get(uri);
    if (latest == null || latest != snapshot.version()) {
      return;
    }
    LanguageClient target = client.get();
    if (target == null) {
      return;
    }
    try {
      if (!handler.hasSlowPhase()) {
        target.publishDiagnostics(new PublishDiagnosticsParams(uri, handler.diagnostics(snapshot, () -> {}),
            snapshot.version()));
        return;
      }
      // The quick diagnostics go out first; expansion follows on another task, and is skipped
      // (or its result dropped) when a newer version has arrived in the meantime.
      if (quickFirst) {
        target.publishDiagnostics(new PublishDiagnosticsParams(uri, handler.quickDiagnostics(snapshot, () -> {}),
            snapshot.version()));
      }
      slowExecutor.execute(() -> publishFull(uri, snapshot, target));
    } catch (StackOverflowError | OutOfMemoryError failure) {
      publishFailure(uri, snapshot.version(), failure);
    } catch (RuntimeException failure) {
      log.error("publishing diagnostics of " + uri + " failed", failure);
    }
  }

  private void publishFull(String uri, SourceDocument snapshot, LanguageClient target) {
    try {
      long[] paused = {0};
      CancelChecker superseded = () -> {
        // Completion and hover answer from the previous analysis and need the CPU more than this one.
        while (paused[0] < MAX_PAUSE.toNanos() && giveWay.getAsBoolean()) {
          long start = System.nanoTime();
          java.util.concurrent.locks.LockSupport.parkNanos(200_000);
          paused[0] += System.nanoTime() - start;
        }
        if (!Integer.valueOf(snapshot.version()).equals(latestVersion.get(uri))) {
          throw new CancellationException("version " + snapshot.version() + " of " + uri + " was superseded");
        }
      };
      superseded.checkCanceled();
      var diagnostics = handler.diagnostics(snapshot, superseded);
      superseded.checkCanceled();
      fullSnapshot.put(uri, snapshot);
      target.publishDiagnostics(new PublishDiagnosticsParams(uri, diagnostics, snapshot.version()));
    } catch (CancellationException superseded) {
      // A newer edit has its own publication coming.
    } catch (StackOverflowError | OutOfMemoryError failure) {
      publishFailure(uri, snapshot.version(), failure);
    } catch (RuntimeException failure) {
      log.error("publishing diagnostics of " + uri + " failed", failure);
    }
  }

  /**
   * One error at the start of the document, for a version the server could not read or analyse
   * (see {@link Failures}); the next version is read afresh.
   */
  private void publishFailure(String uri, int version, Throwable failure) {
    LanguageClient target = client.get();
    if (target == null || !Integer.valueOf(version).equals(latestVersion.get(uri))) {
      return;
    }
    Throwable cause = failure;
    while (cause instanceof java.util.concurrent.CompletionException && cause.getCause() != null) {
      cause = cause.getCause();
    }
    String message = cause instanceof org.eclipse.lsp4j.jsonrpc.ResponseErrorException reply
        ? reply.getResponseError().getMessage() : Failures.describe(cause);
    org.eclipse.lsp4j.Diagnostic diagnostic = new org.eclipse.lsp4j.Diagnostic(
        new org.eclipse.lsp4j.Range(new org.eclipse.lsp4j.Position(0, 0), new org.eclipse.lsp4j.Position(0, 0)),
        message, org.eclipse.lsp4j.DiagnosticSeverity.Error, "kopi");
    try {
      target.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of(diagnostic), version));
    } catch (RuntimeException unreachable) {
      log.error("publishing diagnostics of " + uri + " failed", unreachable);
    }
  }
}
