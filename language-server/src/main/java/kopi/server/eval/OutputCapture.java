package kopi.server.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The output of one evaluation inside the worker, waiting to be sent as {@link Protocol.Output}
 * events. Evaluated code appends; the worker's flusher and, at the end of the evaluation, its
 * dispatcher take the pending text in chunks of at most {@link #CHUNK} characters. Past
 * {@code limit} characters the text is dropped and only counted, so a program printing megabytes
 * costs the pipe and the server almost nothing. A writer that gets more than {@link #HIGH_WATER}
 * characters ahead of the flusher waits for it, which keeps the worker's memory bounded too.
 */
final class OutputCapture {
  /** The largest text of one output event. */
  static final int CHUNK = 8192;
  /** Pending characters beyond which a writer waits for the flusher. */
  static final int HIGH_WATER = 64 * 1024;

  private final long id;
  private final long limit;
  private final List<Protocol.Output> pending = new ArrayList<>();
  private StringBuilder current;
  private String currentStream;
  private long pendingChars;
  private long accepted;
  private long dropped;
  private Runnable wakeFlusher = () -> {};

  /** Output of evaluation {@code id}; {@code limit} 0 or less means no limit. */
  OutputCapture(long id, long limit) {
    this.id = id;
    this.limit = limit;
  }

  long id() {
    return id;
  }

  void onBacklog(Runnable wake) {
    this.wakeFlusher = wake;
  }

  /** Appends {@code length} characters of {@code text} from {@code start} to {@code stream}. */
  void append(String stream, CharSequence text, int start, int length) {
    boolean wake;
    synchronized (this) {
      int kept = length;
      boolean firstDrop = false;
      if (limit > 0 && accepted + length > limit) {
        kept = (int) Math.max(0, limit - accepted);
        firstDrop = dropped == 0;
        dropped += length - kept;
      }
      if (kept > 0) {
        if (current == null || !stream.equals(currentStream)) {
          closeSegment();
          current = new StringBuilder();
          currentStream = stream;
        }
        current.append(text, start, start + kept);
        if (current.length() >= CHUNK) {
          closeSegment();
        }
        accepted += kept;
        pendingChars += kept;
      }
      if (firstDrop) {
        // Mark where text starts to be dropped, so that the server can say so at once.
        closeSegment();
        pending.add(new Protocol.Output(id, Protocol.TRUNCATED, ""));
      }
      wake = pendingChars >= CHUNK || firstDrop;
    }
    if (wake) {
      wakeFlusher.run();
    }
    awaitFlusher();
  }

  /** The pending output as events, oldest first, in chunks of at most {@link #CHUNK} characters. */
  synchronized List<Protocol.Output> take() {
    closeSegment();
    List<Protocol.Output> taken = new ArrayList<>(pending);
    pending.clear();
    pendingChars = 0;
    notifyAll();
    return taken;
  }

  /** Characters dropped past the limit. */
  synchronized long dropped() {
    return dropped;
  }

  private void closeSegment() {
    if (current == null || current.length() == 0) {
      current = null;
      return;
    }
    for (int start = 0; start < current.length(); start += CHUNK) {
      pending.add(
          new Protocol.Output(id, currentStream, current.substring(start, Math.min(current.length(), start + CHUNK))));
    }
    current = null;
  }

  /**
   * Waits while too much is pending. The wait is bounded so that a flusher that died (the worker is
   * exiting) cannot hang the evaluation, and an interrupt ends it so that a stop request is honoured.
   */
  private synchronized void awaitFlusher() {
    long deadline = System.nanoTime() + 2_000_000_000L;
    while (pendingChars > HIGH_WATER && System.nanoTime() < deadline) {
      try {
        wait(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
