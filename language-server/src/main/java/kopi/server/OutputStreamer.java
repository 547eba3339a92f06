package kopi.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Sends evaluation output to the client as {@code kopi/output} notifications, gathered: text that
 * arrives within one {@link #DELAY} goes out together, consecutive pieces of one stream in one
 * notification of at most {@link #MAX_NOTIFICATION} characters. A program printing in a tight loop
 * thus costs the client a few notifications a second, not one per write; the total is bounded by
 * the output limit of each evaluation, which the worker enforces.
 */
final class OutputStreamer {
  /** How long output waits for more before it is sent. */
  static final Duration DELAY = Duration.ofMillis(50);
  /** The most characters one notification carries. */
  static final int MAX_NOTIFICATION = 64 * 1024;

  private record Piece(String stream, StringBuilder text) {}

  private final Supplier<KopiLanguageClient> client;
  private final ScheduledExecutorService timer;
  private final ServerLog log;
  private final Object sending = new Object();
  private List<Piece> pending = new ArrayList<>();
  private boolean scheduled;

  OutputStreamer(Supplier<KopiLanguageClient> client, ScheduledExecutorService timer, ServerLog log) {
    this.client = client;
    this.timer = timer;
    this.log = log;
  }

  /** Queues {@code text} of {@code stream}; it is sent within {@link #DELAY}. */
  void add(String stream, String text) {
    if (text.isEmpty()) {
      return;
    }
    synchronized (this) {
      Piece last = pending.isEmpty() ? null : pending.get(pending.size() - 1);
      if (last != null && last.stream().equals(stream) && last.text().length() + text.length() <= MAX_NOTIFICATION) {
        last.text().append(text);
      } else {
        for (int at = 0; at < text.length(); at += MAX_NOTIFICATION) {
          pending.add(
              new Piece(stream, new StringBuilder(text.substring(at, Math.min(text.length(), at + MAX_NOTIFICATION)))));
        }
      }
      if (scheduled) {
        return;
      }
      scheduled = true;
    }
    try {
      timer.schedule(this::flush, DELAY.toMillis(), TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.RejectedExecutionException stopping) {
      // The server is exiting; there is nobody left to show the output to.
    }
  }

  /** Sends what is queued now, after what an earlier flush is still sending, so the order is kept. */
  void flush() {
    synchronized (sending) {
      List<Piece> pieces;
      synchronized (this) {
        pieces = pending;
        pending = new ArrayList<>();
        scheduled = false;
      }
      KopiLanguageClient target = client.get();
      if (target == null) {
        return;
      }
      for (Piece piece : pieces) {
        try {
          target.output(new KopiLanguageClient.OutputParams(piece.text().toString(), piece.stream()));
        } catch (RuntimeException failure) {
          log.error("sending evaluation output failed", failure);
        }
      }
    }
  }
}
