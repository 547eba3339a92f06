package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Neovim plugin end to end: a headless Neovim (0.7.2 on Debian 12) configured as
 * editors/neovim/README.md says (kopi.lua in ~/.config/nvim/lua, setup in init.lua with
 * {@code scm = true} and the packaged {@code java -jar kopi.jar lsp}) runs
 * editors/neovim/test/headless.lua, which does what a user does and writes what Neovim then
 * shows to a JSON report; each test here checks one scenario of it. It runs in the
 * integration-test phase, after the jar is packaged (surefire's second execution in this module's
 * pom). On CI (the {@code CI} variable set) a missing {@code nvim} fails, since .ci/run installs
 * it; elsewhere the tests skip, saying so.
 */
class NeovimEditorIT {
  private static final String KAWA = String.join("\n",
      "(define (square x) (* x x))",
      "(square 12)",
      "(list 'a (* 4 5))",
      "(list \"😀😀😀😀\" (* 6 7)) (+ 1 2)",
      "(let spin ((i 0)) (spin (+ i 1)))",
      "loaded-value",
      "(car '()))",
      "");

  private static final String SCM = String.join("\n",
      ";; The sum of the squares of A and B.",
      "(define (sum-squares a b) (+ (* a a) (* b b)))",
      "(define loaded-value 99)",
      "(display \"loaded lib\")",
      "(newline)",
      "(sum-squares 3 4)",
      "(define (later) (sum-squares 1 2 3))",
      "");

  /** The debugging scenario's program: line 4 is in {@code area}, line 8 is blank, line 9 has code. */
  private static final String DEBUG = String.join("\n",
      ";; The program of the debugging scenario.",
      "(define (area w h)",
      "  (let ((product (* w h)))",
      "    (display \"area \")",
      "    (display product)",
      "    (newline)",
      "    product))",
      "",
      "(define total (+ (area 6 7) (area 1 2)))",
      "(display total)",
      "(newline)",
      "");

  @TempDir
  static Path directory;
  private static JsonObject report;
  private static JsonObject scenarios;

