package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kopi compile --jar} of a program that defines classes: the jar holds each class under the
 * name the program gave it, and runs on the JVM alone, with the JDK calling into the Scheme class.
 */
class ClassJarTest {
  private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir
  Path temp;

  private String run(List<String> command) throws Exception {
    Path out = temp.resolve("out.txt");
    Process process = new ProcessBuilder(command).directory(temp.toFile()).redirectErrorStream(true)
        .redirectOutput(out.toFile()).start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("timed out: " + command);
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), text);
    return text;
  }

  @Test
  void aJarCarriesTheClassesItsProgramDefines() throws Exception {
    Files.writeString(temp.resolve("sorter.scm"), """
        (define-simple-class ByLength (java.util.Comparator)
          ((compare a b) (- (string-length a) (string-length b))))
        (define words (java.util.ArrayList "ccc" "a" "bb"))
        (java.util.Collections:sort words (ByLength))
        (display words)
        """);
    run(List.of(JAVA, "-cp", System.getProperty("java.class.path"), "kopi.cli.Cli", "compile", "--jar", "sorter.jar",
        "sorter.scm"));
    try (JarFile jar = new JarFile(temp.resolve("sorter.jar").toFile())) {
      assertNotNull(jar.getEntry("ByLength.class"));
    }
    assertEquals("#(a bb ccc)", run(List.of(JAVA, "-jar", "sorter.jar")));  // as Kawa 3.1.1 displays a java.util.List
  }
}
