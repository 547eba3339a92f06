package kopi.server.eval;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import kopi.runtime.ExitException;
import kopi.runtime.InputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.Printer;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.lib.IoLib;
import kopi.session.EvalOutcome;
import kopi.session.Session;
import kopi.session.SessionOptions;
import kopi.syntax.Diagnostic;
import kopi.syntax.LineIndex;

/**
 * The evaluation worker process ({@code kopi.server.Main worker [--library-path PATHS]}): reads
 * {@link Protocol.Request}s line by line from standard input and writes replies and output events
 * to standard output, one protocol line each. Evaluations run one at a time, each on a fresh thread
 * with a big stack; {@code interrupt} and {@code describe} are answered at once, even while an
 * evaluation runs. Standard input is never visible to evaluated code, and everything it writes goes
 * into {@code output} events, never raw to the protocol stream.
 */
public final class WorkerMain {
  /** Java stack of an evaluation thread: deep non-tail recursion needs more than the default. */
  static final long STACK_SIZE = kopi.runtime.Launcher.STACK_SIZE;
  /** How long an interrupted evaluation may take to notice {@code Thread.interrupt} before it is stopped. */
  static final long INTERRUPT_GRACE_MILLIS = 300;
  /** How long a stopped evaluation thread may take to die before the worker says it could not stop it. */
  static final long STOP_WAIT_MILLIS = 1200;
  /** The longest printed value sent back; a longer one is cut with a note of what was left out. */
  static final int VALUE_LIMIT = 64 * 1024;
  /** How many values a reply carries at most: the last ones (a loaded file can have thousands of forms). */
  static final int VALUE_COUNT_LIMIT = 100;

  private final OutputStream protocolStream;
  private final Object drainLock = new Object();
  private final OutputCapture idle = new OutputCapture(0, 0);
  private final OutputRouter router = new OutputRouter(idle);
  private final LinkedBlockingQueue<Protocol.Request> queue = new LinkedBlockingQueue<>();
  private final List<Path> libraryPath;
  private final long startNanos = System.nanoTime();
  private final AtomicLong evaluations = new AtomicLong();
  private final Thread flusher;
  private volatile Running running;
  private volatile long sessionStartNanos;
  private Session session;

  public static void main(String[] args) throws IOException {
    List<Path> libraryPath = new ArrayList<>();
    for (int i = 0; i + 1 < args.length; i++) {
      if (args[i].equals("--library-path")) {
        for (String entry : args[++i].split(File.pathSeparator)) {
          if (!entry.isEmpty()) {
            libraryPath.add(Path.of(entry));
          }
        }
      }
    }
    WorkerMain worker = new WorkerMain(new FileOutputStream(FileDescriptor.out), libraryPath);
    worker.serve(new FileInputStream(FileDescriptor.in));
  }

  private WorkerMain(OutputStream protocolStream, List<Path> libraryPath) {
    this.protocolStream = protocolStream;
    this.libraryPath = List.copyOf(libraryPath);
    this.flusher = new Thread(this::flushLoop, "kopi-worker-flusher");
    this.flusher.setDaemon(true);
  }

