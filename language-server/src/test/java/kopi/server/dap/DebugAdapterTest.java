package kopi.server.dap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the real {@code kopi dap} over stdio through the programs under
 * {@code src/test/resources/kopi/server/dap}: breakpoints (moved to code, conditional, counted,
 * logging), stops on errors, stepping, Scheme stack frames, locals and their children, the debug
 * console, program output, arguments, working directory and exit status.
 */
class DebugAdapterTest {

  private static Path program(String name) throws URISyntaxException {
    return Path.of(DebugAdapterTest.class.getResource(name).toURI());
  }

  private static Map<String, Object> line(int line) {
    return Map.of("line", line);
  }

  private static long stopped(DapClient client, String reason) throws Exception {
    JsonObject stopped = client.event("stopped");
    assertEquals(reason, stopped.get("reason").getAsString(), stopped.toString());
    return stopped.get("threadId").getAsLong();
  }

  private static String evaluate(DapClient client, long thread, String expression) throws Exception {
    return client.request("evaluate", Map.of("expression", expression, "frameId", client.topFrameId(thread),
        "context", "repl")).get("result").getAsString();
  }

  /** The id of the program's thread, once the program has printed {@code text}. */
  private static long mainThreadOncePrinted(DapClient client, String text) throws Exception {
    long main = 0;
    while (main == 0 || !client.output().contains(text)) {
      Thread.sleep(20);
      for (var thread : client.request("threads", Map.of()).getAsJsonArray("threads")) {
        if (thread.getAsJsonObject().get("name").getAsString().equals("kopi-main")) {
          main = thread.getAsJsonObject().get("id").getAsLong();
        }
      }
    }
    return main;
  }

