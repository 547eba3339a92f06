package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the Neovim plugin (editors/neovim/kopi.lua) in a headless Neovim against this module's
 * server: editors/neovim/test/headless.lua opens a file, waits for the diagnostics, evaluates
 * forms with {@code :KopiEval} and writes what it saw to a JSON report that is checked here. On CI
 * (the {@code CI} variable set) a missing {@code nvim} fails the test, since .ci/run installs it;
 * elsewhere it skips, saying so.
 */
class NeovimHeadlessTest {
  private static final String SOURCE = String.join("\n",
      "(define (square x) (* x x))",
      "(square 12)",
      "(list 'a (* 4 5))",
      "(car '()))",
      "");

  @Test
  void evaluatesFormsAndShowsDiagnosticsInNeovim(@TempDir Path directory) throws Exception {
    String nvim = findOnPath("nvim");
    if (nvim == null) {
      if (System.getenv("CI") != null) {
        fail("nvim is not on the PATH, and CI is set: .ci/run should have installed neovim (apt-get install neovim)");
      }
      Assumptions.abort("nvim is not on the PATH and CI is unset: skipping the headless Neovim test "
          + "(install neovim to run it; on CI it fails instead)");
    }
    Path plugin = Path.of("editors", "neovim", "kopi.lua").toAbsolutePath();
    Path script = Path.of("editors", "neovim", "test", "headless.lua").toAbsolutePath();
    assertTrue(Files.isRegularFile(plugin), "expected the plugin at " + plugin);

    Path project = Files.createDirectories(directory.resolve("project"));
    Path file = project.resolve("demo.kawa");
    Files.writeString(file, SOURCE);
    Path report = directory.resolve("report.json");
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    ProcessBuilder builder = new ProcessBuilder(List.of(nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n",
        "-c", "luafile " + script))
        .directory(project.toFile())
        .redirectErrorStream(true)
        .redirectOutput(directory.resolve("nvim.log").toFile());
    Map<String, String> environment = builder.environment();
    environment.put("KOPI_PLUGIN", plugin.toString());
    environment.put("KOPI_CMD", String.join("\t", java, "-cp", classPath, "kopi.server.Main", "lsp"));
    environment.put("KOPI_FILE", file.toString());
    environment.put("KOPI_REPORT", report.toString());
    // Neovim's own state (logs, shada) goes to the temporary directory, not the user's home.
    for (String variable : List.of("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME")) {
      environment.put(variable, directory.resolve(variable.toLowerCase()).toString());
    }
    Process process = builder.start();
    if (!process.waitFor(240, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("nvim did not finish within 240 s; its output: " + log(directory));
    }
    assertTrue(Files.exists(report), "nvim wrote no report (exit " + process.exitValue() + "); its output: "
        + log(directory));
    JsonObject seen = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
    assertEquals(0, process.exitValue(), "the script failed: " + seen.get("error") + "; report " + seen);

    assertEquals("kawa", seen.get("filetype").getAsString(), "*.kawa buffers get the kawa filetype");
    List<String> diagnostics = new ArrayList<>();
    for (JsonElement one : seen.getAsJsonArray("diagnostics")) {
      diagnostics.add(one.getAsJsonObject().get("line").getAsInt() + ": " + one.getAsJsonObject().get("message").getAsString());
    }
    assertTrue(diagnostics.contains("3: unexpected ')' with no matching opener"), "diagnostics: " + diagnostics);

    JsonArray results = seen.getAsJsonArray("results");
    List<String> texts = new ArrayList<>();
    for (JsonElement one : results) {
      texts.add(one.getAsJsonObject().get("line").getAsInt() + ": " + one.getAsJsonObject().get("text").getAsString());
    }
    // The definition has no value; the call's value follows its line; the selection (* 4 5) is
    // evaluated alone, not the whole (list 'a (* 4 5)).
    assertEquals(List.of("0: ✓", "1: ⇒ 144", "2: ⇒ 20"), texts);
  }

  private static String log(Path directory) throws IOException {
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
