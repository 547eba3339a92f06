package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializedParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Evaluation end to end: the real {@code kopi.server.Main lsp} process, its worker JVM, and a client
 * speaking the kopi/* methods over stdio. One server serves every test (each on its own document),
 * as one editor session would.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EvaluationProcessTest {
  private Process process;
  private EvaluationClient client;
  private EvaluationClient.Server server;
  private int documents;

  @BeforeAll
  void start() throws Exception {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    process = new ProcessBuilder(List.of(java, "-cp", classPath, "kopi.server.Main", "lsp"))
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    client = new EvaluationClient();
    Launcher<EvaluationClient.Server> launcher = new LSPLauncher.Builder<EvaluationClient.Server>()
        .setLocalService(client)
        .setRemoteInterface(EvaluationClient.Server.class)
        .setInput(process.getInputStream())
        .setOutput(process.getOutputStream())
        .create();
    launcher.startListening();
    server = launcher.getRemoteProxy();
    InitializeParams params = new InitializeParams();
    params.setCapabilities(new ClientCapabilities());
    server.initialize(params).get(60, TimeUnit.SECONDS);
    server.initialized(new InitializedParams());
    // The first evaluation starts the worker JVM; start it here so no test pays for it in its timings.
    assertEquals("2", evaluate(code("(+ 1 1)")).get("value").getAsString());
  }

  @AfterAll
  void stop() throws Exception {
    try {
      server.shutdown().get(30, TimeUnit.SECONDS);
      server.exit();
      assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the server did not exit");
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void formAtNamesTheTopLevelFormEvaluateWouldRunAndWhetherItIsClosed() throws Exception {
    String uri = open("(define (f x)\n  (* x x))\n\n; a comment\n(f \"a)\" 2\n");
    String defined = "{\"range\":{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":1,\"character\":10}},"
        + "\"complete\":true}";
    assertEquals(defined, String.valueOf(server.formAt(position(uri, 1, 4)).get(10, TimeUnit.SECONDS)));
    // Right after the closing parenthesis still names the form.
    assertEquals(defined, String.valueOf(server.formAt(position(uri, 1, 10)).get(10, TimeUnit.SECONDS)));
    assertEquals("null", String.valueOf(server.formAt(position(uri, 3, 3)).get(10, TimeUnit.SECONDS)));
    // The string's parenthesis does not close the form, and the text ends inside it.
    assertEquals("{\"range\":{\"start\":{\"line\":4,\"character\":0},\"end\":{\"line\":5,\"character\":0}},"
        + "\"complete\":false}", String.valueOf(server.formAt(position(uri, 4, 1)).get(10, TimeUnit.SECONDS)));
  }

  @Test
  void aSelectionIsEvaluatedAlone() throws Exception {
    String uri = open("(car '())\n(+ 40 2)\n");
    JsonObject result = evaluate(range(uri, 1, 0, 1, 8));
    assertEquals("42", result.get("value").getAsString());
    assertEquals("OK", result.get("status").getAsString());
    assertFalse(result.has("error"), result.toString());
    assertEquals(range(1, 0, 1, 8), result.get("range"));
    assertTrue(result.get("elapsedMs").getAsLong() >= 0);
  }

  @Test
  void theTopLevelFormAtThePositionIsEvaluatedAndItsDefinitionIsSeenLater() throws Exception {
    String uri = open("(define (square-it x)\n  (* x x))\n\n(square-it 7)\n");
    JsonObject defined = evaluate(position(uri, 1, 4));
    assertEquals("OK", defined.get("status").getAsString(), defined.toString());
    assertFalse(defined.has("value"), defined.toString());
    assertEquals(range(0, 0, 1, 10), defined.get("range"));
    // The cursor right after the closing parenthesis still names the form.
    assertEquals("49", evaluate(position(uri, 3, 13)).get("value").getAsString());
    // The session is the workspace's: another document sees the definition too.
    String other = open("(square-it 5)");
    assertEquals("25", evaluate(position(other, 0, 0)).get("value").getAsString());
  }

  @Test
  void anErrorComesBackWithItsRangeAndStaysADiagnosticUntilTheFormIsEvaluatedAgain() throws Exception {
    String uri = open("(define broken-z 1)\n\n  (car broken-z)\n");
    evaluate(position(uri, 0, 1));
    JsonObject failed = evaluate(position(uri, 2, 4));
    assertEquals("ERROR", failed.get("status").getAsString(), failed.toString());
    JsonObject error = failed.getAsJsonObject("error");
    assertTrue(error.get("message").getAsString().contains("car: expected pair, got 1"), error.toString());
    assertEquals(range(2, 2, 2, 16), error.get("range"));
    Diagnostic shown = client.awaitDiagnostics(uri, published -> published.getDiagnostics().stream()
        .anyMatch(d -> "kopi-eval".equals(d.getSource()))).getDiagnostics().stream()
        .filter(d -> "kopi-eval".equals(d.getSource())).findFirst().orElseThrow();
    assertEquals(2, shown.getRange().getStart().getLine());
    assertEquals(2, shown.getRange().getStart().getCharacter());
    assertTrue(shown.getMessage().getLeft().contains("car: expected pair, got 1"), shown.getMessage().getLeft());

    assertEquals("OK", evaluate(code("(set! broken-z (list 5))")).get("status").getAsString());
    assertEquals("5", evaluate(position(uri, 2, 4)).get("value").getAsString());
    // The evaluation error goes; the static checks' warning about (car broken-z) may stay, depending
    // on whether the document's analysis was published yet.
    client.awaitDiagnostics(uri, published -> published.getDiagnostics().stream()
        .noneMatch(d -> "kopi-eval".equals(d.getSource())));
  }

  @Test
  @Tag("wall-clock")
  void anInfiniteLoopStopsOnInterruptAndOnCancel() throws Exception {
    CompletableFuture<JsonObject> looping = server.evaluate(code("(let loop ((i 0)) (loop (+ i 1)))"));
    Thread.sleep(500);
    assertFalse(looping.isDone(), "the loop ended by itself");
    long asked = System.nanoTime();
    server.interrupt(new JsonObject()).get(10, TimeUnit.SECONDS);
    JsonObject stopped = looping.get(10, TimeUnit.SECONDS);
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
    assertTrue(millis < 2500, "the loop stopped after " + millis + " ms");
    String status = stopped.get("status").getAsString();
    assertTrue(status.equals("INTERRUPTED") || status.equals("RESTARTED"), stopped.toString());
    assertTrue(stopped.has("error"), stopped.toString());

    CompletableFuture<JsonObject> again = server.evaluate(code("(let loop () (loop))"));
    Thread.sleep(500);
    asked = System.nanoTime();
    again.cancel(true);
    // The cancelled evaluation is stopped: the next one is answered as soon as the worker is free.
    JsonObject next = evaluate(code("(+ 1 2)"));
    assertEquals("3", next.has("value") ? next.get("value").getAsString() : next.toString());
    millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
    assertTrue(millis < 5000, "the next evaluation waited " + millis + " ms");
  }

  @Test
  void exitEndsOnlyTheWorkerAndTheNextEvaluationStartsAFreshOne() throws Exception {
    JsonObject exited = evaluate(code("(exit 3)"));
    assertEquals("EXITED", exited.get("status").getAsString(), exited.toString());
    assertTrue(exited.getAsJsonObject("error").get("message").getAsString().contains("3"), exited.toString());
    assertEquals("4", evaluate(code("(+ 2 2)")).get("value").getAsString());
    assertTrue(process.isAlive());
  }

  @Test
  void hugeOutputIsBoundedWithATruncationNotice() throws Exception {
    client.clearOutputs();
    String tenMegabytes = "(let loop ((i 0)) (if (< i 100000) (begin (display (make-string 100 #\\x)) (loop (+ i 1)))))";
    JsonObject result = server.evaluate(code(tenMegabytes)).get(60, TimeUnit.SECONDS);
    assertEquals("OK", result.get("status").getAsString(), result.toString().substring(0, 200));
    String output = result.get("output").getAsString();
    assertTrue(output.length() <= EvaluationHandler.OUTPUT_LIMIT + 200, "output of " + output.length());
    assertTrue(output.contains("[output truncated"), output.substring(output.length() - 200));
    client.awaitOutput(params -> params.stream().equals("notice") && params.text().contains("[output truncated"));
    List<KopiLanguageClient.OutputParams> sent = client.outputs();
    long streamed = sent.stream().mapToLong(params -> params.text().length()).sum();
    assertTrue(streamed <= EvaluationHandler.OUTPUT_LIMIT + 200, "streamed " + streamed);
    assertTrue(sent.size() <= 40, "sent " + sent.size() + " notifications");
  }

  @Test
  @Tag("wall-clock")
  void otherRequestsAreAnsweredQuicklyDuringALongEvaluation() throws Exception {
    String uri = open("(define (f x) x)\n(define y 2)\n");
    CompletableFuture<JsonObject> looping = server.evaluate(code("(let loop () (loop))"));
    Thread.sleep(300);
    try {
      long asked = System.nanoTime();
      var symbols = server.getTextDocumentService()
          .documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri))).get(10, TimeUnit.SECONDS);
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
      assertEquals(2, symbols.size());
      assertTrue(millis < 1000, "documentSymbol took " + millis + " ms during an evaluation");
      long hoverAsked = System.nanoTime();
      Hover hover = server.getTextDocumentService()
          .hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(1, 9))).get(10, TimeUnit.SECONDS);
      long hoverMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - hoverAsked);
      assertTrue(hover != null && hover.getContents().getRight().getValue().contains("y"), String.valueOf(hover));
      assertTrue(hoverMillis < 1000, "hover took " + hoverMillis + " ms during an evaluation");
      assertFalse(looping.isDone());
    } finally {
      server.interrupt(new JsonObject()).get(10, TimeUnit.SECONDS);
      looping.get(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void outputIsStreamedAndLoadFileJoinsTheSession() throws Exception {
    client.clearOutputs();
    String uri = open("(define loaded-value 10)\n(display \"loading done\")\n");
    JsonObject params = new JsonObject();
    params.add("textDocument", document(uri));
    JsonObject loaded = server.loadFile(params).get(30, TimeUnit.SECONDS);
    assertEquals("OK", loaded.get("status").getAsString(), loaded.toString());
    assertEquals("loading done", loaded.get("output").getAsString());
    client.awaitOutput(output -> output.stream().equals("out") && output.text().equals("loading done"));
    assertEquals("10", evaluate(code("loaded-value")).get("value").getAsString());
  }

  @Test
  void theCommandsDoWhatTheRequestsDo() throws Exception {
    Object answer = server.getWorkspaceService()
        .executeCommand(
            new ExecuteCommandParams("kopi.server.evaluate", List.of(code("(define reset-me 6) (* reset-me 7)"))))
        .get(30, TimeUnit.SECONDS);
    JsonObject result = new Gson().toJsonTree(answer).getAsJsonObject();
    assertEquals("42", result.get("value").getAsString());
    JsonObject reset = new Gson().toJsonTree(server.getWorkspaceService()
        .executeCommand(new ExecuteCommandParams("kopi.server.resetSession", List.of())).get(30, TimeUnit.SECONDS))
        .getAsJsonObject();
    assertEquals("OK", reset.get("status").getAsString(), reset.toString());
    JsonObject unbound = evaluate(code("reset-me"));
    assertEquals("ERROR", unbound.get("status").getAsString(), unbound.toString());
    assertNotNull(unbound.getAsJsonObject("error"));
  }

  @Test
  void aFormIsEvaluatedInTheContextOfItsFileAndOnlyChangedDefinitionsRunAgain() throws Exception {
    // A fresh worker: the session holds nothing of the document below.
    assertEquals("EXITED", evaluate(code("(exit 0)")).get("status").getAsString());
    String uri = open(
        "(import (scheme base))\n(define (sq x) (* x x))\n(define y 5)\n(display \"side effect\")\n(sq y)\n");
    client.clearOutputs();
    JsonObject first = evaluate(position(uri, 4, 1));
    assertEquals("25", first.has("value") ? first.get("value").getAsString() : first.toString(), first.toString());
    assertEquals(3, first.getAsJsonObject("context").get("evaluated").getAsInt(), first.toString());
    assertEquals(0, first.getAsJsonObject("context").getAsJsonArray("errors").size(), first.toString());
    // The display before the form is not a definition: it never runs as context.
    assertEquals("", first.get("output").getAsString());
    assertTrue(client.outputs().stream().noneMatch(output -> output.text().contains("side effect")),
        client.outputs().toString());

    change(uri, 2, 2, 10, 2, 11, "6");
    JsonObject second = evaluate(position(uri, 4, 1));
    assertEquals("36", second.has("value") ? second.get("value").getAsString() : second.toString(), second.toString());
    assertEquals(1, second.getAsJsonObject("context").get("evaluated").getAsInt(),
        "only the edited definition runs again");

    JsonObject third = evaluate(position(uri, 4, 1));
    assertEquals("36", third.get("value").getAsString());
    assertEquals(0, third.getAsJsonObject("context").get("evaluated").getAsInt(), third.toString());
    // Editing the definition back to its earlier text runs it again too.
    change(uri, 3, 2, 10, 2, 11, "5");
    JsonObject fourth = evaluate(position(uri, 4, 1));
    assertEquals("25", fourth.get("value").getAsString(), fourth.toString());
    assertEquals(1, fourth.getAsJsonObject("context").get("evaluated").getAsInt(), fourth.toString());
  }

  @Test
  void aFailingDefinitionBeforeTheFormIsReportedOnItAndTheFormStillRuns() throws Exception {
    String uri = open("(define good-w 2)\n(define bad-w (vector-ref (vector) good-w))\n(* good-w 21)\n");
    JsonObject result = evaluate(position(uri, 2, 1));
    assertEquals("42", result.has("value") ? result.get("value").getAsString() : result.toString(), result.toString());
    assertEquals("OK", result.get("status").getAsString(), result.toString());
    JsonObject context = result.getAsJsonObject("context");
    assertEquals(2, context.get("evaluated").getAsInt(), result.toString());
    assertEquals(1, context.getAsJsonArray("errors").size(), result.toString());
    JsonObject failure = context.getAsJsonArray("errors").get(0).getAsJsonObject();
    assertTrue(failure.get("message").getAsString().contains("vector-ref"), failure.toString());
    assertEquals(1, failure.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(),
        failure.toString());
    Diagnostic shown = client.awaitDiagnostics(uri, published -> published.getDiagnostics().stream()
        .anyMatch(d -> "kopi-eval".equals(d.getSource()))).getDiagnostics().stream()
        .filter(d -> "kopi-eval".equals(d.getSource())).findFirst().orElseThrow();
    assertEquals(1, shown.getRange().getStart().getLine());
    assertTrue(shown.getMessage().getLeft().contains("vector-ref"), shown.getMessage().getLeft());

    // The failed definition runs again next time; once fixed, its diagnostic goes away.
    change(uri, 2, 1, 14, 1, 42, "good-w");
    JsonObject fixed = evaluate(position(uri, 2, 1));
    assertEquals(1, fixed.getAsJsonObject("context").get("evaluated").getAsInt(), fixed.toString());
    assertEquals(0, fixed.getAsJsonObject("context").getAsJsonArray("errors").size(), fixed.toString());
    assertEquals("2", evaluate(code("bad-w")).get("value").getAsString());
    client.awaitDiagnostics(uri, published -> published.getDiagnostics().stream()
        .noneMatch(d -> "kopi-eval".equals(d.getSource())));
  }

  @Test
  void resetSessionForgetsDefinitionsAndTheNextEvaluationInAFileRunsItsContextAgain() throws Exception {
    String uri = open("(define kept-by-reset 1)\n(+ kept-by-reset 1)\n");
    assertEquals("2", evaluate(position(uri, 1, 1)).get("value").getAsString());
    assertEquals("1", evaluate(code("kept-by-reset")).get("value").getAsString());
    JsonObject reset = server.resetSession(new JsonObject()).get(30, TimeUnit.SECONDS);
    assertEquals("OK", reset.get("status").getAsString(), reset.toString());
    JsonObject unbound = evaluate(code("kept-by-reset"));
    assertEquals("ERROR", unbound.get("status").getAsString(), unbound.toString());
    assertTrue(unbound.getAsJsonObject("error").get("message").getAsString().contains("kept-by-reset"),
        unbound.toString());
    JsonObject again = evaluate(position(uri, 1, 1));
    assertEquals("2", again.has("value") ? again.get("value").getAsString() : again.toString(), again.toString());
    assertEquals(1, again.getAsJsonObject("context").get("evaluated").getAsInt(), again.toString());
  }

  private void change(String uri, int version, int startLine, int startCharacter, int endLine, int endCharacter,
      String text) {
    server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(uri, version),
        List.of(new TextDocumentContentChangeEvent(
            new Range(new Position(startLine, startCharacter), new Position(endLine, endCharacter)), text))));
  }

  private JsonObject evaluate(JsonObject params) throws Exception {
    return server.evaluate(params).get(60, TimeUnit.SECONDS);
  }

  private String open(String text) {
    String uri = "file:///work/evaluation-" + (++documents) + ".scm";
    server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "kopi", 1, text)));
    return uri;
  }

  private static JsonObject code(String code) {
    JsonObject params = new JsonObject();
    params.addProperty("code", code);
    return params;
  }

  private static JsonObject range(String uri, int startLine, int startCharacter, int endLine, int endCharacter) {
    JsonObject params = new JsonObject();
    params.add("textDocument", document(uri));
    params.add("range", range(startLine, startCharacter, endLine, endCharacter));
    return params;
  }

  private static JsonObject position(String uri, int line, int character) {
    JsonObject params = new JsonObject();
    params.add("textDocument", document(uri));
    params.add("position", position(line, character));
    return params;
  }

  private static JsonObject document(String uri) {
    JsonObject document = new JsonObject();
    document.addProperty("uri", uri);
    return document;
  }

  private static JsonElement range(int startLine, int startCharacter, int endLine, int endCharacter) {
    JsonObject range = new JsonObject();
    range.add("start", position(startLine, startCharacter));
    range.add("end", position(endLine, endCharacter));
    return range;
  }

  private static JsonObject position(int line, int character) {
    JsonObject position = new JsonObject();
    position.addProperty("line", line);
    position.addProperty("character", character);
    return position;
  }
}