  @Test
  void stopsAtABreakpointShowsLocalsEvaluatesStepsAndRunsToTheEnd() throws Exception {
    Path program = program("factorial.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of(line(5)));
      client.run();
      JsonObject verified = client.event("breakpoint").getAsJsonObject("breakpoint");
      assertTrue(verified.get("verified").getAsBoolean());
      assertEquals(5, verified.get("line").getAsInt());
      long thread = stopped(client, "breakpoint");

      assertTrue(client.request("threads", Map.of()).getAsJsonArray("threads").toString().contains("kopi-main"));
      assertEquals(List.of("fact:5", "(top level):13"), client.stack(thread));
      assertEquals(Map.of("n", "5"), client.locals(thread));
      assertEquals("50", evaluate(client, thread, "(* n 10)"));
      assertEquals("6", evaluate(client, thread, "(fact 3)"));
      assertEquals("(5 \"five\")", evaluate(client, thread, "(list n \"five\")"));
      JsonObject failure = client.send("evaluate",
          Map.of("expression", "(car n)", "frameId", client.topFrameId(thread)));
      assertFalse(failure.get("success").getAsBoolean());
      assertTrue(failure.get("message").getAsString().contains("car"), failure.toString());

      // The recursive call stops again, one level deeper.
      client.request("continue", Map.of("threadId", thread));
      stopped(client, "breakpoint");
      assertEquals(List.of("fact:5", "fact:5", "(top level):13"), client.stack(thread));
      assertEquals(Map.of("n", "4"), client.locals(thread));

      client.setBreakpoints(program, List.of());
      client.request("stepOut", Map.of("threadId", thread));
      stopped(client, "step");
      assertEquals("fact:5", client.stack(thread).get(0));
      assertEquals(Map.of("n", "5"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
      assertEquals("120\n6\n", client.output());
    }
  }

  @Test
  void aBreakpointOnALineWithoutCodeMovesToTheNextLineWithCode() throws Exception {
    Path program = program("factorial.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of());
      JsonArray set = client.setBreakpoints(program, List.of(line(6)));
      assertFalse(set.get(0).getAsJsonObject().get("verified").getAsBoolean(), "no class is loaded yet");
      client.run();
      JsonObject moved = client.event("breakpoint").getAsJsonObject("breakpoint");
      assertEquals(7, moved.get("line").getAsInt());
      long thread = stopped(client, "breakpoint");
      assertEquals(List.of("(top level):7"), client.stack(thread));
      // Set again while the class is loaded: verified and moved in the response itself.
      JsonObject again = client.setBreakpoints(program, List.of(line(12))).get(0).getAsJsonObject();
      assertTrue(again.get("verified").getAsBoolean());
      assertEquals(13, again.get("line").getAsInt());
      client.request("continue", Map.of("threadId", thread));
      stopped(client, "breakpoint");
      assertEquals(List.of("(top level):13"), client.stack(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
    }
  }

  @Test
  void stepsIntoOverAndOutOfAProcedureWithANamedLet() throws Exception {
    Path program = program("factorial.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of(line(15)));
      client.run();
      long thread = stopped(client, "breakpoint");
      assertEquals(List.of("(top level):15"), client.stack(thread));
      client.request("stepIn", Map.of("threadId", thread));
      stopped(client, "step");
      assertEquals(List.of("sum-list:8", "(top level):15"), client.stack(thread));
      assertEquals(Map.of("lst", "(1 2 3)"), client.locals(thread));
      client.request("next", Map.of("threadId", thread));
      stopped(client, "step");
      assertEquals("sum-list:9", client.stack(thread).get(0));
      assertEquals(Map.of("lst", "(1 2 3)", "l", "(1 2 3)", "acc", "0"), client.locals(thread));
      client.request("next", Map.of("threadId", thread));
      stopped(client, "step");
      client.request("next", Map.of("threadId", thread));
      stopped(client, "step");
      // Once round the loop: the loop variables have their next values.
      assertEquals("sum-list:9", client.stack(thread).get(0));
      assertEquals(Map.of("lst", "(1 2 3)", "l", "(2 3)", "acc", "1"), client.locals(thread));
      client.request("stepOut", Map.of("threadId", thread));
      stopped(client, "step");
      assertEquals(List.of("(top level):15"), client.stack(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
      assertEquals("120\n6\n", client.output());
    }
  }

  @Test
  void conditionsHitCountsLogpointsChildrenAndUncaughtErrors() throws Exception {
    Path program = program("values.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of(
          Map.of("line", 7, "condition", "(= i 2)"),
          Map.of("line", 5, "logMessage", "i={i} acc={acc}"),
          Map.of("line", 9, "hitCondition", "2")));
      client.request("setExceptionBreakpoints", Map.of("filters", List.of("uncaught")));
      client.run();

      long thread = stopped(client, "breakpoint");
      assertEquals(List.of("count-down:7", "(top level):13"), client.stack(thread));
      assertEquals(Map.of("n", "5", "i", "2", "acc", "(3 4 5)"), client.locals(thread));
      assertTrue(client.output().contains("i=5 acc=()\ni=4 acc=(5)\ni=3 acc=(4 5)\ni=2 acc=(3 4 5)\n"),
          client.output());
      // The module's globals, a hash table among them, with its entries as children.
      int globals = client.request("scopes", Map.of("frameId", client.topFrameId(thread))).getAsJsonArray("scopes")
          .get(1).getAsJsonObject().get("variablesReference").getAsInt();
      Map<String, JsonObject> global = client.variables(globals);
      assertEquals("#(1 \"two\" three 4.5)", global.get("v").get("value").getAsString());
      Map<String, JsonObject> table = client.variables(global.get("h").get("variablesReference").getAsInt());
      assertEquals("1", table.get("a").get("value").getAsString());

      // The hit count lets the first call of show pass and stops in the second.
      client.request("continue", Map.of("threadId", thread));
      thread = stopped(client, "breakpoint");
      assertEquals(List.of("show:9", "(top level):14"), client.stack(thread));
      int frame = client.topFrameId(thread);
      int locals = client.request("scopes", Map.of("frameId", frame)).getAsJsonArray("scopes").get(0)
          .getAsJsonObject().get("variablesReference").getAsInt();
      JsonObject x = client.variables(locals).get("x");
      assertEquals("(#(1 \"two\" three 4.5) #<point x: 3 y: 4>)", x.get("value").getAsString());
      Map<String, JsonObject> elements = client.variables(x.get("variablesReference").getAsInt());
      assertEquals(List.of("[0]", "[1]"), List.copyOf(elements.keySet()));
      Map<String, JsonObject> vector = client.variables(elements.get("[0]").get("variablesReference").getAsInt());
      assertEquals("\"two\"", vector.get("[1]").get("value").getAsString());
      assertEquals("three", vector.get("[2]").get("value").getAsString());
      Map<String, JsonObject> point = client.variables(elements.get("[1]").get("variablesReference").getAsInt());
      assertEquals("3", point.get("x").get("value").getAsString());
      assertEquals("4", point.get("y").get("value").getAsString());

      client.request("continue", Map.of("threadId", thread));
      JsonObject error = client.event("stopped");
      assertEquals("exception", error.get("reason").getAsString());
      assertEquals("car: expected pair, got ()", error.get("description").getAsString());
      JsonObject info = client.request("exceptionInfo", Map.of("threadId", thread));
      assertEquals("car: expected pair, got ()", info.get("description").getAsString());
      assertEquals("unhandled", info.get("breakMode").getAsString());
      assertEquals(List.of("(top level):15"), client.stack(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(70, client.exitCode());
      assertTrue(client.output().contains("car: expected pair, got ()"), client.output());
    }
  }

  @Test
  void capturedAndAssignedVariablesShowTheirCurrentValues() throws Exception {
    Path program = program("closures.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of(line(6)));
      client.run();
      long thread = stopped(client, "breakpoint");
      assertEquals(List.of("lambda:6", "(top level):10"), client.stack(thread));
      assertEquals(Map.of("count", "10"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      stopped(client, "breakpoint");
      assertEquals(Map.of("count", "11"), client.locals(thread));
      assertEquals("12", evaluate(client, thread, "(+ count 1)"));
      client.setBreakpoints(program, List.of());
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
      assertEquals("12\n", client.output());
    }
  }

  @Test
  void passesArgumentsRunsInTheWorkingDirectoryAndReportsTheExitStatus(@TempDir Path directory) throws Exception {
    Path program = program("arguments.scm");
    Files.writeString(directory.resolve("marker.txt"), "here");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of("a", "b"), directory, List.of());
      client.run();
      assertEquals(3, client.exitCode());
      assertEquals("(arguments (a b))\n#t\n", client.output());
    }
  }

  @Test
  void pauseStopsARunningLoopWhereItIsAndTerminateEndsIt() throws Exception {
    Path program = program("endless.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of());
      client.run();
      long main = mainThreadOncePrinted(client, "spinning");
      client.request("pause", Map.of("threadId", main));
      assertEquals(main, stopped(client, "pause"));
      List<String> stack = client.stack(main);
      assertTrue(stack.get(0).startsWith("spin:"), stack.toString());
      assertTrue(client.locals(main).get("n").matches("\\d+"), client.locals(main).toString());
      // The loop stopped at its next instruction, so the console can run code there.
      long n = Long.parseLong(evaluate(client, main, "n"));
      assertEquals(n + 1, Long.parseLong(evaluate(client, main, "(+ n 1)")));
      client.request("terminate", Map.of());
      client.exitCode();
    }
  }

  @Test
  void stopsAtABreakpointInAnIncludedFileAndShowsItsLines() throws Exception {
    Path program = program("including.scm");
    Path included = program.resolveSibling("parts/steps.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of());
      // Line 3 of the included file, inside triple: not a line of the program.
      client.setBreakpoints(included, List.of(line(3)));
      client.run();
      JsonObject verified = client.event("breakpoint").getAsJsonObject("breakpoint");
      assertTrue(verified.get("verified").getAsBoolean(), verified.toString());
      assertEquals(3, verified.get("line").getAsInt());
      long thread = stopped(client, "breakpoint");
      JsonObject top = client.request("stackTrace", Map.of("threadId", thread)).getAsJsonArray("stackFrames")
          .get(0).getAsJsonObject();
      assertEquals(included.toString(), top.getAsJsonObject("source").get("path").getAsString());
      assertEquals(List.of("triple:3", "run:3", "(top level):4"), client.stack(thread));
      assertEquals(Map.of("x", "4"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
      assertEquals("13\n", client.output());
    }
  }

  @Test
  void stopsInALibraryAndWhereAnErrorIsRaisedEvenWhenItIsCaught() throws Exception {
    Path program = program("library.scm");
    Path library = program.resolveSibling("lib/util/math.sld");
    try (DapClient client = DapClient.start()) {
      client.request("initialize", Map.of("adapterID", "kopi"));
      client.event("initialized");
      client.request("launch", Map.of("program", program.toString(), "cwd", program.getParent().toString(),
          "libraryPath", List.of("lib")));
      client.setBreakpoints(library, List.of(line(7)));
      client.request("setExceptionBreakpoints", Map.of("filters", List.of("raised")));
      client.run();
      long thread = stopped(client, "breakpoint");
      JsonObject top = client.request("stackTrace", Map.of("threadId", thread)).getAsJsonArray("stackFrames")
          .get(0).getAsJsonObject();
      assertEquals("square-sum", top.get("name").getAsString());
      assertEquals(library.toString(), top.getAsJsonObject("source").get("path").getAsString());
      assertEquals(Map.of("a", "1", "b", "2", "s", "3"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      JsonObject raised = client.event("stopped");
      assertEquals("exception", raised.get("reason").getAsString());
      assertEquals("too-big", raised.get("description").getAsString());
      assertEquals("always",
          client.request("exceptionInfo", Map.of("threadId", thread)).get("breakMode").getAsString());
      assertEquals(List.of("check:5", "(top level):9"), client.stack(thread));
      assertEquals(Map.of("x", "20"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
      assertEquals("9\n(caught too-big)\n", client.output());
    }
  }

  @Test
  void pauseStopsAProgramThatSleepsAndInputIsAtItsEnd() throws Exception {
    Path program = program("waiting.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of());
      client.run();
      long main = mainThreadOncePrinted(client, "waiting");
      client.request("pause", Map.of("threadId", main));
      assertEquals(main, stopped(client, "pause"));
      assertEquals(List.of("(top level):7"), client.stack(main));
      assertTrue(client.output().startsWith("#t\nwaiting\n"), client.output());
      client.request("terminate", Map.of());
      client.exitCode();
    }
  }

  @Test
  void conditionsThatReachBreakpointsOrRaiseErrorsDoNotHang() throws Exception {
    Path program = program("factorial.scm");
    try (DapClient client = DapClient.start()) {
      client.launch(program, List.of(), program.getParent(), List.of(
          // Calls fact, whose breakpoint this is: the call inside the condition does not stop.
          Map.of("line", 5, "condition", "(= (fact n) 120)"),
          Map.of("line", 11, "condition", "(car 5)")));
      client.request("setExceptionBreakpoints", Map.of("filters", List.of("uncaught", "raised")));
      client.run();
      long thread = stopped(client, "breakpoint");
      assertEquals(List.of("fact:5", "(top level):13"), client.stack(thread));
      assertEquals(Map.of("n", "5"), client.locals(thread));
      client.request("continue", Map.of("threadId", thread));
      // A condition that fails stops, and says why.
      stopped(client, "breakpoint");
      assertEquals("sum-list:11", client.stack(thread).get(0));
      assertTrue(client.output().contains("breakpoint condition (car 5): car: expected pair, got 5"), client.output());
      client.setBreakpoints(program, List.of());
      client.request("continue", Map.of("threadId", thread));
      assertEquals(0, client.exitCode());
    }
  }
}
