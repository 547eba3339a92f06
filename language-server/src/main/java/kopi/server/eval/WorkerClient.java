package kopi.server.eval;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;
import kopi.syntax.LineIndex;

/**
 * The server's side of the evaluation worker: starts the worker process on first use, sends it
 * requests, completes one future per request when its reply arrives, and forwards the output of
 * evaluations to a {@link Listener} as it is produced. Every method returns at once; nothing here
 * waits for user code.
 *
 * <p>Robustness: output past {@link Options#outputLimit} characters per evaluation is dropped (the
 * worker drops it before it reaches the pipe) and the listener gets one truncation notice; a worker
 * that ends ({@code (exit n)}, a crash) fails its pending requests with {@link Protocol.Status#EXITED}
 * and the next request starts a fresh one; an interrupt that the worker does not honour within
 * {@link Options#interruptDeadline} kills the worker, answers the evaluation with
 * {@link Protocol.Status#RESTARTED} and {@link #RESTART_MESSAGE}, and starts a fresh worker.
 */
public final class WorkerClient implements AutoCloseable {
  /** Characters of output an evaluation may send to the listener before the rest is dropped. */
  public static final long DEFAULT_OUTPUT_LIMIT = 1L << 20;
  /** What a restart to stop an evaluation is reported as. */
  public static final String RESTART_MESSAGE = "the evaluation was stopped by restarting the worker";
  /** The stream name of the notices the client itself writes (truncation, worker end). */
  public static final String NOTICE = "notice";

  /** Receives output and worker life events; called on the client's reader threads, so it must not block for long. */
  public interface Listener {
    /** Text written by evaluation {@code id} (0: by no evaluation) on "out", "err" or {@link #NOTICE}. */
    void output(long id, String stream, String text);

    /** The worker process ended or was restarted; {@code message} says why, in one line. */
    default void workerEnded(String message) {}

    /**
     * The worker's session is gone with its process, so what it defined must be run again. Called
     * before the replies that tell of the end complete, so a caller that waits for them and then
     * asks again always hears of the end first; the worker that serves the next request is a fresh one.
     */
    default void sessionEnded() {}
  }

  /**
   * How to run the worker. {@code command} starts it (see {@link #forThisJvm}); {@code outputLimit}
   * bounds the output of one evaluation; {@code interruptDeadline} is how long an interrupted
   * evaluation may take to stop before the worker is killed.
   */
  public record Options(List<String> command, Path directory, long outputLimit, Duration interruptDeadline) {
    public Options {
      command = List.copyOf(command);
    }

    /**
     * Runs {@code kopi.server.Main worker} with this JVM's java executable and class path (the
     * runnable jar, or the class path of a build), in {@code directory}, searching
     * {@code libraryPath} for imported libraries.
     */
    public static Options forThisJvm(Path directory, List<Path> libraryPath) {
      List<String> command = new ArrayList<>();
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      command.addAll(jvmOptions(WORKER_HEAP));
      command.addAll(List.of("-cp", absoluteClassPath(), "kopi.server.Main", "worker"));
      if (!libraryPath.isEmpty()) {
        command.add("--library-path");
        command.add(String.join(File.pathSeparator, libraryPath.stream().map(Path::toString).toList()));
      }
      return new Options(command, directory, DEFAULT_OUTPUT_LIMIT, Duration.ofSeconds(2));
    }

    /** The largest heap of the worker (a runaway allocation must not take the machine). */
    public static final String WORKER_HEAP = "1g";

    /**
     * The worker's JVM options with a heap of at most {@code heap}: an out-of-memory error anywhere
     * in it ends the process at once (exit status 3), which the client reports as such and replaces
     * with a fresh worker on the next request, instead of a half-broken worker that may hang; the
     * serial collector gives memory back to the system after a big evaluation. The JVM's own messages
     * go to standard error, away from the protocol.
     */
    public static List<String> jvmOptions(String heap) {
      return List.of("-Xmx" + heap, "-XX:+UseSerialGC", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30",
          "-XX:+ExitOnOutOfMemoryError", "-XX:+DisplayVMOutputToStderr");
    }

