package kopi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import kopi.cli.KopiProcess.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Scheme backtrace the real command line prints after an uncaught error's
 * {@code FILE:LINE: MESSAGE} line ({@link kopi.runtime.Backtrace}), one shape each.
 */
class BacktraceProcessTest {
  /** The backtrace's default form, whatever the environment of the test run says. */
  private static final Map<String, String> PLAIN = Map.of("KOPI_BACKTRACE", "");

  @TempDir
  Path temp;

  private Outcome run(String... args) throws Exception {
    return new KopiProcess(temp).run(KopiProcess.command(List.of(), args), "", PLAIN);
  }

  @Test
  void anArityErrorThroughMapHasTheLineOfTheCallOfMap() throws Exception {
    Files.writeString(temp.resolve("e03f.scm"),
        "(define (add a b) (+ a b))\n(define (go lst)\n  (map add lst))\n(display \"hi\")\n(go '(1 2 3))\n");
    assertEquals(new Outcome(70, "hi\n", "e03f.scm:3: add: expected 2 arguments, got 1\n"
        + "  at go (e03f.scm:3)\n"
        + "  at top-level (e03f.scm:5:1)\n"), run("e03f.scm"));
  }

  /**
   * A large loop body runs as a procedure of its own (kopi.ir.LoopBodies); its frame shows as the
   * loop's, at the line of the failing call, and no frame shows for what the compiler made.
   */
  @Test
  void anErrorInALargeLoopBodyShowsTheLoopOnce() throws Exception {
    Files.writeString(temp.resolve("rows.scm"), "(define (sizes rows)\n"
        + "  (list (let loop ((rest rows))\n"
        + "          (if (pair? rest)\n"
        + "              (let ((row (car rest)))\n"
        + "                (cond ((null? row) (display 0))\n"
        + "                      ((symbol? row) (display (string-length (symbol->string row))))\n"
        + "                      ((string? row) (display (string-length row)))\n"
        + "                      ((vector? row) (display (vector-length row)))\n"
        + "                      ((char? row) (display (char->integer row)))\n"
        + "                      ((number? row) (display (if (exact? row) row (exact (round row)))))\n"
        + "                      (else (display (length row))))\n"
        + "                (loop (cdr rest)))))))\n"
        + "(sizes '(a \"bc\" (1 . 2)))\n");
    // What the loop with its body in place gave: one frame of the loop, at the failing line.
    assertEquals(new Outcome(70, "12\n", "rows.scm:11: length: expected proper list, got (1 . 2)\n"
        + "  at loop (rows.scm:11)\n"
        + "  at sizes (rows.scm:2)\n"
        + "  at top-level (rows.scm:13:1)\n"), run("rows.scm"));
  }

  @Test
  void namesOfLocalProceduresAndLambdasAreTheSchemeNames() throws Exception {
    Files.writeString(temp.resolve("names.scm"), "(define (list->vec* l)\n"
        + "  (let ((g (lambda (y) (vector-ref (vector) y))))\n"
        + "    (list (g l))))\n"
        + "(for-each (lambda (x) (list (list->vec* x))) '(5))\n");
    assertEquals(new Outcome(70, "", "names.scm:2: vector-ref: index 5 out of range for length 0\n"
        + "  at g (names.scm:2)\n"
        + "  at list->vec* (names.scm:3)\n"
        + "  at lambda (names.scm:4)\n"
        + "  at top-level (names.scm:4)\n"), run("names.scm"));
  }

  /**
   * Code of an included file keeps its own positions (laid out after the including file's text),
   * so the error and its frames are in the included file, at its line and column.
   */
  @Test
  void anIncludedProcedureFailsAtItsLineInTheIncludedFile() throws Exception {
    Files.createDirectories(temp.resolve("parts"));
    Files.writeString(temp.resolve("parts/part.scm"), ";; part\n(define (helper x)\n  (vector-ref (vector 1 2) x))\n");
    Files.writeString(temp.resolve("inc.scm"),
        "(include \"parts/part.scm\")\n(define (main)\n  (list (helper 3)))\n(main)\n");
    // Line 3 holds two calls, so no column is given.
    assertEquals(new Outcome(70, "", "parts/part.scm:3: vector-ref: index 3 out of range for length 2\n"
        + "  at helper (parts/part.scm:3)\n"
        + "  at main (inc.scm:3)\n"
        + "  at top-level (inc.scm:4:1)\n"), run("inc.scm"));
  }

