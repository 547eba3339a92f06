package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line over a fake compiler: dispatch, output streams, diagnostics and exit statuses. */
class CliTest {
  private final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
  private final PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8);
  private final StreamConsole console = new StreamConsole(out);
  private final FakeBackend backend = new FakeBackend();
  private int backendsCreated;

  @TempDir
  Path temp;

  /**
   * Compiles a file by its content: a line {@code bad} is a compile error on that line, a line
   * {@code crash} a runtime error there; the program "runs" by printing its arguments.
   */
  private final class FakeBackend implements Backend {
    final List<List<String>> runs = new ArrayList<>();
    List<Path> sessionLibraryPath;

    @Override
    public Evaluator newSession(List<Path> libraryPath, List<String> commandLine) {
      sessionLibraryPath = libraryPath;
      return new FakeEvaluator(console);
    }

    @Override
    public Console console() {
      return console;
    }

    @Override
    public Program compile(Path file, List<Path> libraryPath) throws IOException {
      if (!Files.exists(file)) {
        throw new NoSuchFileException(file.toString());
      }
      String text = Files.readString(file);
      List<Diagnostic> diagnostics = new ArrayList<>();
      int bad = text.indexOf("bad");
      if (bad >= 0) {
        diagnostics.add(Diagnostic.error(Phase.ANALYZE, "test.bad", bad, bad + 3, "unbound variable bad"));
      }
      String name = "app." + file.getFileName().toString().replace(".scm", "");
      return new Program(name, Map.of(name, text.getBytes(StandardCharsets.UTF_8)), diagnostics, text);
    }

    @Override
    public int run(Program program, List<String> arguments, PrintStream errors) {
      runs.add(arguments);
      console.print(String.join(" ", arguments));
      String text = program.sourceText();
      int crash = text.indexOf("crash");
      if (crash < 0) {
        return 0;
      }
      int line = (int) text.substring(0, crash).chars().filter(c -> c == '\n').count() + 1;
      errors.println(new Failure("car: expected pair, got ()", "prog.scm", line, 0).format());
      return ExitCodes.RUNTIME_ERROR;
    }
  }

  private int kopi(String... args) {
    return kopiWithInput("", args);
  }

  private int kopiWithInput(String input, String... args) {
    Cli cli = new Cli(() -> {
      backendsCreated++;
      return backend;
    }, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out, err, false);
    return cli.execute(args);
  }

  private String out() {
    return outBytes.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return errBytes.toString(StandardCharsets.UTF_8);
  }

  private Path source(String name, String text) throws IOException {
    Path file = temp.resolve(name);
    Files.writeString(file, text);
    return file;
  }

  @Test
  void helpAndVersionNeverLoadTheCompiler() {
    assertEquals(0, kopi("--help"));
    assertTrue(out().startsWith("usage:\n"));
    assertEquals(0, kopi("--version"));
    assertTrue(out().endsWith("kopi " + Cli.VERSION + "\n"));
    assertEquals(0, backendsCreated);
  }

  @Test
  void aUsageErrorExits64WithAHint() {
    assertEquals(ExitCodes.USAGE, kopi("--frobnicate"));
    assertEquals("kopi: unknown option --frobnicate\ntry kopi --help\n", err());
    assertEquals(0, backendsCreated);
  }

  @Test
  void expressionsPrintOnlyWhatTheyPrint() {
    assertEquals(0, kopi("-e", "(display \"hi\")", "-e", "(+ 1 2)", "-e", "(display \"!\")"));
    assertEquals("hi!", out());
    assertEquals("", err());
  }

  @Test
  void anExpressionThatDoesNotCompileStopsWith65() {
    assertEquals(ExitCodes.COMPILE_ERROR, kopi("-e", "(display \"a\")", "-e", "(oops 1)", "-e", "(display \"b\")"));
    // The output's unfinished line is ended before the messages, so they are not glued to it.
    assertEquals("a\n", out());
    assertEquals("<string>:1:2: warning - a warning first\n<string>:1:2: error - unknown form oops\n", err());
  }

  @Test
  void anExpressionThatFailsStopsWith70() {
    assertEquals(ExitCodes.RUNTIME_ERROR, kopi("-e", "(fail)", "-e", "(display \"b\")"));
    assertEquals("", out());
    assertEquals("<string>:1:2: car: expected pair, got 1\n", err());
  }

  @Test
  void aFileRunsWithItsCommandLine() throws IOException {
    Path file = source("prog.scm", "(display (command-line))\n");
    assertEquals(0, kopi("--library-path", "lib", file.toString(), "a", "-e"));
    assertEquals(List.of(List.of("a", "-e")), backend.runs);
    assertEquals("a -e", out());
  }

  @Test
  void aFileWithACompileErrorDoesNotRunAndExits65() throws IOException {
    Path file = source("prog.scm", "(define x 1)\n  (car bad)\n");
    assertEquals(ExitCodes.COMPILE_ERROR, kopi(file.toString()));
    assertEquals(file + ":2:8: error - unbound variable bad\n", err());
    assertEquals(List.of(), backend.runs);
  }

  @Test
  void aRuntimeErrorExits70WithItsLocation() throws IOException {
    Path file = source("prog.scm", "(display 1)\n(crash)\n");
    assertEquals(ExitCodes.RUNTIME_ERROR, kopi(file.toString()));
    assertEquals("prog.scm:2: car: expected pair, got ()\n", err());
  }

  @Test
  void aMissingFileExits66() {
    assertEquals(ExitCodes.NO_INPUT, kopi("nowhere.scm"));
    assertEquals("kopi: cannot read nowhere.scm: no such file\n", err());
  }

  @Test
  void theReplReadsAPipe() {
    assertEquals(0, kopiWithInput("(define x 40)\n(+ x 2)\n", "--library-path", "lib"));
    assertEquals("#|kopi:1|# #|kopi:2|# 42\n#|kopi:3|# \n", out());
    assertEquals(List.of(Path.of("lib")), backend.sessionLibraryPath);
  }

  @Test
  void compileWritesClassFilesUnderTheirPackages() throws IOException {
    Path file = source("hello.scm", "(display 1)\n");
    Path classes = temp.resolve("classes");
    assertEquals(0, kopi("compile", "-d", classes.toString(), file.toString()));
    assertArrayEquals("(display 1)\n".getBytes(StandardCharsets.UTF_8),
        Files.readAllBytes(classes.resolve("app/hello.class")));
  }

  @Test
  void compileWritesARunnableJarWithTheLastFileAsMainUnlessToldOtherwise() throws IOException {
    Path library = source("lib.scm", "(define x 1)\n");
    Path program = source("main.scm", "(display x)\n");
    Path jar = temp.resolve("out/app.jar");
    assertEquals(0, kopi("compile", "--jar", jar.toString(), library.toString(), program.toString()));
    try (JarFile file = new JarFile(jar.toFile())) {
      assertEquals("app.main", file.getManifest().getMainAttributes().getValue("Main-Class"));
      assertTrue(file.getEntry("app/lib.class") != null);
      assertTrue(file.getEntry("kopi/syntax/Diagnostic.class") != null);
      assertTrue(file.getEntry("kopi/cli/Cli.class") == null);
    }
    assertFalse(Files.exists(temp.resolve("app")), "no class files without -d");

    Path other = temp.resolve("other.jar");
    assertEquals(0, kopi("compile", "--jar", other.toString(), "--main", "app.lib", library.toString(),
        program.toString()));
    try (JarFile file = new JarFile(other.toFile())) {
      assertEquals("app.lib", file.getManifest().getMainAttributes().getValue("Main-Class"));
    }
  }

  @Test
  void compileReportsEveryFileBeforeFailing() throws IOException {
    Path first = source("one.scm", "bad\n");
    Path second = source("two.scm", "(x bad)\n");
    Path jar = temp.resolve("never.jar");
    assertEquals(ExitCodes.COMPILE_ERROR, kopi("compile", "--jar", jar.toString(), first.toString(),
        second.toString()));
    assertEquals(first + ":1:1: error - unbound variable bad\n" + second + ":1:4: error - unbound variable bad\n",
        err());
    assertFalse(Files.exists(jar));
  }

  @Test
  void compileRefusesAMainClassItDidNotCompile() throws IOException {
    Path program = source("main.scm", "1\n");
    assertEquals(ExitCodes.USAGE, kopi("compile", "--jar", temp.resolve("x.jar").toString(), "--main", "app.Nope",
        program.toString()));
    assertEquals("kopi: --main: expected one of the compiled classes, got app.Nope\n", err());
  }
}
