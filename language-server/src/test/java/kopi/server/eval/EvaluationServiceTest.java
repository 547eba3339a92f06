package kopi.server.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The editor-facing facade, through a real worker. */
class EvaluationServiceTest {
  private final StringBuilder streamed = new StringBuilder();
  private final EvaluationService service = new EvaluationService(options(), new WorkerClient.Listener() {
    @Override
    public void output(long id, String stream, String text) {
      synchronized (streamed) {
        streamed.append(text);
      }
    }
  });

  @AfterEach
  void close() {
    service.close();
  }

  @Test
  void aValueWithItsOutput() throws Exception {
    String document = "(define n 4)\n(begin (display \"n is \") (display n) (* n n))\n";
    EvaluationService.EvaluateResult result = service.load("file:///w/n.scm", document).get(60, TimeUnit.SECONDS);
    assertEquals("16", result.value());
    assertEquals("n is 4", result.output());
    assertNull(result.error());
    synchronized (streamed) {
      assertEquals("n is 4", streamed.toString(), "the same output was streamed");
    }
  }

  @Test
  void aRuntimeErrorWithItsRange() throws Exception {
    String document = "(display 1)\n(+ 1 (car '()))\n";
    int start = document.indexOf("(+");
    EvaluationService.EvaluateResult result = service.evaluate("file:///w/e.scm", document, start, document.length())
        .get(60, TimeUnit.SECONDS);
    assertTrue(result.error().matches("e\\.scm:2(:\\d+)?: car: expected pair, got \\(\\)"), result.error());
    assertEquals(1, result.errorRange().startLine());
    assertEquals("ERROR", result.status());
    assertEquals("", result.output(), "the selection alone ran");
  }

  @Test
  void aRuntimeErrorBringsItsBacktraceWithTheFramesInTheDocument() throws Exception {
    String document = "(define (f x)\n  (car x))\n(define (g y) (list (f y)))\n(g 1)\n";
    EvaluationService.EvaluateResult result = service.evaluate("file:///w/bt.scm", document, 0, document.length())
        .get(60, TimeUnit.SECONDS);
    assertEquals("ERROR", result.status());
    assertEquals(List.of("at f (bt.scm:2:3)", "at g (bt.scm:3)", "at top-level (bt.scm:4)"),
        result.backtrace().stream().map(EvalRanges.Related::message).toList());
    assertEquals(1, result.backtrace().get(0).range().startLine());
    assertEquals(2, result.backtrace().get(0).range().startColumn());
    assertEquals(2, result.backtrace().get(1).range().startLine());
    assertEquals(3, result.backtrace().get(2).range().startLine());
  }

  @Test
  void aCompileErrorWithItsRange() throws Exception {
    String document = "\n(if)\n";
    EvaluationService.EvaluateResult result = service.evaluate("/w/c.scm", document, 1, 5).get(60, TimeUnit.SECONDS);
    assertEquals(1, result.errorRange().startLine());
    assertEquals(result.error(), "c.scm:2:" + (result.errorRange().startColumn() + 1) + ": "
        + result.diagnostics().stream().filter(d -> d.severity().equals("ERROR")).findFirst().orElseThrow().message());
  }

  private static WorkerClient.Options options() {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, "kopi.server.Main", "worker");
    return new WorkerClient.Options(command, null, WorkerClient.DEFAULT_OUTPUT_LIMIT, Duration.ofSeconds(2));
  }
}
