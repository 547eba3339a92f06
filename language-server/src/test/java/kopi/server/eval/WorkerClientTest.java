package kopi.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** End to end through a real worker process started the way the server starts it. */
class WorkerClientTest {
  private final Recorder recorder = new Recorder();
  private WorkerClient client = newClient(Duration.ofSeconds(2));

  @AfterEach
  void close() {
    client.close();
  }

  @Test
  void evaluatesAValue() {
    Protocol.Reply reply = await(client.evaluate("(+ 1 2)", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.OK, reply.statusValue());
    assertEquals(List.of("3"), reply.values());
    assertTrue(reply.diagnostics().isEmpty());
  }

  @Test
  void aDefinitionIsSeenByTheNextEvaluation() {
    Protocol.Reply define = await(client.evaluate("(define (square x) (* x x))", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.OK, define.statusValue());
    assertEquals(List.of(), define.values(), "a definition has no value to show");
    assertEquals("49", await(client.evaluate("(square 7)", "/work/a.scm", 30, 1, 0)).lastValue());
  }

  @Test
  void outputArrivesBeforeTheValueAndIsTaggedWithTheRequest() {
    CompletableFuture<Protocol.Reply> pending = client.evaluate("(display \"hello\") (newline) (write 'x) 42",
        "/work/a.scm", 0, 0, 0);
    Protocol.Reply reply = await(pending.thenApply(r -> {
      // Runs when the reply completes: the output must already be there.
      assertEquals("hello\nx", recorder.text(r.id(), "out"));
      return r;
    }));
    assertEquals("42", reply.lastValue());
  }

  @Test
  void aRuntimeErrorIsLocatedInTheDocument() {
    String document = "(define (first-of x)\n  (car x))\n\n(first-of 1)\n";
    int call = document.indexOf("(first-of 1)");
    // The definition is evaluated as a selection too: its lines stay the document's.
    assertEquals(Protocol.Status.OK, await(client.evaluateRange(document, "/work/lists.scm", 0, call)).statusValue());
    Protocol.Reply reply = await(
        client.evaluateRange(document, "/work/lists.scm", call, call + "(first-of 1)".length()));
    assertEquals(Protocol.Status.ERROR, reply.statusValue());
    assertEquals("car: expected pair, got 1", reply.failure().message());
    assertEquals("lists.scm", reply.failure().file());
    assertEquals(2, reply.failure().line(), "the line of (car x) in the document");
    EvalRanges.DocumentRange range = EvalRanges.failureRange(reply.failure(), "/work/lists.scm", document)
        .orElseThrow();
    assertEquals("(car x))", document.substring(range.start(), range.end()));
    assertEquals(1, range.startLine());
    assertEquals(2, range.startColumn());
  }

  @Test
  void loadRunsAWholeFileAndReportsWhereItFailed() {
    String document = "(define (half n) (/ n 2))\n(display (half 8))\n(newline)\n(vector-ref (vector) 0)\n(display \"not reached\")\n";
    Protocol.Reply reply = await(client.load(document, "/work/half.scm"));
    assertEquals(Protocol.Status.ERROR, reply.statusValue());
    assertEquals(4, reply.failure().line());
    assertEquals("4\n", recorder.text(reply.id(), "out"), "forms after the failing one do not run");
    assertEquals("5", await(client.evaluate("(half 10)", "/work/other.scm", 0, 0, 0)).lastValue());
  }

  @Test
  void aRuntimeErrorInTheSelectionHasTheSelectionsLine() {
    String document = "; notes\n\n   (vector-ref (vector 1 2) 5)\n";
    int start = document.indexOf("(vector-ref");
    Protocol.Reply reply = await(client.evaluateRange(document, "file:///work/v.scm", start, document.length()));
    assertEquals(Protocol.Status.ERROR, reply.statusValue());
    assertEquals(3, reply.failure().line());
    EvalRanges.DocumentRange range = EvalRanges.failureRange(reply.failure(), "file:///work/v.scm", document)
        .orElseThrow();
    assertEquals("(vector-ref (vector 1 2) 5)", document.substring(range.start(), range.end()));
  }

  @Test
  void compileErrorsComeBackWithDocumentRanges() {
    String document = "(define a 1)\n(display a)\n  (let ((1)) 2)\n";
    int start = document.indexOf("(let");
    Protocol.Reply reply = await(client.evaluateRange(document, "/work/b.scm", start, document.length()));
    assertEquals(Protocol.Status.ERROR, reply.statusValue());
    assertNull(reply.failure(), "nothing ran");
    Protocol.WireDiagnostic error = reply.diagnostics().stream().filter(d -> d.severity().equals("ERROR"))
        .findFirst().orElseThrow();
    assertEquals("let: expected (name value), got (1)", error.message());
    assertEquals("(1)", document.substring(error.start(), error.end()));
    assertEquals(2, error.startLine());
    assertEquals(document.indexOf("(1)") - document.lastIndexOf('\n', start) - 1, error.startColumn());
    assertTrue(recorder.all().isEmpty(), "code with errors does not run");
  }

  @Test
  @Tag("wall-clock")
  void anInfiniteLoopStopsOnInterruptAndTheSessionLivesOn() {
    await(client.evaluate("(define kept 5)", "/work/a.scm", 0, 0, 0));
    CompletableFuture<Protocol.Reply> loop = client.evaluate("(display \"started\") (let loop () (loop))",
        "/work/a.scm", 0, 0, 0);
    waitFor(() -> recorder.all().contains("started"), "the loop's output streams while it runs");
    assertFalse(loop.isDone());
    long start = System.nanoTime();
    Protocol.Reply interrupt = await(client.interrupt());
    Protocol.Reply stopped = await(loop);
    long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertTrue(elapsed < 2000, "stopped after " + elapsed + " ms");
    assertEquals(Protocol.Status.INTERRUPTED, stopped.statusValue(), stopped.message());
    assertEquals(Protocol.Status.INTERRUPTED, interrupt.statusValue(), interrupt.message());
    Protocol.Reply after = await(client.evaluate("(+ kept 1)", "/work/a.scm", 0, 0, 0));
    assertEquals("6", after.lastValue(), "the same session answers after the interrupt");
  }

  @Test
  void anEvaluationThatDoesNotStopInTimeIsStoppedByRestartingTheWorker() {
    // A deadline shorter than the worker's own grace period forces the restart path.
    client.close();
    client = newClient(Duration.ofMillis(100));
    long firstPid = await(client.describe()).info().pid();
    CompletableFuture<Protocol.Reply> loop = client.evaluate("(display \"go\") (let loop () (loop))", "/work/a.scm", 0,
        0, 0);
    waitFor(() -> recorder.all().contains("go"), "the loop runs");
    Protocol.Reply interrupt = await(client.interrupt());
    Protocol.Reply stopped = await(loop);
    assertEquals(Protocol.Status.RESTARTED, stopped.statusValue());
    assertEquals(WorkerClient.RESTART_MESSAGE, stopped.message());
    assertEquals(Protocol.Status.RESTARTED, interrupt.statusValue());
    assertTrue(recorder.ended().contains(WorkerClient.RESTART_MESSAGE));
    assertEquals("2", await(client.evaluate("(+ 1 1)", "/work/a.scm", 0, 0, 0)).lastValue());
    assertNotEquals(firstPid, await(client.describe()).info().pid(), "a fresh worker");
  }

  @Test
  void exitEndsOnlyTheWorkerAndTheNextEvaluationGetsAFreshOne() {
    await(client.evaluate("(define before-exit 1)", "/work/a.scm", 0, 0, 0));
    long firstPid = await(client.describe()).info().pid();
    Protocol.Reply exited = await(client.evaluate("(display \"bye\") (exit 3)", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.EXITED, exited.statusValue());
    assertEquals(3, exited.exitStatus());
    assertTrue(exited.message().contains("status 3"), exited.message());
    assertEquals("bye", recorder.text(exited.id(), "out"), "output written before exit is not lost");
    assertEquals(1, recorder.sessionsEnded(), "the listener hears that the session is gone before the reply");
    Protocol.Reply fresh = await(client.evaluate("(+ 40 2)", "/work/a.scm", 0, 0, 0));
    assertEquals("42", fresh.lastValue());
    assertNotEquals(firstPid, await(client.describe()).info().pid());
    waitFor(() -> !recorder.ended().isEmpty(), "the old worker's end is reported");
    assertEquals(1, recorder.sessionsEnded(), "the retired worker's end does not end the fresh session");
    Protocol.Reply gone = await(client.evaluate("before-exit", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.ERROR, gone.statusValue(), "the fresh worker has a fresh session");
  }

  @Test
  void aKilledWorkerIsReported() {
    long pid = await(client.describe()).info().pid();
    CompletableFuture<Protocol.Reply> loop = client.evaluate("(display \"x\") (let loop () (loop))", "/work/a.scm", 0,
        0, 0);
    waitFor(() -> recorder.all().contains("x"), "the loop runs");
    ProcessHandle.of(pid).orElseThrow().destroyForcibly();
    Protocol.Reply reply = await(loop);
    assertEquals(Protocol.Status.EXITED, reply.statusValue());
    assertEquals(1, recorder.sessionsEnded(), "the listener hears that the session is gone before the reply");
    assertTrue(reply.message().startsWith("the evaluation worker exited with status"), reply.message());
    waitFor(() -> !recorder.ended().isEmpty(), "the listener hears of it");
    assertEquals("1", await(client.evaluate("1", "/work/a.scm", 0, 0, 0)).lastValue());
  }

  @Test
  void tenMegabytesOfOutputAreTruncatedWithANotice() {
    String program = "(let loop ((i 0)) (when (< i 100000) (display (make-string 99 #\\x)) (newline) (loop (+ i 1)))) 'done";
    Protocol.Reply reply = await(client.evaluate(program, "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.OK, reply.statusValue());
    assertEquals("done", reply.lastValue());
    String out = recorder.text(reply.id(), "out");
    assertEquals(WorkerClient.DEFAULT_OUTPUT_LIMIT, out.length());
    assertEquals(10_000_000 - WorkerClient.DEFAULT_OUTPUT_LIMIT, reply.droppedOutput());
    String notice = recorder.text(reply.id(), WorkerClient.NOTICE);
    assertTrue(notice.contains("output truncated"), notice);
    assertEquals(1, recorder.count(reply.id(), WorkerClient.NOTICE), "one notice");
    assertTrue(recorder.maxChunk() <= OutputCapture.CHUNK, "bounded chunks");
    assertEquals("7", await(client.evaluate("7", "/work/a.scm", 0, 0, 0)).lastValue(), "the worker is fine");
  }

  /** A runaway allocation ends the bounded worker with a clear error, and the next evaluation gets a fresh one. */
  @Test
  void runningOutOfMemoryIsReportedAndTheWorkerReplaced() {
    client.close();
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = new java.util.ArrayList<>(
        List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    command.addAll(WorkerClient.Options.jvmOptions("48m"));
    command.addAll(List.of("-cp", classPath, "kopi.server.Main", "worker"));
    client = new WorkerClient(new WorkerClient.Options(command, null, WorkerClient.DEFAULT_OUTPUT_LIMIT,
        Duration.ofSeconds(2)), recorder);
    Protocol.Reply reply = await(client.evaluate(
        "(let loop ((all '())) (loop (cons (make-vector 100000 0) all)))", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.EXITED, reply.statusValue(), reply.toString());
    assertTrue(reply.message().contains("ran out of memory"), reply.message());
    assertEquals("3", await(client.evaluate("(+ 1 2)", "/work/a.scm", 0, 0, 0)).lastValue(), "a fresh worker");
  }

  @Test
  void describeTellsPidJavaAndUptime() {
    Protocol.Info info = await(client.describe()).info();
    assertNotNull(info);
    assertNotEquals(ProcessHandle.current().pid(), info.pid());
    assertTrue(ProcessHandle.of(info.pid()).isPresent());
    assertEquals(System.getProperty("java.version"), info.javaVersion());
    assertTrue(info.uptimeMillis() >= 0);
  }

  @Test
  void theDefaultCommandRunsThisJvmsClassPathInTheWorkspaceWithItsLibraries(@TempDir Path workspace) throws Exception {
    Path libraries = Files.createDirectories(workspace.resolve("lib"));
    Files.writeString(libraries.resolve("greet.sld"),
        "(define-library (greet) (export greeting) (import (scheme base)) (begin (define greeting \"hi\")))\n");
    client.close();
    WorkerClient.Options options = WorkerClient.Options.forThisJvm(workspace, List.of(libraries));
    int classPath = options.command().indexOf("-cp") + 1;
    assertTrue(options.command().get(classPath).split(java.io.File.pathSeparator)[0]
        .startsWith("/"), "absolute class path entries: " + options.command());
    assertTrue(options.command().contains("-Xmx" + WorkerClient.Options.WORKER_HEAP),
        "a bounded heap: " + options.command());
    client = new WorkerClient(options, recorder);
    Protocol.Reply reply = await(client.evaluate("(import (greet)) greeting", "/work/a.scm", 0, 0, 0));
    assertEquals(List.of("\"hi\""), reply.values(), reply.toString());
  }

  @Test
  void resetGivesAFreshSessionInTheSameWorker() {
    await(client.evaluate("(define y 1)", "/work/a.scm", 0, 0, 0));
    long pid = await(client.describe()).info().pid();
    assertEquals(Protocol.Status.OK, await(client.reset()).statusValue());
    Protocol.Reply reply = await(client.evaluate("y", "/work/a.scm", 0, 0, 0));
    assertEquals(Protocol.Status.ERROR, reply.statusValue());
    assertEquals("unbound variable: y", reply.failure().message());
    assertEquals(pid, await(client.describe()).info().pid());
  }

  @Test
  void interruptWithNothingRunningIsIdle() {
    assertEquals(Protocol.Status.IDLE, await(client.interrupt()).statusValue());
    assertFalse(client.isRunning(), "an interrupt does not start a worker");
  }

  @Test
  void evaluatedCodeCannotReadTheProtocolStream() {
    Protocol.Reply reply = await(client.evaluate("(read-line)", "/work/a.scm", 0, 0, 0));
    assertEquals("#!eof", reply.lastValue());
    assertEquals("3", await(client.evaluate("3", "/work/a.scm", 0, 0, 0)).lastValue());
  }

  private WorkerClient newClient(Duration interruptDeadline) {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, "kopi.server.Main", "worker");
    return new WorkerClient(
        new WorkerClient.Options(command, null, WorkerClient.DEFAULT_OUTPUT_LIMIT, interruptDeadline),
        recorder);
  }

  private static Protocol.Reply await(CompletableFuture<Protocol.Reply> future) {
    try {
      return future.get(60, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError("no reply", e);
    }
  }

  private static void waitFor(BooleanSupplier condition, String what) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out: " + what);
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }

  /** Collects what the client forwards. */
  private static final class Recorder implements WorkerClient.Listener {
    private record Event(long id, String stream, String text) {}

    private final List<Event> events = new ArrayList<>();
    private final List<String> ended = new ArrayList<>();
    private int sessionsEnded;

    @Override
    public synchronized void output(long id, String stream, String text) {
      events.add(new Event(id, stream, text));
    }

    @Override
    public synchronized void workerEnded(String message) {
      ended.add(message);
    }

    @Override
    public synchronized void sessionEnded() {
      sessionsEnded++;
    }

    synchronized int sessionsEnded() {
      return sessionsEnded;
    }

    synchronized String text(long id, String stream) {
      StringBuilder text = new StringBuilder();
      events.stream().filter(e -> e.id() == id && e.stream().equals(stream)).forEach(e -> text.append(e.text()));
      return text.toString();
    }

    synchronized long count(long id, String stream) {
      return events.stream().filter(e -> e.id() == id && e.stream().equals(stream)).count();
    }

    synchronized String all() {
      StringBuilder text = new StringBuilder();
      events.forEach(e -> text.append(e.text()));
      return text.toString();
    }

    synchronized int maxChunk() {
      return events.stream().mapToInt(e -> e.text().length()).max().orElse(0);
    }

    synchronized List<String> ended() {
      return List.copyOf(ended);
    }
  }
}
