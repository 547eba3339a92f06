package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kopi.cli.KopiProcess.Outcome;
import kopi.runtime.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run-time error is located in the source file its code came from, whatever that file's kind:
 * a {@code .kawa} program, a {@code .sld} library (the corpus has the library case too).
 */
class ErrorLocationTest {
  @TempDir
  Path temp;

  @Test
  void aKawaFileHasItsLines() throws Exception {
    Files.writeString(temp.resolve("crash.kawa"), "(display \"a\")\n(newline)\n(car (quote ()))\n");
    assertEquals(new Outcome(70, "a\n", "crash.kawa:3:1: car: expected pair, got ()\n"
        + "  at top-level (crash.kawa:3:1)\n"),
        new KopiProcess(temp).kopi("crash.kawa"));
  }

  @Test
  void aLibraryErrorAtTheReplIsInTheLibrary() throws Exception {
    Files.createDirectories(temp.resolve("util"));
    Files.writeString(temp.resolve("util/failing.sld"), "(define-library (util failing)\n  (export first-of)\n"
        + "  (import (scheme base))\n  (begin\n    (define (first-of x)\n      (car x))))\n");
    Outcome outcome = new KopiProcess(temp).run(KopiProcess.command(List.of(), "--library-path", temp.toString()),
        "(import (util failing))\n(first-of 5)\n", Map.of("KOPI_BACKTRACE", ""));
    assertEquals("failing.sld:6:7: car: expected pair, got 5\n"
        + "  at first-of (failing.sld:6:7)\n  at top-level (<repl>:2)\n", outcome.err());
  }

  @Test
  void schemeSourcesAreKnownByTheirEnding() {
    for (String name : new String[] {"a.scm", "lib.sld", "prog.kawa", "r6.sls"}) {
      assertTrue(Launcher.isSchemeSource(name), name);
    }
    for (String name : new String[] {"Pair.java", "x.kt", "<repl>"}) {
      assertFalse(Launcher.isSchemeSource(name), name);
    }
    assertFalse(Launcher.isSchemeSource(null));
  }
}
