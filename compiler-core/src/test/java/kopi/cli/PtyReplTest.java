package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The REPL on a real pseudo-terminal (util-linux {@code script} runs it on one; what the test writes
 * is what a user types, so {@code \003} is Ctrl-C and the terminal sends SIGINT during an
 * evaluation), with JLine reading the lines.
 */
class PtyReplTest {
  private static final long DEADLINE_SECONDS = 90;

  @TempDir Path temp;

  private final StringBuffer screen = new StringBuffer();

  @Test
  void ctrlCStopsARunningOrWaitingFormKeepsTheSessionAndTwiceAtAnEmptyPromptLeaves() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "util-linux script is needed for a pseudo-terminal");
    String java = List.of(KopiProcess.JAVA, "-Duser.home=" + temp, "-cp", System.getProperty("java.class.path"),
        "kopi.cli.Cli").stream().map(PtyReplTest::quoted).reduce((a, b) -> a + " " + b).orElseThrow();
    Process process = new ProcessBuilder("/usr/bin/script", "-qfc", "stty cols 200 rows 50; exec " + java, "/dev/null")
        .directory(temp.toFile()).redirectErrorStream(true).start();
    Thread reader = new Thread(() -> copy(process.getInputStream()), "pty-reader");
    reader.setDaemon(true);
    reader.start();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, "(define x 5)\n");
      from = awaitScreen("#|kopi:2|# ", from);
      type(keys, "(let loop ((i 0))\n  (if (= i 100000) (begin (display \"looping\") (newline) (flush-output-port))) (loop (+ i 1)))\n");
      // The program's own line, not the echo of what was typed (which has the quotes).
      from = awaitScreen("looping\r\n", from);
      type(keys, "\003");
      int stopped = awaitScreen("interrupted", from);
      String report = screen.substring(from, stopped + "interrupted".length());
      assertTrue(report.contains("<repl>:3"), "the interrupt is reported at the loop's line: " + report);
      from = awaitScreen("#|kopi:4|# ", stopped);
      type(keys, "x\n");
      from = awaitScreen("5\r\n", from);
      from = awaitScreen("#|kopi:5|# ", from);
      // A form waiting (sleep) is woken by the interrupt; the forms after it in the input do not run.
      type(keys, "(begin (display \"sleeping\") (newline) (flush-output-port) (sleep 60)) (define x 6)\n");
      from = awaitScreen("sleeping\r\n", from);
      type(keys, "\003");
      from = awaitScreen("interrupted", from);
      from = awaitScreen("#|kopi:6|# ", from);
      type(keys, "x\n");
      from = awaitScreen("5\r\n", from);
      from = awaitScreen("#|kopi:7|# ", from);
      type(keys, "\003");
      from = awaitScreen(Repl.LEAVE_HINT, from);
      type(keys, "\003");
      assertTrue(process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS), "a second Ctrl-C leaves:\n" + screen);
      assertEquals(0, process.exitValue(), screen.toString());
    } finally {
      process.destroyForcibly();
    }
  }

  private static String quoted(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }

  private static void type(OutputStream keys, String text) throws IOException {
    keys.write(text.getBytes(StandardCharsets.UTF_8));
    keys.flush();
  }

  /** Waits for {@code text} on the screen at or after {@code from}; returns where it starts. */
  private int awaitScreen(String text, int from) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(DEADLINE_SECONDS);
    while (System.nanoTime() < deadline) {
      int at = screen.indexOf(text, from);
      if (at >= 0) {
        return at + text.length();
      }
      Thread.sleep(20);
    }
    throw new AssertionError("expected " + text.replace("\003", "^C") + " on the screen after position " + from
        + ", got:\n" + screen);
  }

  private void copy(InputStream in) {
    byte[] buffer = new byte[4096];
    try {
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        screen.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      // The process ended.
    }
  }
}
