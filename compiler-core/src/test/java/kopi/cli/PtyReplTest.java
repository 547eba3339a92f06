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

  @TempDir
  Path temp;

  private final StringBuffer screen = new StringBuffer();
  /** The REPL's process: once it has ended, nothing more comes to the screen. */
  private Process repl;

  /** The REPL under {@code script}, its screen copied into {@link #screen}. */
  private Process startRepl() throws IOException {
    assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "util-linux script is needed for a pseudo-terminal");
    String java = List.of(KopiProcess.JAVA, "-Duser.home=" + temp, "-cp", System.getProperty("java.class.path"),
        "kopi.cli.Cli").stream().map(PtyReplTest::quoted).reduce((a, b) -> a + " " + b).orElseThrow();
    Process process = new ProcessBuilder("/usr/bin/script", "-qfc", "stty cols 200 rows 50; exec " + java, "/dev/null")
        .directory(temp.toFile()).redirectErrorStream(true).start();
    Thread reader = new Thread(() -> copy(process.getInputStream()), "pty-reader");
    reader.setDaemon(true);
    reader.start();
    repl = process;
    return process;
  }

  @Test
  void tabCompletesSessionNamesBuiltinsAndJavaMembers() throws Exception {
    Process process = startRepl();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, "(define (sum-of-squares a b) (+ (* a a) (* b b)))\n");
      from = awaitScreen("#|kopi:2|# ", from);
      // A name of the session: the only one starting so, completed in place.
      type(keys, "(sum-of-sq\t");
      from = awaitScreen("sum-of-squares", from);
      type(keys, " 3 4)\n");
      from = awaitScreen("25\r\n", from);
      from = awaitScreen("#|kopi:3|# ", from);
      // A builtin, and a local (the parameter of the lambda being typed).
      type(keys, "((lambda (my-argument) (string-upc\t");
      from = awaitScreen("string-upcase", from);
      type(keys, " my-arg\t");
      from = awaitScreen("my-argument", from);
      type(keys, ")) \"ab\")\n");
      from = awaitScreen("\"AB\"\r\n", from);
      from = awaitScreen("#|kopi:4|# ", from);
      // A Java member after Class:.
      type(keys, "(java.lang.Math:flo\t");
      from = awaitScreen("java.lang.Math:floor", from);
      type(keys, " 2.5)\n");
      from = awaitScreen("2.0\r\n", from);
      awaitScreen("#|kopi:5|# ", from);
      type(keys, "\004");
      assertTrue(process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS), "Ctrl-D leaves:\n" + screen);
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void upRecallsAMultiLineFormAsOneEntry() throws Exception {
    Process process = startRepl();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, "(define (twice x)\n");
      from = awaitScreen("#|.....2|# ", from);
      type(keys, "  (* 2 x))\n");
      from = awaitScreen("#|kopi:3|# ", from);
      type(keys, "(twice 21)\n");
      from = awaitScreen("42\r\n", from);
      from = awaitScreen("#|kopi:4|# ", from);
      // Up twice (the terminal is in application-cursor mode, so Up sends ESC O A): past
      // (twice 21) to the whole definition, both of its lines (JLine redraws only what changed).
      type(keys, "\033OA");
      from = awaitScreen("(twice 21)", from);
      type(keys, "\033OA");
      from = awaitScreen("define (twice x", from);
      from = awaitScreen("(* 2 x))", from);
      type(keys, "\n");
      // The recalled form took two lines: the next prompt counts them.
      from = awaitScreen("#|kopi:6|# ", from);
      type(keys, "(twice 4)\n");
      from = awaitScreen("8\r\n", from);
      awaitScreen("#|kopi:7|# ", from);
      type(keys, "\004");
      assertTrue(process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS), "Ctrl-D leaves:\n" + screen);
      List<String> history = Files.readAllLines(temp.resolve(".kopi_history"));
      assertTrue(history.stream().anyMatch(entry -> entry.contains("(define (twice x)") && entry.contains("(* 2 x))")),
          "the definition is one history entry: " + history);
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void aBracketedPasteOfSeveralFormsRunsAsIfTyped() throws Exception {
    Process process = startRepl();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, "\033[200~(define a 1)\n(define (f)\n  (car a))\n(+ a 1)\n(f)\n\033[201~");
      // Each pasted line after its own prompt, the results in between, no Enter typed.
      from = awaitScreen("#|kopi:2|# (define (f)", from);
      from = awaitScreen("#|.....3|#   (car a))", from);
      from = awaitScreen("#|kopi:4|# (+ a 1)", from);
      from = awaitScreen("2\r\n", from);
      from = awaitScreen("#|kopi:5|# (f)", from);
      // The error is at the line the prompt numbered 3.
      from = awaitScreen("<repl>:3", from);
      from = awaitScreen("#|kopi:6|# ", from);
      assertTrue(!screen.toString().contains("\n> "), "no secondary prompt:\n" + screen);
      type(keys, "\004");
      assertTrue(process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS), "Ctrl-D leaves:\n" + screen);
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void commandsDescribeAproposResetAndQuit() throws Exception {
    Files.writeString(temp.resolve("lib.scm"), ";; Adds one.\n(define (add1 n ::int) ::int (+ n 1))\n");
    Process process = startRepl();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, ",help\n");
      from = awaitScreen(",apropos TEXT", from);
      from = awaitScreen("#|kopi:2|# ", from);
      type(keys, ",load lib.scm\n");
      from = awaitScreen("#|kopi:3|# ", from);
      type(keys, ",describe add1\n");
      from = awaitScreen("(add1 n ::int) ::int\r\nAdds one.\r\ndefined at lib.scm:2\r\n", from);
      from = awaitScreen("#|kopi:4|# ", from);
      type(keys, "(add1 41)\n");
      from = awaitScreen("42\r\n", from);
      from = awaitScreen("#|kopi:5|# ", from);
      type(keys, ",apropos dd1\n");
      from = awaitScreen("add1\r\n", from);
      from = awaitScreen("#|kopi:6|# ", from);
      type(keys, ",frobnicate\n");
      from = awaitScreen("Unknown command ,frobnicate. The commands:", from);
      from = awaitScreen("#|kopi:7|# ", from);
      type(keys, ",reset\n");
      from = awaitScreen("#|kopi:8|# ", from);
      type(keys, "(add1 1)\n");
      from = awaitScreen("unbound variable: add1", from);
      from = awaitScreen("#|kopi:9|# ", from);
      type(keys, ",quit\n");
      assertTrue(process.waitFor(DEADLINE_SECONDS, TimeUnit.SECONDS), ",quit leaves:\n" + screen);
      assertEquals(0, process.exitValue(), screen.toString());
    } finally {
      process.destroyForcibly();
    }
  }

  @Test
  void ctrlCStopsARunningOrWaitingFormKeepsTheSessionAndTwiceAtAnEmptyPromptLeaves() throws Exception {
    Process process = startRepl();
    try (OutputStream keys = process.getOutputStream()) {
      int from = awaitScreen("#|kopi:1|# ", 0);
      type(keys, "(define x 5)\n");
      from = awaitScreen("#|kopi:2|# ", from);
      type(keys,
          "(let loop ((i 0))\n  (if (= i 100000) (begin (display \"looping\") (newline) (flush-output-port))) (loop (+ i 1)))\n");
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
      boolean ended = repl != null && !repl.isAlive();
      int at = screen.indexOf(text, from);
      if (at >= 0) {
        return at + text.length();
      }
      if (ended) {
        break;
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
