package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import kopi.cli.KopiProcess.Outcome;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A third-party jar, built here from Java source, on the class path of every command: {@code -cp},
 * {@code --classpath}, {@code --class-path} and the {@code CLASSPATH} variable, for a file run,
 * {@code -e}, the REPL and {@code compile --jar} (whose manifest names the jar).
 */
class ClassPathTest {
  private static final String PROGRAM = "(define g (demo.Greeter \"kopi\"))\n(display (g:hello))\n(newline)\n"
      + "(display (demo.Greeter:twice 21))\n(newline)\n";

  @TempDir
  Path temp;
  private KopiProcess kopi;

  @BeforeEach
  void buildTheJar() throws IOException {
    kopi = new KopiProcess(temp);
    Path source = temp.resolve("src/demo/Greeter.java");
    Files.createDirectories(source.getParent());
    Files.writeString(source, "package demo;\npublic class Greeter {\n  private final String name;\n"
        + "  public Greeter(String name) { this.name = name; }\n"
        + "  public String hello() { return \"hello, \" + name; }\n"
        + "  public static int twice(int x) { return 2 * x; }\n}\n");
    Path classes = temp.resolve("classes");
    int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(),
        source.toString());
    assertEquals(0, status, "javac");
    Files.createDirectories(temp.resolve("lib"));
    try (OutputStream file = Files.newOutputStream(temp.resolve("lib/greeter.jar"));
        JarOutputStream jar = new JarOutputStream(file)) {
      jar.putNextEntry(new JarEntry("demo/Greeter.class"));
      jar.write(Files.readAllBytes(classes.resolve("demo/Greeter.class")));
      jar.closeEntry();
    }
    Files.writeString(temp.resolve("use.scm"), PROGRAM);
  }

  @Test
  void aFileRunsWithTheJarInEverySpelling() throws Exception {
    Outcome expected = new Outcome(0, "hello, kopi\n42\n", "");
    assertEquals(expected, kopi.kopi("-cp", "lib/greeter.jar", "use.scm"));
    assertEquals(expected, kopi.kopi("--classpath=lib/greeter.jar", "use.scm"));
    assertEquals(expected, kopi.kopi("--class-path", "lib/greeter.jar", "use.scm"));
    assertEquals(expected,
        kopi.run(KopiProcess.command(List.of(), "use.scm"), "", Map.of("CLASSPATH", "lib/greeter.jar")));
  }

  @Test
  void withoutTheJarTheClassIsUnknownAtCompileTime() throws Exception {
    Outcome outcome = kopi.kopi("use.scm");
    assertEquals(65, outcome.status());
    assertTrue(outcome.err().contains("unknown class demo.Greeter"), outcome.err());
  }

  @Test
  void aMissingElementIsAWarning() throws Exception {
    Outcome outcome = kopi.kopi("-cp", "missing.jar" + java.io.File.pathSeparator + "lib/greeter.jar", "use.scm");
    assertEquals(
        new Outcome(0, "hello, kopi\n42\n", "kopi: warning - class path: no such file or directory: missing.jar\n"),
        outcome);
  }

  @Test
  void expressionsAndTheReplSeeTheJar() throws Exception {
    assertEquals(new Outcome(0, "10", ""),
        kopi.kopi("-cp", "lib/greeter.jar", "-e", "(display (demo.Greeter:twice 5))"));
    assertEquals(new Outcome(0, "#|kopi:1|# \"hello, repl\"\n#|kopi:2|# \n", ""),
        kopi.kopiWithInput("((demo.Greeter \"repl\"):hello)\n", "--classpath", "lib/greeter.jar"));
  }

  @Test
  void aCompiledJarNamesTheClassPathInItsManifest() throws Exception {
    assertEquals(new Outcome(0, "", ""),
        kopi.kopi("compile", "-cp", "lib/greeter.jar", "--jar", "out/use.jar", "use.scm"));
    try (JarFile jar = new JarFile(temp.resolve("out/use.jar").toFile())) {
      assertEquals("../lib/greeter.jar", jar.getManifest().getMainAttributes().getValue("Class-Path"));
    }
    assertEquals(new Outcome(0, "hello, kopi\n42\n", ""),
        kopi.run(List.of(KopiProcess.JAVA, "-jar", "out/use.jar"), "", Map.of()));
  }
}