  /** Serves requests from {@code requests} until it ends, then exits the process. */
  private void serve(java.io.InputStream requests) throws IOException {
    System.setOut(router.printStream("out"));
    System.setErr(router.printStream("err"));
    System.setIn(new ByteArrayInputStream(new byte[0]));
    Runtime.getRuntime().addShutdownHook(new Thread(() -> drain(router.current()), "kopi-worker-last-output"));
    newSession();
    flusher.start();
    Thread dispatcher = new Thread(this::dispatchLoop, "kopi-worker-dispatcher");
    dispatcher.setDaemon(true);
    dispatcher.start();
    BufferedReader reader = new BufferedReader(new InputStreamReader(requests, StandardCharsets.UTF_8));
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      if (line.isBlank()) {
        continue;
      }
      Protocol.Request request;
      try {
        request = Protocol.decodeRequest(line);
      } catch (RuntimeException e) {
        send(Protocol.Reply.of(0, Protocol.Status.ERROR, "malformed request: " + e.getMessage()));
        continue;
      }
      switch (request.op() == null ? "" : request.op()) {
        case Protocol.INTERRUPT -> startDaemon("kopi-worker-interrupt", () -> interrupt(request));
        case Protocol.DESCRIBE -> send(describe(request.id()));
        case Protocol.EVAL, Protocol.LOAD, Protocol.RESET -> queue.add(request);
        default -> send(Protocol.Reply.of(request.id(), Protocol.Status.ERROR,
            "unknown operation: expected eval, load, interrupt, reset or describe, got " + request.op()));
      }
    }
    // The server closed the pipe: nobody is left to read results.
    System.exit(0);
  }

  private record Running(Protocol.Request request, Thread thread, AtomicBoolean stopRequested) {}

  private void dispatchLoop() {
    while (true) {
      Protocol.Request request;
      try {
        request = queue.take();
      } catch (InterruptedException e) {
        return;
      }
      try {
        if (request.op().equals(Protocol.RESET)) {
          newSession();
          send(Protocol.Reply.of(request.id(), Protocol.Status.OK, "a fresh session"));
        } else {
          evaluate(request);
        }
      } catch (RuntimeException | Error e) {
        send(Protocol.Reply.of(request.id(), Protocol.Status.ERROR, "internal error in the worker: " + e));
      }
    }
  }

  private void newSession() {
    session = new Session(new SessionOptions(libraryPath, router.writer("out"), router.writer("err"), 0));
    sessionStartNanos = System.nanoTime();
  }

  /**
   * Runs an eval or load on a fresh big-stack thread and answers it once the thread has ended. The
   * text is placed at its position in the document (preceded by as many line breaks and spaces as
   * its start line and column), so every line and column the compiler reports, at compile time or
   * in a runtime stack frame, is already one of the document.
   */
  private void evaluate(Protocol.Request request) {
    evaluations.incrementAndGet();
    String file = request.file() == null || request.file().isEmpty() ? "evaluation.scm" : request.file();
    int line = Math.max(0, request.line());
    int column = Math.max(0, request.column());
    String placed = "\n".repeat(line) + " ".repeat(column) + (request.text() == null ? "" : request.text());
    int padding = line + column;
    Session current = session;
    AtomicReference<EvalOutcome> outcome = new AtomicReference<>();
    AtomicReference<Throwable> crash = new AtomicReference<>();
    OutputCapture capture = new OutputCapture(request.id(), request.outputLimit());
    capture.onBacklog(() -> LockSupport.unpark(flusher));
    drain(idle);
    router.route(capture);
    Thread thread = new Thread(null, () -> {
      try {
        outcome.set(withoutInput(() -> current.eval(placed, file)));
      } catch (Throwable t) {
        crash.set(t);
      }
    }, "kopi-eval-" + request.id(), STACK_SIZE);
    thread.setDaemon(true);
    Running run = new Running(request, thread, new AtomicBoolean());
    running = run;
    thread.start();
    joinUninterruptibly(thread);
    running = null;
    System.out.flush();
    System.err.flush();
    router.route(idle);
    drain(capture);
    Protocol.Reply reply = reply(request, run.stopRequested().get(), outcome.get(), crash.get(), capture.dropped(),
        new Placement(new LineIndex(placed), padding, Math.max(0, request.offset())));
    send(reply);
    if (reply.exitStatus() != null) {
      // The program asked to end the process: do so, like a real run would.
      System.exit(reply.exitStatus());
    }
  }

  /** How evaluated text was placed: the placed text's lines, the padding length, the text's document offset. */
  private record Placement(LineIndex lines, int padding, int documentOffset) {}

  private Protocol.Reply reply(Protocol.Request request, boolean stopped, EvalOutcome outcome, Throwable crash,
      long dropped, Placement placement) {
    long id = request.id();
    if (stopped) {
      return reply(id, Protocol.Status.INTERRUPTED, outcome, null, "the evaluation was interrupted", null, dropped,
          placement);
    }
    if (crash != null) {
      Integer exit = exitStatus(crash);
      return exit != null
          ? reply(id, Protocol.Status.EXITED, null, null,
              "the program called exit with status " + exit + "; the worker ended", exit, dropped, placement)
          : reply(id, Protocol.Status.ERROR, null, null, "internal error in the worker: " + crash, null, dropped,
              placement);
    }
    if (outcome.failure() != null) {
      if (outcome.failure().isExit()) {
        int exit = outcome.failure().exitStatus();
        return reply(id, Protocol.Status.EXITED, outcome, null,
            "the program called exit with status " + exit + "; the worker ended", exit, dropped, placement);
      }
      List<Protocol.Frame> backtrace = new ArrayList<>();
      if (outcome.failure().cause() != null) {
        for (kopi.runtime.Backtrace.Shown frame : kopi.runtime.Backtrace.shown(outcome.failure().cause(),
            outcome.failure().loader(), EvalRanges.baseName(request.file()))) {
          backtrace.add(new Protocol.Frame(frame.name(), frame.file(), frame.line(), frame.column()));
        }
      }
      Protocol.Failure failure = new Protocol.Failure(outcome.failure().message(), outcome.failure().file(),
          outcome.failure().line(), outcome.failure().column(), backtrace);
      return reply(id, Protocol.Status.ERROR, outcome, failure, outcome.failure().format(), null, dropped, placement);
    }
    if (outcome.hasErrors()) {
      return reply(id, Protocol.Status.ERROR, outcome, null, "the code has errors and was not run", null, dropped,
          placement);
    }
    return reply(id, Protocol.Status.OK, outcome, null, null, null, dropped, placement);
  }

  private Protocol.Reply reply(long id, Protocol.Status status, EvalOutcome outcome, Protocol.Failure failure,
      String message, Integer exit, long dropped, Placement placement) {
    LineIndex lines = placement.lines();
    int padding = placement.padding();
    int documentOffset = placement.documentOffset();
    List<String> values = new ArrayList<>();
    List<Protocol.WireDiagnostic> diagnostics = new ArrayList<>();
    if (outcome != null) {
      for (Object value : outcome.values()) {
        if (value != Unspecified.VALUE) {
          values.add(printed(value));
        }
      }
      for (Diagnostic diagnostic : outcome.diagnostics()) {
        diagnostics.add(wire(diagnostic, lines, padding, documentOffset));
      }
    }
    if (values.size() > VALUE_COUNT_LIMIT) {
      values = values.subList(values.size() - VALUE_COUNT_LIMIT, values.size());
    }
    return new Protocol.Reply(id, status.name(), values, diagnostics, failure, message, exit, dropped, null);
  }

  private Protocol.Reply describe(long id) {
    Protocol.Info info = new Protocol.Info(ProcessHandle.current().pid(), System.getProperty("java.version"),
        System.getProperty("java.home"), (System.nanoTime() - startNanos) / 1_000_000, evaluations.get(),
        (System.nanoTime() - sessionStartNanos) / 1_000_000);
    return new Protocol.Reply(id, Protocol.Status.OK.name(), List.of(), List.of(), null, null, null, 0, info);
  }

  /**
   * Stops what runs and what waits: queued evaluations are answered as interrupted without running;
   * the running one gets {@code Thread.interrupt}, then {@code Thread.stop} after a grace period.
   */
  @SuppressWarnings({"deprecation", "removal"})
  private void interrupt(Protocol.Request request) {
    List<Protocol.Request> waiting = new ArrayList<>();
    queue.removeIf(queued -> !queued.op().equals(Protocol.RESET) && waiting.add(queued));
    for (Protocol.Request cancelled : waiting) {
      send(Protocol.Reply.of(cancelled.id(), Protocol.Status.INTERRUPTED,
          "cancelled by an interrupt before it started"));
    }
    Running run = running;
    if (run == null) {
      send(Protocol.Reply.of(request.id(), waiting.isEmpty() ? Protocol.Status.IDLE : Protocol.Status.INTERRUPTED,
          waiting.isEmpty() ? "nothing was running" : "queued evaluations were cancelled"));
      return;
    }
    run.stopRequested().set(true);
    run.thread().interrupt();
    joinFor(run.thread(), INTERRUPT_GRACE_MILLIS);
    if (run.thread().isAlive()) {
      try {
        run.thread().stop();
        joinFor(run.thread(), STOP_WAIT_MILLIS);
      } catch (UnsupportedOperationException removedAfterJava19) {
        // Java 20 and later cannot stop a thread: the client's deadline restarts the worker instead.
      }
    }
    send(run.thread().isAlive()
        ? Protocol.Reply.of(request.id(), Protocol.Status.ERROR, "the evaluation thread did not stop")
        : Protocol.Reply.of(request.id(), Protocol.Status.INTERRUPTED,
            "the evaluation " + run.request().id() + " was stopped"));
  }

  private void flushLoop() {
    while (true) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
      drain(router.current());
    }
  }

  /** Sends the pending output of {@code capture}; taking and sending under one lock keeps events in order. */
  private void drain(OutputCapture capture) {
    synchronized (drainLock) {
      for (Protocol.Output output : capture.take()) {
        writeLine(Protocol.encode(output));
      }
    }
  }

  private void send(Protocol.Reply reply) {
    synchronized (drainLock) {
      writeLine(Protocol.encode(reply));
    }
  }

  /** One write per line, so a line is never split by a concurrent write to the same descriptor. */
  private void writeLine(String line) {
    try {
      protocolStream.write(("\n" + line + "\n").getBytes(StandardCharsets.UTF_8));
      protocolStream.flush();
    } catch (IOException e) {
      // The server is gone: there is nobody to report to.
      Runtime.getRuntime().halt(0);
    }
  }

  private interface Evaluation {
    EvalOutcome run();
  }

  /**
   * Runs {@code evaluation} with {@code current-input-port} bound to an empty port: the worker's
   * real standard input carries the protocol and must never be read by evaluated code.
   */
  private static EvalOutcome withoutInput(Evaluation evaluation) {
    AtomicReference<EvalOutcome> result = new AtomicReference<>();
    Procedure thunk = new NamedProcedure("evaluate", 0, 0) {
      @Override
      public Object apply0() {
        result.set(evaluation.run());
        return Unspecified.VALUE;
      }
    };
    TailCall.resolve(Parameter.parameterize(Pair.list(IoLib.CURRENT_INPUT), Pair.list(InputPort.ofString("")), thunk));
    return result.get();
  }

  private static String printed(Object value) {
    String text;
    try {
      text = Printer.writeString(value);
    } catch (RuntimeException | StackOverflowError e) {
      text = "#<unprintable " + value.getClass().getName() + ">";
    }
    return text.length() <= VALUE_LIMIT ? text
        : text.substring(0, VALUE_LIMIT) + "... (" + (text.length() - VALUE_LIMIT) + " more characters)";
  }

  /**
   * A diagnostic of the placed text as a document range: offsets past the padding shift to the
   * text's document offset; lines and columns of the placed text already are the document's.
   */
  private static Protocol.WireDiagnostic wire(Diagnostic diagnostic, LineIndex lines, int padding, int documentOffset) {
    int start = Math.max(diagnostic.start(), padding);
    int end = Math.max(diagnostic.end(), start);
    return new Protocol.WireDiagnostic(diagnostic.code(), diagnostic.severity().name(), diagnostic.phase().name(),
        diagnostic.message(), documentOffset + start - padding, documentOffset + end - padding, lines.line(start),
        lines.column(start), lines.line(end),
        lines.column(end));
  }

  /** The status of an {@code (exit n)} that ended the evaluation, or null when {@code failure} is something else. */
  static Integer exitStatus(Throwable failure) {
    for (Throwable t = failure; t != null; t = t.getCause()) {
      if (t instanceof ExitException exit) {
        return exit.status();
      }
    }
    return null;
  }

  private static void joinUninterruptibly(Thread thread) {
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException ignored) {
        // The dispatcher is never interrupted on purpose; keep waiting for the evaluation.
      }
    }
  }

  private static void joinFor(Thread thread, long millis) {
    try {
      thread.join(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void startDaemon(String name, Runnable body) {
    Thread thread = new Thread(body, name);
    thread.setDaemon(true);
    thread.start();
  }
}
