package kopi.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import kopi.api.KopiCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runtime artifact is all a compiled program needs: a program compiled by Kopi runs, and Java
 * code uses a class it defines after {@code Launcher.load}, in a JVM whose class path is this
 * module's classes and the program's, without the compiler or any other jar.
 */
class RuntimeArtifactTest {
  @TempDir
  Path temp;

  private static final String GREETER = """
      (module-name demo.greeter)
      (define-simple-class Greeter ()
        (name ::String init-value: "world")
        ((greet) ::String (string-append "hello, " name)))
      (define (twice x) (* 2 x))
      (write (list (twice 21) (vector 1 "a" #\\b)))
      (newline)
      """;

  private static final String JAVA_MAIN = """
      public class UsesScheme {
        public static void main(String[] args) throws Exception {
          kopi.runtime.Launcher.load(Class.forName("demo.greeter"));
          System.out.println(new Greeter().greet());
          try {
            Class.forName("kopi.expand.Expander");
            System.out.println("the compiler is on the class path");
          } catch (ClassNotFoundException expected) {
            System.out.println("no compiler");
          }
        }
      }
      """;

  @Test
  void compiledProgramsRunOnTheRuntimeAlone() throws Exception {
    Path classes = temp.resolve("classes");
    new KopiCompiler().compile(GREETER, "greeter.scm", null).writeClasses(classes);
    String classPath = runtimeClasses() + File.pathSeparator + classes;
    assertEquals("(42 #(1 \"a\" #\\b))\n", java(classPath, "demo.greeter"));

    Path source = Files.writeString(temp.resolve("UsesScheme.java"), JAVA_MAIN);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertEquals(0, javac.run(null, null, null, "-cp", classPath, "-d", classes.toString(), source.toString()));
    assertEquals("(42 #(1 \"a\" #\\b))\nhello, world\nno compiler\n", java(classPath, "UsesScheme"));
  }

  /** This module's classes: kopi.runtime and kopi.syntax only. */
  private static Path runtimeClasses() throws Exception {
    Path location = Path.of(Launcher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assertTrue(location.endsWith(Path.of("runtime", "target", "classes")), "the runtime module's classes: " + location);
    return location;
  }

  private static String java(String classPath, String mainClass) throws Exception {
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classPath, mainClass).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(process.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, process.exitValue(), out);
    return out;
  }
}
