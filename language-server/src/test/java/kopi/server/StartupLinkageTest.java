package kopi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code kopi -e '(display "hi")'}, issue 21's start-up measure, links no lambda: the first lambda
 * or method reference a JVM links (one of the compiler's, or one inside a JDK stream operation such
 * as {@code toList}) loads the lambda metafactory and spins classes, about 3 ms of a 48 ms start.
 * The compiler's own lambdas are turned into classes at build time ({@code LambdaClasses}); this
 * checks that nothing on the {@code -e} path reaches one of the JDK's.
 */
class StartupLinkageTest {

  @Test
  void evaluatingAnExpressionLinksNoLambda(@TempDir Path work) throws Exception {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path log = work.resolve("classes.log");
    Process process = new ProcessBuilder(List.of(java, "-Xshare:off", "-Xlog:class+load:file=" + log, "-cp", classPath,
        "kopi.server.Main", "-e", "(display \"hi\")"))
        .redirectErrorStream(true)
        .start();
    String output = new String(process.getInputStream().readAllBytes());
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "kopi -e did not finish");
    assertEquals("hi", output);
    List<String> lambdaClasses = Files.readAllLines(log).stream()
        .filter(line -> line.contains("java.lang.invoke.LambdaMetafactory") || line.contains("$$Lambda$"))
        .toList();
    assertEquals(List.of(), lambdaClasses, "classes kopi -e loaded to link a lambda");
  }
}
