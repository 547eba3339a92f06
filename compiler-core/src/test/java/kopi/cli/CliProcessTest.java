package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real {@code kopi} command line in a child JVM, over pipes, with the real compiler: what a
 * user sees on stdout and stderr and the exit status.
 */
class CliProcessTest {
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir
  Path temp;

  record Outcome(int status, String out, String err) {}

  private Outcome run(List<String> command, String input) throws IOException, InterruptedException {
    Path stdout = temp.resolve("stdout.txt");
    Path stderr = temp.resolve("stderr.txt");
    Path stdin = temp.resolve("stdin.txt");
    Files.writeString(stdin, input);
    Process process = new ProcessBuilder(command).directory(temp.toFile())
        .redirectInput(stdin.toFile()).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    return new Outcome(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
        Files.readString(stderr, StandardCharsets.UTF_8));
  }

  private Outcome kopiWithInput(String input, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(JAVA, "-cp", System.getProperty("java.class.path"), "kopi.cli.Cli"));
    command.addAll(List.of(args));
    return run(command, input);
  }

  private Outcome kopi(String... args) throws IOException, InterruptedException {
    return kopiWithInput("", args);
  }

  private Path source(String name, String text) throws IOException {
    Path file = temp.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @Test
  void runsAFileWithItsCommandLine() throws Exception {
    source("args.scm", "(write (command-line))\n(newline)\n(display (+ 40 2))\n");
    Outcome outcome = kopi("args.scm", "a", "b c");
    assertEquals(new Outcome(0, "(\"args.scm\" \"a\" \"b c\")\n42", ""), outcome);
  }

  @Test
  void consolePortsAreBinaryToo() throws Exception {
    // As in Kawa 3.1.1, read-u8 and write-u8 without a port use the console; bytes and characters
    // can be read in turns (Kawa's character reader reads ahead, so there peek-u8 gives #!eof).
    source("bytes.scm", """
        (write (read-u8)) (newline)
        (write (read-char)) (newline)
        (write (peek-u8)) (newline)
        (write (read-bytevector 3)) (newline)
        (write-u8 72) (write-bytevector (bytevector 105 10))
        (display "text") (write-u8 33) (newline)
        (write (list (binary-port? (current-input-port)) (binary-port? (current-output-port)) (read-u8)))
        """);
    assertEquals(new Outcome(0, "65\n#\\é\n66\n#u8(66 195 169)\nHi\ntext!\n(#t #t #!eof)", ""),
        kopiWithInput("AéBé", "bytes.scm"));
  }

  @Test
  void evaluatesExpressionsPrintingOnlyWhatTheyPrint() throws Exception {
    assertEquals(new Outcome(0, "hi3", ""),
        kopi("-e", "(define x 3)", "-e", "(display \"hi\")", "-e", "(display x)", "-e", "x"));
  }

  @Test
  void processValuesConvertToStringsWithE() throws Exception {
    // Kawa 3.1.1 fails to convert a process in a ::string definition given with -e.
    assertEquals(new Outcome(0, "(\"hi\\n\" \"let\\n\" 3 #u8(111 107))", ""),
        kopi("-e", "(define s ::string &`{echo hi})", "-e", "(define (n (x ::string)) (string-length x))",
            "-e",
            "(let ((t ::string &`{echo let}) (b ::bytevector &`{printf ok})) (write (list s t (n &`{echo ab}) b)))"));
  }

  @Test
  void pipedReplShowsPromptsAndResults() throws Exception {
    assertEquals(new Outcome(0, "#|kopi:1|# #|kopi:2|# 42\n#|kopi:3|# \n", ""),
        kopiWithInput("(define x 40)\n(+ x 2)\n"));
  }

  @Test
  void pipedReplPrintsWithWriteAndGoesOnAfterAnError() throws Exception {
    Outcome outcome = kopiWithInput("(define a 1) (+ a 1)\n\"s\" #\\a (values 1 'b)\n(car '())\n(list a\n 2)\n");
    assertEquals("#|kopi:1|# 2\n#|kopi:2|# \"s\"\n#\\a\n1\nb\n#|kopi:3|# #|kopi:4|# #|.....5|# (1 2)\n#|kopi:6|# \n",
        outcome.out());
    assertTrue(outcome.err().startsWith("<repl>:3"), outcome.err());
    assertTrue(outcome.err().contains("car: expected pair, got ()"), outcome.err());
    // One error, then its backtrace (indented).
    assertEquals(1, outcome.err().lines().filter(line -> !line.startsWith("  ")).count(), outcome.err());
    assertEquals(0, outcome.status());
  }

  @Test
  void aReplErrorInsideAnEarlierDefinitionPointsAtThatDefinitionsLine() throws Exception {
    Outcome outcome = kopiWithInput("(define (f y)\n  (car y))\n(f 1)\n");
    assertEquals("<repl>:2:3: car: expected pair, got 1\n  at f (<repl>:2:3)\n  at top-level (<repl>:3)\n",
        outcome.err());
  }

  @Test
  void exitPassesItsStatusThrough() throws Exception {
    assertEquals(3, kopiWithInput("(display 1)\n(exit 3)\n(display 2)\n").status());
    assertEquals(new Outcome(7, "x", ""), kopi("-e", "(display \"x\")", "-e", "(exit 7)"));
  }

  @Test
  void aCompileErrorExits65WithTheLocation() throws Exception {
    source("bad.scm", "(display 1)\n(display (+ 1 nowhere-defined))\n");
    Outcome outcome = kopi("bad.scm");
    assertEquals(65, outcome.status());
    assertEquals("", outcome.out());
    assertTrue(outcome.err().startsWith("bad.scm:2:15: error - "), outcome.err());
    assertTrue(outcome.err().contains("nowhere-defined"), outcome.err());
  }

  @Test
  void aRuntimeErrorExits70WithTheLocation() throws Exception {
    source("crash.scm", "(display \"before\")\n(newline)\n(car '())\n(display \"after\")\n");
    Outcome outcome = kopi("crash.scm");
    assertEquals(70, outcome.status());
    assertEquals("before\n", outcome.out());
    assertTrue(outcome.err().startsWith("crash.scm:3"), outcome.err());
    assertTrue(outcome.err().contains("car: expected pair, got ()"), outcome.err());
  }

  @Test
  void aRuntimeErrorAfterUnfinishedOutputEndsThatLineFirst() throws Exception {
    // Not `partial outputorder.scm:2:1: car: ...` on a terminal: the output's last line is ended.
    source("outputorder.scm", "(display \"partial output\")\n(car '())\n");
    Outcome outcome = kopi("outputorder.scm");
    assertEquals(70, outcome.status());
    assertEquals("partial output\n", outcome.out());
    assertTrue(outcome.err().startsWith("outputorder.scm:2:1: car: expected pair, got ()"), outcome.err());
    Outcome evaluated = kopi("-e", "(display \"p\")", "-e", "(car '())");
    assertEquals(70, evaluated.status());
    assertEquals("p\n", evaluated.out());
  }

  @Test
  void usageErrorsExit64() throws Exception {
    Outcome outcome = kopi("--bogus");
    assertEquals(64, outcome.status());
    assertEquals("kopi: unknown option --bogus\ntry kopi --help\n", outcome.err());
  }

  @Test
  void aCompiledJarRunsWithoutTheCompiler() throws Exception {
    source("hello.scm", "(define (greet who) (string-append \"hello, \" who))\n"
        + "(display (greet (cadr (command-line))))\n(newline)\n");
    Outcome compiled = kopi("compile", "--jar", "hello.jar", "hello.scm");
    assertEquals(new Outcome(0, "", ""), compiled);
    try (JarFile jar = new JarFile(temp.resolve("hello.jar").toFile())) {
      assertTrue(jar.stream().noneMatch(entry -> entry.getName().startsWith("kopi/expand/")
          || entry.getName().startsWith("kopi/codegen/") || entry.getName().startsWith("org/objectweb/")));
    }
    assertEquals(new Outcome(0, "hello, world\n", ""), run(List.of(JAVA, "-jar", "hello.jar", "world"), ""));
  }

  @Test
  void compileWritesClassFilesThatRunOnTheRuntimeClassPath() throws Exception {
    source("two.scm", "(display (* 6 7))\n");
    assertEquals(new Outcome(0, "", ""), kopi("compile", "-d", "classes", "two.scm"));
    try (var files = Files.walk(temp.resolve("classes"))) {
      assertTrue(files.anyMatch(file -> file.toString().endsWith(".class")));
    }
  }

  @Test
  void aLibraryFileCompilesToALibraryJarAndRunsNothing() throws Exception {
    source("pkg/util.sld", "(define-library (pkg util) (export twice) (import (scheme base) (scheme write))\n"
        + "  (begin (define (twice x) (* 2 x)) (display \"loaded\")))\n");
    source("main.scm", "(import (scheme write) (pkg util))\n(display (twice 21))\n");
    // As in Kawa: running a file of libraries alone defines them and runs nothing.
    assertEquals(new Outcome(0, "", ""), kopi("pkg/util.sld"));
    assertEquals(new Outcome(0, "", ""), kopi("compile", "--jar", "util.jar", "pkg/util.sld"));
    try (JarFile jar = new JarFile(temp.resolve("util.jar").toFile())) {
      assertEquals(null, jar.getManifest().getMainAttributes().getValue("Main-Class"));
      assertTrue(jar.getEntry("kopi/lib/pkg/util.class") != null);
    }
    // The library again as the program's import: one copy of its classes, and the program is the main class.
    assertEquals(new Outcome(0, "", ""), kopi("compile", "--jar", "app.jar", "pkg/util.sld", "main.scm"));
    assertEquals(new Outcome(0, "loaded42", ""), run(List.of(JAVA, "-jar", "app.jar"), ""));
  }
}
