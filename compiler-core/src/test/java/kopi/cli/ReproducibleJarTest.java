package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kopi compile} writes the same classes for the same program whatever the JVM that runs it:
 * the order of a module's methods and which closures share a group class follow the source, not
 * identity hash codes, which another JVM (other flags, another number of threads) computes
 * differently. Before the plan kept its functions in order, these two compiles differed.
 */
class ReproducibleJarTest {
  /** Closures without captured variables (grouped) and with them, loops and local procedures. */
  private static final String PROGRAM = """
      (define (make-adder n) (lambda (x) (+ x n)))
      (define handlers (list (lambda (x) (* x 2)) (lambda (x) (- x 1)) (lambda (x) (list x))))
      (define (sum-to n) (let loop ((i 0) (total 0)) (if (> i n) total (loop (+ i 1) (+ total i)))))
      (define (walk tree)
        (define (leaf? t) (not (pair? t)))
        (if (leaf? tree) 1 (+ (walk (car tree)) (walk (cdr tree)))))
      (display (list ((make-adder 1) 2) (map (lambda (h) (h 5)) handlers) (sum-to 10)
                     (walk '((1 2) (3 (4 5))))))
      (newline)
      """;

  @TempDir
  Path directory;

  @Test
  void twoJvmsWithOtherIdentityHashesWriteTheSameClasses() throws IOException, InterruptedException {
    Path source = directory.resolve("same.scm");
    Files.writeString(source, PROGRAM);
    KopiProcess process = new KopiProcess(directory);
    Map<String, byte[]> first = compile(process, List.of(), "first.jar");
    // hashCode=3 numbers identity hash codes in sequence instead of the default random ones.
    Map<String, byte[]> second = compile(process,
        List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=3"), "second.jar");
    assertFalse(first.isEmpty());
    assertEquals(first.keySet(), second.keySet());
    first.forEach((name, bytes) -> assertArrayEquals(bytes, second.get(name), name));
  }

  /** The program's own classes in the jar {@code kopi compile} writes under {@code jvmOptions}. */
  private Map<String, byte[]> compile(KopiProcess process, List<String> jvmOptions, String jar)
      throws IOException, InterruptedException {
    KopiProcess.Outcome outcome = process.run(
        KopiProcess.command(jvmOptions, "compile", "--jar", jar, "same.scm"), "", Map.of());
    assertEquals(0, outcome.status(), outcome.err());
    Map<String, byte[]> classes = new TreeMap<>();
    try (JarInputStream in = new JarInputStream(Files.newInputStream(directory.resolve(jar)))) {
      for (JarEntry entry = in.getNextJarEntry(); entry != null; entry = in.getNextJarEntry()) {
        if (entry.getName().startsWith("kopi/user/")) {
          classes.put(entry.getName(), in.readAllBytes());
        }
      }
    }
    return classes;
  }
}