  @Test
  void aLibraryFrameIsInTheLibraryFile() throws Exception {
    Files.createDirectories(temp.resolve("util"));
    Files.writeString(temp.resolve("util/failing.sld"), "(define-library (util failing)\n  (export first-of)\n"
        + "  (import (scheme base))\n  (begin\n    (define (first-of x)\n      (car x))))\n");
    Files.writeString(temp.resolve("uselib.scm"),
        "(import (scheme base) (util failing))\n(define (go y)\n  (list (first-of y)))\n(go 5)\n");
    assertEquals(new Outcome(70, "", "failing.sld:6:7: car: expected pair, got 5\n"
        + "  at first-of (failing.sld:6:7)\n"
        + "  at go (uselib.scm:3)\n"
        + "  at top-level (uselib.scm:4:1)\n"), run("uselib.scm"));
  }

  @Test
  void aKawaFileHasItsFramesAndLines() throws Exception {
    Files.writeString(temp.resolve("crash.kawa"), "(define (f x)\n  (car x))\n(display \"a\")\n(list (f '()))\n");
    assertEquals(new Outcome(70, "a\n", "crash.kawa:2:3: car: expected pair, got ()\n"
        + "  at f (crash.kawa:2:3)\n"
        + "  at top-level (crash.kawa:4)\n"), run("crash.kawa"));
  }

  /** With the JVM recording every frame, the whole recursion collapses and the outer frames follow. */
  @Test
  void aDeepRecursionCollapses() throws Exception {
    Files.writeString(temp.resolve("deep.scm"), "(define (loop n)\n  (if (= n 0)\n      (car '())\n"
        + "      (+ 1 (loop (- n 1)))))\n(define (start)\n  (list (loop 10000)))\n(start)\n");
    Outcome outcome = new KopiProcess(temp).run(
        KopiProcess.command(List.of("-XX:MaxJavaStackTraceDepth=100000"), "deep.scm"), "", PLAIN);
    assertEquals(new Outcome(70, "", "deep.scm:3:7: car: expected pair, got ()\n"
        + "  at loop (deep.scm:3:7)\n"
        + "  at loop (deep.scm:4)\n"
        + "  ... 9,999 more frames of loop\n"
        + "  at start (deep.scm:6)\n"
        + "  at top-level (deep.scm:7:1)\n"), outcome);
  }

  @Test
  void fullAddsTheJavaFramesAndTheReplPrintsTheBacktraceToo() throws Exception {
    Files.writeString(temp.resolve("crash.scm"), "(define (f x)\n  (car x))\n(list (f 1))\n");
    Outcome full = new KopiProcess(temp).run(KopiProcess.command(List.of(), "crash.scm"), "",
        Map.of("KOPI_BACKTRACE", "full"));
    assertEquals(70, full.status());
    assertTrue(full.err().startsWith("crash.scm:2:3: car: expected pair, got 1\n"
        + "  at f (crash.scm:2:3)\n"
        + "  at top-level (crash.scm:3)\n"
        + "  Java stack trace:\n"
        + "    kopi.runtime.SchemeError: car: expected pair, got 1\n"), full.err());
    assertTrue(full.err().contains("\tat kopi.runtime.Launcher."), full.err());

    Outcome repl = new KopiProcess(temp).run(KopiProcess.command(List.of()),
        "(define (f x)\n  (car x))\n(define (g y) (list (f y)))\n(g 1)\n(+ 1 2)\n", PLAIN);
    assertEquals("<repl>:2:3: car: expected pair, got 1\n"
        + "  at f (<repl>:2:3)\n"
        + "  at g (<repl>:3)\n"
        + "  at top-level (<repl>:4)\n", repl.err());
    assertEquals(0, repl.status());
  }
}