  @BeforeAll
  static void runNeovim() throws Exception {
    String nvim = findOnPath("nvim");
    if (nvim == null) {
      if (System.getenv("CI") != null) {
        fail("nvim is not on the PATH, and CI is set: .ci/run should have installed neovim (apt-get install neovim)");
      }
      Assumptions.abort("nvim is not on the PATH and CI is unset: skipping the Neovim end-to-end test "
          + "(install neovim to run it; on CI it fails instead)");
    }
    Path jar = Path.of(System.getProperty("kopi.jar", "target/kopi.jar")).toAbsolutePath();
    assertTrue(Files.isRegularFile(jar), "expected the packaged server at " + jar);
    Path plugin = Path.of("editors", "neovim", "kopi.lua").toAbsolutePath();
    Path script = Path.of("editors", "neovim", "test", "headless.lua").toAbsolutePath();

    // The user's configuration, as the README says.
    Path config = Files.createDirectories(directory.resolve("config").resolve("nvim").resolve("lua"));
    Files.copy(plugin, config.resolve("kopi.lua"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Files.writeString(config.getParent().resolve("init.lua"), String.format(
        "require('kopi').setup{%n  cmd = { %s, '-jar', %s, 'lsp' },%n  scm = true,%n}%n", lua(java),
        lua(jar.toString())));

    Path project = Files.createDirectories(directory.resolve("project"));
    Files.createDirectories(project.resolve(".git"));
    Files.writeString(project.resolve("demo.kawa"), KAWA);
    Files.writeString(project.resolve("lib.scm"), SCM);
    Files.writeString(project.resolve("debug.scm"), DEBUG);
    Files.writeString(project.resolve("fix.scm"), "(define (factorial n) n)\n(factoral 3)\n");
    Path reportFile = directory.resolve("report.json");

    ProcessBuilder builder = new ProcessBuilder(List.of(nvim, "--headless", "-i", "NONE", "-n",
        "-c", "luafile " + script))
        .directory(project.toFile())
        .redirectErrorStream(true)
        .redirectOutput(directory.resolve("nvim.log").toFile());
    Map<String, String> environment = builder.environment();
    environment.put("KOPI_PROJECT", project.toString());
    environment.put("KOPI_REPORT", reportFile.toString());
    environment.put("XDG_CONFIG_HOME", directory.resolve("config").toString());
    // Neovim's own state (logs, shada) goes to the temporary directory, not the user's home.
    for (String variable : List.of("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")) {
      environment.put(variable, directory.resolve(variable.toLowerCase()).toString());
    }
    Process process = builder.start();
    // Generous for a loaded machine: the debugging scenario starts two more JVMs.
    if (!process.waitFor(600, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("nvim did not finish within 600 s; its output: " + log());
    }
    assertTrue(Files.exists(reportFile),
        "nvim wrote no report (exit " + process.exitValue() + "); its output: " + log());
    report = JsonParser.parseString(Files.readString(reportFile)).getAsJsonObject();
    scenarios = report.getAsJsonObject("scenarios");
    System.out.println("Neovim end-to-end report: " + report);
  }

  @AfterAll
  static void printTimings() {
    if (scenarios != null) {
      for (Map.Entry<String, JsonElement> entry : scenarios.entrySet()) {
        System.out.printf("Neovim scenario %-18s %6d ms%s%n", entry.getKey(),
            entry.getValue().getAsJsonObject().get("ms").getAsInt(),
            entry.getValue().getAsJsonObject().has("error") ? "  FAILED" : "");
      }
    }
  }

  /** The scenario's observations, after checking that it ran to its end. */
  private static JsonObject scenario(String name) {
    assertNotNull(report, "no report");
    assertFalse(report.has("error"), "the script stopped: " + report.get("error"));
    JsonObject seen = scenarios.getAsJsonObject(name);
    assertNotNull(seen, "scenario " + name + " did not run; report " + report);
    assertFalse(seen.has("error"), name + " failed in Neovim: " + seen.get("error") + "; saw " + seen);
    return seen;
  }

  @Test
  void kawaFilesGetTheKawaFiletypeWithSchemeHighlightingAndLispIndentation() {
    JsonObject seen = scenario("kawa-file");
    assertEquals("kawa", seen.get("filetype").getAsString());
    assertEquals("scheme", seen.get("syntax").getAsString());
    assertTrue(seen.get("lisp").getAsBoolean(), "lisp indentation: " + seen);
    assertTrue(seen.get("define_highlight").getAsString().startsWith("Statement/scheme"), seen.toString());
  }

  @Test
  void aQuickFixReplacesAMisspeltNameAndTheErrorGoes() {
    JsonObject seen = scenario("quick-fix");
    assertEquals(List.of("1:1-1:9 unbound variable: factoral, did you mean factorial?"),
        strings(seen.getAsJsonArray("diagnostics")));
    assertEquals(List.of("Change to factorial"), strings(seen.getAsJsonArray("titles")));
    assertEquals("(factorial 3)", seen.get("fixed_line").getAsString());
    assertEquals(List.of(), strings(seen.getAsJsonArray("diagnostics_after")));
  }

  @Test
  void diagnosticsArriveInVimDiagnosticWithTheirRanges() {
    List<String> diagnostics = strings(scenario("diagnostics").getAsJsonArray("diagnostics"));
    assertTrue(diagnostics.contains("6:9-6:10 unexpected ')' with no matching opener"), diagnostics.toString());
  }

  @Test
  void scmFilesKeepTheSchemeFiletypeHighlightingAndIndentationAndGetTheServer() {
    JsonObject seen = scenario("scm-file");
    assertEquals("scheme", seen.get("filetype").getAsString());
    assertEquals("scheme", seen.get("syntax").getAsString());
    assertTrue(seen.get("lisp").getAsBoolean());
    assertTrue(seen.get("define_highlight").getAsString().startsWith("Statement/scheme"), seen.toString());
    assertEquals(List.of("(define (indent-me x)", "  (let ((y 1))", "    (+ x", "       y)))"),
        strings(seen.getAsJsonArray("indented")));
    assertEquals("v:lua.vim.lsp.omnifunc", seen.get("omnifunc").getAsString());
    assertEquals("v:lua.vim.lsp.tagfunc", seen.get("tagfunc").getAsString());
    assertTrue(seen.get("k_mapped_here").getAsBoolean(), "K is mapped in the buffer");
    List<String> diagnostics = strings(seen.getAsJsonArray("diagnostics"));
    assertTrue(diagnostics.stream().anyMatch(d -> d.startsWith("6:16-6:35 ")), diagnostics.toString());
  }

  @Test
  void kShowsTheSignatureAndDocCommentInAFloat() {
    String floats = strings(scenario("hover").getAsJsonArray("floats")).toString();
    assertTrue(floats.contains("(sum-squares a b)"), floats);
    assertTrue(floats.contains("The sum of the squares of A and B."), floats);
  }

  @Test
  void omniCompletionCompletesAHyphenatedNameAndAJavaMemberInPlace() {
    JsonObject seen = scenario("completion");
    assertTrue(strings(seen.getAsJsonArray("words")).contains("sum-squares"), seen.toString());
    assertEquals("(sum-squares", seen.get("line").getAsString());
    assertTrue(strings(seen.getAsJsonArray("member_words")).contains("abs"), seen.toString());
    assertEquals("(java.lang.Math:abs", seen.get("member_line").getAsString(), "the member name after the colon");
  }

  @Test
  void ctrlBracketJumpsToTheDefinition() {
    JsonObject seen = scenario("definition");
    assertEquals(2, seen.get("line").getAsInt(), seen.toString());
  }

  @Test
  void kopiEvalShowsValuesAsVirtualText() {
    List<String> texts = new ArrayList<>();
    for (JsonElement one : scenario("eval").getAsJsonArray("results")) {
      texts.add(one.getAsJsonObject().get("line").getAsInt() + ": " + one.getAsJsonObject().get("text").getAsString());
    }
    // The definition has no value; the call's value follows its line; the selection (* 4 5) is
    // evaluated alone, not the whole (list 'a (* 4 5)).
    assertEquals(List.of("0: ✓", "1: ⇒ 144", "2: ⇒ 20"), texts);
  }

  @Test
  void positionsAfterEmojiCountUtf16Units() {
    JsonObject seen = scenario("eval-after-emoji");
    assertEquals("⇒ 3", seen.get("cursor_form").getAsString(), "the form under the cursor, not the list before it");
    assertEquals("⇒ 42", seen.get("selection").getAsString(), "the whole selection (* 6 7)");
  }

  @Test
  void kopiLoadRunsTheFileAndKopiOutputShowsWhatItPrinted() {
    JsonObject seen = scenario("load-and-output");
    assertTrue(strings(seen.getAsJsonArray("messages")).stream().anyMatch(m -> m.startsWith("kopi: loaded ")),
        seen.toString());
    assertEquals("kopi://repl", seen.get("output_buffer").getAsString());
    assertTrue(strings(seen.getAsJsonArray("output")).contains("loaded lib"), seen.toString());
  }

  @Test
  void kopiInterruptStopsAnEndlessLoop() {
    JsonObject seen = scenario("interrupt");
    assertTrue(seen.get("result").getAsString().startsWith("✖"), seen.toString());
    String messages = strings(seen.getAsJsonArray("messages")).toString();
    assertFalse(messages.contains("could not be parsed"), messages);
    assertTrue(messages.contains("interrupt"), messages);
  }

  @Test
  void kopiResetForgetsTheSession() {
    JsonObject seen = scenario("reset");
    assertEquals("⇒ 99", seen.get("before").getAsString(), seen.toString());
    String messages = strings(seen.getAsJsonArray("messages")).toString();
    assertFalse(messages.contains("could not be parsed"), messages);
    assertEquals(0, seen.get("results_after_reset").getAsInt(), "the reset clears the virtual texts");
    assertTrue(seen.get("after").getAsString().startsWith("✖"), seen.toString());
  }

  @Test
  void theDebuggersFramingCountsBytesAndReadsMessagesSplitAnywhere() {
    JsonObject seen = scenario("dap-framing");
    assertEquals(seen.get("body_bytes").getAsInt(), seen.get("header").getAsInt(), seen.toString());
    assertTrue(seen.get("body_bytes").getAsInt() > seen.get("body_characters").getAsInt(), seen.toString());
    List<String> expected = List.of("π😀 é\n", "\"日本\"");
    assertEquals(expected, strings(seen.getAsJsonArray("byte_by_byte")));
    assertEquals(expected, strings(seen.getAsJsonArray("whole")));
  }

  @Test
  void kopiDebugStopsAtBreakpointsShowsLocalsStepsAndRunsToTheEnd() {
    JsonObject seen = scenario("debug");
    assertEquals(List.of("4 KopiBreakpointCondition", "8 KopiBreakpoint"),
        strings(seen.getAsJsonArray("signs_before")));

    // The breakpoint of the blank line 8 moved to line 9, where the program stops first.
    JsonObject first = seen.getAsJsonObject("first");
    assertEquals("breakpoint", first.get("reason").getAsString(), first.toString());
    assertEquals("debug.scm", first.get("buffer").getAsString());
    assertEquals(9, first.get("cursor").getAsInt());
    assertEquals(List.of("4 KopiBreakpointCondition", "9 KopiBreakpoint", "9 KopiDebugLine"),
        strings(first.getAsJsonArray("signs")));
    assertTrue(strings(first.getAsJsonArray("variables")).contains("  → (top level)  debug.scm:9"), first.toString());

    // In area, whose condition (> w 5) holds: the locals by their Scheme names, and the stack.
    JsonObject second = seen.getAsJsonObject("second");
    assertEquals("breakpoint", second.get("reason").getAsString(), second.toString());
    assertEquals(4, second.get("cursor").getAsInt());
    assertEquals(List.of("4 KopiBreakpointCondition", "4 KopiDebugLine", "9 KopiBreakpoint"),
        strings(second.getAsJsonArray("signs")));
    List<String> variables = strings(second.getAsJsonArray("variables"));
    assertEquals(List.of("Stopped: breakpoint", "▾ Locals", "    w = 6", "    h = 7", "    product = 42", "▸ Globals",
        "Stack", "  → area  debug.scm:4", "    (top level)  debug.scm:9"), variables);

    // :KopiStepOver goes to the next line; the condition is false for (area 1 2), so
    // :KopiContinue runs to the end.
    JsonObject third = seen.getAsJsonObject("third");
    assertEquals("step", third.get("reason").getAsString(), third.toString());
    assertEquals(5, third.get("cursor").getAsInt());
    assertTrue(strings(third.getAsJsonArray("signs")).contains("5 KopiDebugLine"), third.toString());

    List<String> messages = strings(seen.getAsJsonArray("messages"));
    assertTrue(messages.contains("kopi: ⇒ (84 \"π😀\")"), "the value of :KopiDebugEval: " + messages);
    assertTrue(messages.contains("kopi: the program exited with code 0"), messages.toString());
    assertEquals(0, seen.getAsJsonObject("state").get("exit_code").getAsInt());
    String output = String.join("\n", strings(seen.getAsJsonArray("output")));
    assertTrue(output.contains("area 42\narea 2\n44\n[the program exited with code 0]"), output);
    assertTrue(output.contains("> (list (* product 2) \"π😀\")\n⇒ (84 \"π😀\")"), output);
    assertEquals(List.of("4 KopiBreakpointCondition", "9 KopiBreakpoint"), strings(seen.getAsJsonArray("signs_after")),
        "the breakpoints stay, the current line goes");
    assertTrue(strings(seen.getAsJsonArray("windows")).containsAll(List.of("kopi://variables", "kopi://debug-output")),
        seen.toString());
  }

  @Test
  void aCommandThatCannotRunGivesOneClearMessage() {
    List<String> messages = strings(scenario("missing-java").getAsJsonArray("messages"));
    assertEquals(1, messages.size(), messages.toString());
    assertTrue(messages.get(0).startsWith("kopi: cannot start the language server: '/nonexistent/jdk/bin/java' is not"),
        messages.toString());
  }

  private static List<String> strings(JsonArray array) {
    List<String> out = new ArrayList<>();
    if (array != null) {
      array.forEach(element -> out.add(element.getAsString()));
    }
    return out;
  }

  private static String lua(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  private static String log() throws IOException {
    Path log = directory.resolve("nvim.log");
    return Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "(none)";
  }

  private static String findOnPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String entry : path.split(File.pathSeparator)) {
      Path candidate = Path.of(entry, name);
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return null;
  }
}