    /** This JVM's class path with absolute entries, since the worker (or a debuggee) runs in another directory. */
    public static String absoluteClassPath() {
      List<String> entries = new ArrayList<>();
      for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
        if (!entry.isEmpty()) {
          entries.add(Path.of(entry).toAbsolutePath().toString());
        }
      }
      // The user's jars of kopi lsp -cp: evaluated code sees the classes the editor completes.
      entries.addAll(UserClassPath.absoluteEntries());
      return String.join(File.pathSeparator, entries);
    }
  }

  private final Options options;
  private final Listener listener;
  private final AtomicLong nextId = new AtomicLong(1);
  private final ScheduledExecutorService timer;
  private final ExecutorService completions;
  private Connection connection;
  private boolean closed;

  public WorkerClient(Options options, Listener listener) {
    this.options = options;
    this.listener = listener;
    this.timer = Executors.newSingleThreadScheduledExecutor(daemon("kopi-eval-timer"));
    this.completions = Executors.newCachedThreadPool(daemon("kopi-eval-completion"));
  }

  /**
   * Evaluates {@code text}, which starts at UTF-16 {@code offset}, 0-based {@code line} and
   * {@code column} of the document {@code file}, in the workspace session. Diagnostics and runtime
   * lines in the reply are positions in that document.
   */
  public CompletableFuture<Protocol.Reply> evaluate(String text, String file, int offset, int line, int column) {
    return submit(id -> Protocol.Request.eval(id, text, file, offset, line, column, options.outputLimit()));
  }

  /** Evaluates the range {@code start}..{@code end} (UTF-16 offsets) of {@code documentText}. */
  public CompletableFuture<Protocol.Reply> evaluateRange(String documentText, String file, int start, int end) {
    LineIndex lines = new LineIndex(documentText);
    return evaluate(documentText.substring(start, end), file, start, lines.line(start), lines.column(start));
  }

  /** Evaluates the whole text of document {@code file}: its definitions join the session. */
  public CompletableFuture<Protocol.Reply> load(String text, String file) {
    return submit(id -> Protocol.Request.load(id, text, file, options.outputLimit()));
  }

  /**
   * Stops the running evaluation and cancels queued ones. The reply is {@link Protocol.Status#IDLE}
   * when nothing was running. When the worker has not stopped the evaluation within the deadline, it
   * is killed and restarted, and both this reply and the evaluation's are
   * {@link Protocol.Status#RESTARTED}.
   */
  public CompletableFuture<Protocol.Reply> interrupt() {
    Connection current;
    synchronized (this) {
      current = connection;
    }
    if (current == null || !current.hasEvaluations()) {
      return CompletableFuture.completedFuture(
          Protocol.Reply.of(nextId.getAndIncrement(), Protocol.Status.IDLE, "nothing was running"));
    }
    List<CompletableFuture<Protocol.Reply>> targets = current.evaluations();
    CompletableFuture<Protocol.Reply> reply = current
        .submit(Protocol.Request.simple(nextId.getAndIncrement(), Protocol.INTERRUPT));
    timer.schedule(() -> {
      if (targets.stream().anyMatch(target -> !target.isDone())) {
        current.kill(RESTART_MESSAGE);
        synchronized (this) {
          if (!closed) {
            try {
              connection();
            } catch (IOException e) {
              // The next request tries again and reports the failure to its caller.
            }
          }
        }
      }
    }, options.interruptDeadline().toMillis(), TimeUnit.MILLISECONDS);
    return reply;
  }

  /** Replaces the session by a fresh one (nothing is started when no worker runs). */
  public CompletableFuture<Protocol.Reply> reset() {
    synchronized (this) {
      if (connection == null) {
        return CompletableFuture.completedFuture(
            Protocol.Reply.of(nextId.getAndIncrement(), Protocol.Status.OK, "a fresh session"));
      }
    }
    return submit(id -> Protocol.Request.simple(id, Protocol.RESET));
  }

  /** The worker's pid, Java version and uptime, starting the worker when none runs. */
  public CompletableFuture<Protocol.Reply> describe() {
    return submit(id -> Protocol.Request.simple(id, Protocol.DESCRIBE));
  }

  /** Whether a worker process is running now. */
  public synchronized boolean isRunning() {
    return connection != null && connection.process.isAlive();
  }

  /** Ends the worker; pending requests complete as {@link Protocol.Status#EXITED}. */
  @Override
  public void close() {
    Connection current;
    synchronized (this) {
      closed = true;
      current = connection;
      connection = null;
    }
    if (current != null) {
      current.kill("the language server closed the worker");
    }
    timer.shutdownNow();
    completions.shutdown();
  }

  private CompletableFuture<Protocol.Reply> submit(LongFunction<Protocol.Request> request) {
    Connection current;
    synchronized (this) {
      if (closed) {
        return CompletableFuture.completedFuture(
            Protocol.Reply.of(nextId.getAndIncrement(), Protocol.Status.EXITED, "the evaluation worker is closed"));
      }
      try {
        current = connection();
      } catch (IOException e) {
        return CompletableFuture.completedFuture(Protocol.Reply.of(nextId.getAndIncrement(), Protocol.Status.EXITED,
            "cannot start the evaluation worker: " + e.getMessage()));
      }
    }
    return current.submit(request.apply(nextId.getAndIncrement()));
  }

  /** The live connection, starting a worker when there is none. Called with this locked. */
  private Connection connection() throws IOException {
    if (connection == null || connection.ended()) {
      ProcessBuilder builder = new ProcessBuilder(options.command());
      if (options.directory() != null) {
        builder.directory(options.directory().toFile());
      }
      connection = new Connection(builder.start());
    }
    return connection;
  }

  private void forget(Connection ended) {
    synchronized (this) {
      if (connection == ended) {
        connection = null;
      }
    }
  }

  /** A pending request: its future and what its output has cost so far. */
  private static final class Pending {
    final Protocol.Request request;
    final CompletableFuture<Protocol.Reply> future = new CompletableFuture<>();
    volatile long forwarded;
    volatile boolean truncated;

    Pending(Protocol.Request request) {
      this.request = request;
    }

    boolean isEvaluation() {
      return request.op().equals(Protocol.EVAL) || request.op().equals(Protocol.LOAD);
    }
  }

  /** One worker process: its pipes, its reader threads and the requests it has not answered. */
  private final class Connection {
    final Process process;
    private final OutputStream requests;
    private final Map<Long, Pending> pending = new LinkedHashMap<>();
    private final StringBuilder errorTail = new StringBuilder();
    private final Pending background = new Pending(Protocol.Request.simple(0, Protocol.EVAL));
    private boolean ended;
    private boolean retiring;

    Connection(Process process) {
      this.process = process;
      this.requests = process.getOutputStream();
      Thread reader = new Thread(this::readReplies, "kopi-eval-reader-" + process.pid());
      reader.setDaemon(true);
      reader.start();
      Thread errors = new Thread(this::readErrors, "kopi-eval-stderr-" + process.pid());
      errors.setDaemon(true);
      errors.start();
    }

    /** Whether this worker takes no more requests: it ended, or announced that it is ending. */
    synchronized boolean ended() {
      return ended || retiring;
    }

    synchronized boolean hasEvaluations() {
      return pending.values().stream().anyMatch(Pending::isEvaluation);
    }

    synchronized List<CompletableFuture<Protocol.Reply>> evaluations() {
      return pending.values().stream().filter(Pending::isEvaluation).map(p -> p.future).toList();
    }

    CompletableFuture<Protocol.Reply> submit(Protocol.Request request) {
      Pending entry = new Pending(request);
      synchronized (this) {
        if (ended || retiring) {
          return CompletableFuture.completedFuture(
              Protocol.Reply.of(request.id(), Protocol.Status.EXITED, "the evaluation worker has ended"));
        }
        pending.put(request.id(), entry);
        if (entry.isEvaluation()) {
          // Output of no evaluation (a thread the code started) gets a fresh allowance each time.
          background.forwarded = 0;
          background.truncated = false;
        }
        try {
          requests.write((Protocol.encode(request) + "\n").getBytes(StandardCharsets.UTF_8));
          requests.flush();
        } catch (IOException e) {
          // The worker is dying; its end is reported by the reader, which completes this request too.
        }
      }
      return entry.future;
    }

    /** Kills the worker on purpose: every pending request is answered with {@code message}. */
    void kill(String message) {
      List<Pending> unanswered;
      synchronized (this) {
        if (ended) {
          return;
        }
        ended = true;
        unanswered = new ArrayList<>(pending.values());
        pending.clear();
      }
      process.destroyForcibly();
      listener.sessionEnded();
      forget(this);
      // The listener hears of the end before any caller sees a reply that depends on it.
      listener.workerEnded(message);
      for (Pending entry : unanswered) {
        complete(entry, Protocol.Reply.of(entry.request.id(), Protocol.Status.RESTARTED, message));
      }
    }

    private void readReplies() {
      try (Reader reader = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
        BoundedLineReader lines = new BoundedLineReader(reader, MAX_LINE);
        for (String line = lines.next(); line != null; line = lines.next()) {
          handle(line, lines.lastWasComplete());
        }
      } catch (IOException e) {
        // A broken pipe is the worker's end, handled below.
      }
      workerEnded();
    }

    private void handle(String line, boolean complete) {
      Optional<Protocol.WorkerMessage> message = complete ? Protocol.decodeWorkerLine(line) : Optional.empty();
      if (message.isEmpty()) {
        if (!line.isEmpty() || !complete) {
          // Text evaluated code wrote straight to the console descriptor: show it, never parse it.
          forward(oldestEvaluation(), "out", complete ? line + "\n" : line);
        }
        return;
      }
      message.get().output().ifPresent(output -> {
        if (output.stream().equals(Protocol.TRUNCATED)) {
          truncate(entry(output.id()));
        } else {
          forward(entry(output.id()), output.stream(), output.text());
        }
      });
      message.get().reply().ifPresent(reply -> {
        Pending entry;
        synchronized (this) {
          entry = pending.remove(reply.id());
        }
        if (reply.exitStatus() != null) {
          // The worker ends after this reply: later requests must go to a fresh one.
          synchronized (this) {
            retiring = true;
          }
          listener.sessionEnded();
          forget(this);
        }
        if (entry != null) {
          if (reply.droppedOutput() > 0) {
            truncate(entry);
          }
          complete(entry, reply);
        }
      });
    }

    private synchronized Pending entry(long id) {
      Pending entry = pending.get(id);
      return entry == null ? background : entry;
    }

    private synchronized Pending oldestEvaluation() {
      return pending.values().stream().filter(Pending::isEvaluation).findFirst().orElse(background);
    }

    /** Passes text to the listener up to the output limit, then one notice and nothing more. */
    private void forward(Pending entry, String stream, String text) {
      long limit = options.outputLimit();
      if (entry.truncated || text.isEmpty()) {
        return;
      }
      if (limit > 0 && entry.forwarded + text.length() > limit) {
        String kept = text.substring(0, (int) Math.max(0, limit - entry.forwarded));
        if (!kept.isEmpty()) {
          listener.output(entry.request.id(), stream, kept);
        }
        entry.forwarded = limit;
        truncate(entry);
        return;
      }
      entry.forwarded += text.length();
      listener.output(entry.request.id(), stream, text);
    }

    private void truncate(Pending entry) {
      if (!entry.truncated) {
        entry.truncated = true;
        listener.output(entry.request.id(), NOTICE, "\n[output truncated: more than " + options.outputLimit()
            + " characters; the rest of this evaluation's output is dropped]\n");
      }
    }

    private void readErrors() {
      byte[] buffer = new byte[4096];
      try (InputStream errors = process.getErrorStream()) {
        for (int count = errors.read(buffer); count >= 0; count = errors.read(buffer)) {
          synchronized (errorTail) {
            errorTail.append(new String(buffer, 0, count, StandardCharsets.UTF_8));
            if (errorTail.length() > 4096) {
              errorTail.delete(0, errorTail.length() - 4096);
            }
          }
        }
      } catch (IOException e) {
        // The worker is gone; what was read is kept.
      }
    }

    /** The worker's output ended: the process is gone or going; answer what it left unanswered. */
    private void workerEnded() {
      List<Pending> unanswered;
      boolean retired;
      synchronized (this) {
        if (ended) {
          return;
        }
        ended = true;
        retired = retiring;
        unanswered = new ArrayList<>(pending.values());
        pending.clear();
      }
      if (!retired) {
        // A worker that announced its exit already said so; a later worker may hold a session by now.
        listener.sessionEnded();
      }
      forget(this);
      Integer status = null;
      try {
        if (process.waitFor(5, TimeUnit.SECONDS)) {
          status = process.exitValue();
        } else {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      String errorLine = lastErrorLine();
      String message = status == null ? "the evaluation worker stopped answering and was killed"
          : errorLine.contains("OutOfMemoryError")
              ? "the evaluation ran out of memory (the worker's heap is bounded) and the worker ended with status "
                  + status + "; the next evaluation starts a fresh one"
          : "the evaluation worker exited with status " + status + errorLine;
      listener.workerEnded(message);
      for (Pending entry : unanswered) {
        complete(entry, new Protocol.Reply(entry.request.id(), Protocol.Status.EXITED.name(), List.of(), List.of(),
            null, message, status, 0, null));
      }
    }

    private String lastErrorLine() {
      synchronized (errorTail) {
        String[] lines = errorTail.toString().strip().split("\n");
        String last = lines[lines.length - 1].strip();
        return last.isEmpty() ? "" : ": " + last;
      }
    }

    /** Completes off the reader thread, so that code chained on the future cannot stall the pipe. */
    private void complete(Pending entry, Protocol.Reply reply) {
      try {
        completions.execute(() -> entry.future.complete(reply));
      } catch (java.util.concurrent.RejectedExecutionException closing) {
        entry.future.complete(reply);
      }
    }
  }

  /** Longest protocol line kept whole; a longer line can only be stray output and is passed on in pieces. */
  private static final int MAX_LINE = 8 << 20;

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return body -> {
      Thread thread = new Thread(body, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
