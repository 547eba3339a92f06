package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a program ends, in a child JVM, both through {@code kopi FILE} and as a jar of
 * {@code kopi compile --jar}: a standard output closed by its reader
 * ({@code | head -1}) ends the program quietly with status 141, file ports the program never
 * closed keep their text at normal end and at {@code exit}, and an exit status outside 0..255 is 1.
 */
class ProgramEndTest {
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
  private static final String MANY_LINES = "(let loop ((i 0)) (when (< i 2000000) (display i) (newline) (loop (+ i 1))))\n";

  @TempDir
  Path temp;

  record Outcome(int status, String firstLine, String err) {}

  /** Runs {@code command}, reads one line of its output, closes the pipe, and waits for the end. */
  private Outcome runAndCloseAfterOneLine(List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).directory(temp.toFile()).start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
    StringBuilder line = new StringBuilder();
    try (InputStream out = process.getInputStream()) {
      for (int c = out.read(); c != -1 && c != '\n'; c = out.read()) {
        line.append((char) c);
      }
    }
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("did not end after its output was closed: " + command);
    }
    return new Outcome(process.exitValue(), line.toString(), err.get(30, TimeUnit.SECONDS));
  }

  private Outcome run(List<String> command) throws Exception {
    Process process = new ProcessBuilder(command).directory(temp.toFile()).start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
    String out = readAll(process.getInputStream());
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    return new Outcome(process.exitValue(), out, err.get(30, TimeUnit.SECONDS));
  }

  private static String readAll(InputStream in) {
    try (in) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      in.transferTo(bytes);
      return bytes.toString(StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private List<String> kopi(String... args) {
    List<String> command = new ArrayList<>(List.of(JAVA, "-cp", System.getProperty("java.class.path"), "kopi.cli.Cli"));
    command.addAll(List.of(args));
    return command;
  }

  /** Compiles {@code file} to a jar and returns the command that runs it. */
  private List<String> jar(String file) throws Exception {
    String jar = file.replace(".scm", ".jar");
    Outcome compiled = run(kopi("compile", "--jar", jar, file));
    assertEquals(0, compiled.status(), compiled.err());
    return List.of(JAVA, "-jar", jar);
  }

  @Test
  void aClosedStandardOutputEndsTheProgramQuietly() throws Exception {
    Files.writeString(temp.resolve("many.scm"), MANY_LINES);
    assertEquals(new Outcome(141, "0", ""), runAndCloseAfterOneLine(kopi("many.scm")));
    assertEquals(new Outcome(141, "0", ""), runAndCloseAfterOneLine(jar("many.scm")));
    assertEquals(new Outcome(141, "0", ""), runAndCloseAfterOneLine(kopi("-e", MANY_LINES)));
  }

  @Test
  void aClosedStandardOutputSkipsTheAfterThunksAsASignalWould() throws Exception {
    // The after thunk would write again; the program must still end at once, quietly.
    Files.writeString(temp.resolve("wind.scm"), "(dynamic-wind (lambda () #f) (lambda () " + MANY_LINES
        + ") (lambda () (let loop () (display \"after\") (newline) (loop))))\n");
    assertEquals(new Outcome(141, "0", ""), runAndCloseAfterOneLine(kopi("wind.scm")));
  }

  @Test
  void filePortsNeverClosedKeepTheirTextAtTheEndAndAtExit() throws Exception {
    Files.writeString(temp.resolve("files.scm"), """
        (define p (open-output-file "normal.txt"))
        (display "kept at the end" p)
        (newline p)
        """);
    Files.writeString(temp.resolve("exits.scm"), """
        (define p (open-output-file "exit.txt"))
        (write '(kept at exit) p)
        (define q (open-output-file "closed.txt"))
        (display "closed" q)
        (close-port q)
        (exit 3)
        """);
    for (boolean asJar : new boolean[] {false, true}) {
      Files.deleteIfExists(temp.resolve("normal.txt"));
      Files.deleteIfExists(temp.resolve("exit.txt"));
      Files.deleteIfExists(temp.resolve("closed.txt"));
      assertEquals(new Outcome(0, "", ""), run(asJar ? jar("files.scm") : kopi("files.scm")));
      assertEquals(new Outcome(3, "", ""), run(asJar ? jar("exits.scm") : kopi("exits.scm")));
      assertEquals("kept at the end\n", Files.readString(temp.resolve("normal.txt")));
      assertEquals("(kept at exit)", Files.readString(temp.resolve("exit.txt")));
      assertEquals("closed", Files.readString(temp.resolve("closed.txt")));
    }
  }

  @Test
  void anExitStatusOutsideTheByteIsAFailure() throws Exception {
    assertEquals(new Outcome(1, "", ""), run(kopi("-e", "(exit 256)")));
    assertEquals(new Outcome(1, "", ""), run(kopi("-e", "(exit -1)")));
    assertEquals(new Outcome(255, "", ""), run(kopi("-e", "(exit 255)")));
    Files.writeString(temp.resolve("exit256.scm"), "(display \"x\")\n(exit 256)\n");
    assertEquals(new Outcome(1, "x", ""), run(kopi("exit256.scm")));
    assertEquals(new Outcome(1, "x", ""), run(jar("exit256.scm")));
  }
}
