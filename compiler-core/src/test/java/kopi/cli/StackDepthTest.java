package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kopi.cli.KopiProcess.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Non-tail recursion a million calls deep works in all the ways of running code (as in Chez and
 * Guile; Kawa 3.1.1 overflows its stack), and a recursion that never ends is a Scheme error with a
 * location, exit status 70, never a JVM stack trace.
 */
class StackDepthTest {
  private static final String DEFINE = "(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1)))))";
  private static final String NEVER_ENDS = "(define (g n) (+ 1 (g n)))";

  @TempDir
  Path temp;

  @Test
  void aMillionDeepRunsFromAFileAJarMinusEAndTheRepl() throws Exception {
    KopiProcess kopi = new KopiProcess(temp);
    Files.writeString(temp.resolve("deep.scm"), DEFINE + "\n(display (f 1000000))\n");
    assertEquals(new Outcome(0, "1000000", ""), kopi.kopi("deep.scm"));
    assertEquals(new Outcome(0, "", ""), kopi.kopi("compile", "--jar", "deep.jar", "deep.scm"));
    assertEquals(new Outcome(0, "1000000", ""),
        kopi.run(List.of(KopiProcess.JAVA, "-jar", "deep.jar"), "", Map.of()));
    assertEquals(new Outcome(0, "1000000", ""), kopi.kopi("-e", DEFINE, "-e", "(display (f 1000000))"));
    assertEquals(new Outcome(0, "#|kopi:1|# #|kopi:2|# 1000000\n#|kopi:3|# \n", ""),
        kopi.kopiWithInput(DEFINE + "\n(f 1000000)\n"));
  }

  /** A small stack ({@code -Dkopi.stack}) makes the overflow come quickly. */
  @Test
  void anEndlessRecursionIsAStackOverflowErrorWithALocation() throws Exception {
    KopiProcess kopi = new KopiProcess(temp);
    Files.writeString(temp.resolve("endless.scm"), NEVER_ENDS + "\n(display \"start\")\n(g 1)\n");
    Outcome file = kopi.run(KopiProcess.command(List.of("-Dkopi.stack=8m"), "endless.scm"), "", Map.of());
    assertEquals(70, file.status());
    assertEquals("start\n", file.out());  // the error starts its own line
    // The backtrace collapses the recursion; the JVM recorded only the innermost frames.
    assertTrue(
        file.err().startsWith("endless.scm:1: stack overflow (recursion too deep)\n  at g (endless.scm:1)\n  ... "),
        file.err());
    assertTrue(file.err().contains(" more frames of g\n  ... older frames were not recorded"), file.err());

    Outcome repl = kopi.run(KopiProcess.command(List.of("-Dkopi.stack=8m")), NEVER_ENDS + "\n(g 1)\n(+ 1 2)\n",
        Map.of());
    assertTrue(repl.err().startsWith("<repl>:1: stack overflow (recursion too deep)\n  at g (<repl>:1)\n  ... "),
        repl.err());
    assertEquals("#|kopi:1|# #|kopi:2|# #|kopi:3|# 3\n#|kopi:4|# \n", repl.out());
    assertEquals(0, repl.status());

    Outcome evaluated = kopi.run(KopiProcess.command(List.of("-Dkopi.stack=8m"), "-e", NEVER_ENDS, "-e", "(g 1)"), "",
        Map.of());
    assertEquals(70, evaluated.status());
    assertFalse(evaluated.err().contains("\tat "), evaluated.err());
  }
}
