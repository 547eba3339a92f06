package kopi.server;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;

/**
 * Latency of the edit loop, as a user sees it: on a generated 5,000-line file, the time from a
 * one-character {@code didChange} sent by the client to the {@code publishDiagnostics} for that
 * version received by the client, over JSON-RPC through pipes. Reports p50 and p95 over 100 edits:
 * for the first publication (the reader's diagnostics, which no longer wait for the debounce; with
 * a 50 ms debounce and with none), and for the full set after expansion, reusing the
 * unchanged forms of the previous analysis or expanding the whole file, alternating in one server.
 *
 * <p>Run: {@code mvn -q -B -o -pl language-server -am test-compile} then
 * {@code java -cp <test classpath> kopi.server.DiagnosticsLatencyBenchmark} (add {@code full} for
 * the full diagnostics of body edits only; {@code imports} for what imported libraries cost,
 * {@link #imports}). {@code scaling LINES EDITS} measures one file of that
 * many lines with the server's defaults and prints one line for the benchmark harness
 * (test-fixtures/bench/harness.py, its scaling section). {@code analysis LINES ROUNDS} times the
 * editor's whole-file analysis of such a file without the server (for profiling).
 */
public final class DiagnosticsLatencyBenchmark {
  private DiagnosticsLatencyBenchmark() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 1 && args[0].equals("imports")) {
      imports();
      System.exit(0);
    }
    if (args.length == 3 && args[0].equals("scaling")) {
      scaling(Integer.parseInt(args[1]), Integer.parseInt(args[2]));
      System.exit(0);
    }
    if (args.length == 3 && args[0].equals("analysis")) {
      analysis(Integer.parseInt(args[1]), Integer.parseInt(args[2]));
      System.exit(0);
    }
    String text = generate(5000);
    System.out.printf("file: %d lines, %d characters%n", text.split("\n", -1).length - 1, text.length());
    // "full" measures only the full diagnostics of body edits: the goal, in a shorter run.
    boolean fullOnly = args.length > 0 && args[0].equals("full");
    if (!fullOnly) {
      for (Duration delay : List.of(Duration.ofMillis(50), Duration.ZERO)) {
        measure(text, delay);
      }
    }
    measureFull(text, true);
    if (!fullOnly) {
      measureFull(text, false);
    }
    // LSP4J's listener threads are not daemons and would keep the JVM alive for a minute.
    System.exit(0);
  }

  private static void measure(String text, Duration delay) throws Exception {
    try (InProcessServer connection = new InProcessServer(Handlers.standard(), delay)) {
      connection.initialize();
      connection.open(text);
      connection.client.diagnosticsFor(1);
      Random random = new Random(42);
      int version = 1;
      int lineCount = 5000;
      // Warm up the JIT, then measure.
      for (int round = 0; round < 2; round++) {
        List<Long> micros = new ArrayList<>();
        int edits = 100;
        for (int i = 0; i < edits; i++) {
          version++;
          int line = random.nextInt(lineCount);
          // Insert a character into the name on a line (column 9 is inside `(define (name`),
          // then remove it on the next edit, so the text stays the same size.
          boolean insert = version % 2 == 0;
          Range range = insert ? new Range(new Position(line, 9), new Position(line, 9))
              : new Range(new Position(previousLine, 9), new Position(previousLine, 10));
          if (insert) {
            previousLine = line;
          }
          long start = System.nanoTime();
          connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
              new VersionedTextDocumentIdentifier(InProcessServer.URI, version),
              List.of(new TextDocumentContentChangeEvent(range, insert ? "(" : ""))));
          connection.client.diagnosticsFor(version);
          micros.add((System.nanoTime() - start) / 1000);
        }
        if (round == 1) {
          Collections.sort(micros);
          System.out.printf(
              "first publication (reader diagnostics), debounce %3d ms: p50 %6.2f ms, p95 %6.2f ms, max %6.2f ms over %d edits%n",
              delay.toMillis(), micros.get(micros.size() / 2) / 1000.0,
              micros.get((int) (micros.size() * 0.95)) / 1000.0, micros.get(micros.size() - 1) / 1000.0,
              micros.size());
        }
      }
    }
  }

  private static int previousLine;

  /**
   * The time from an edit to the second publication of its version, the one with the expansion's
   * diagnostics, one edit at a time (each waits for the previous one's), over 100 edits at random
   * lines: with the per-form reuse of the previous analysis ({@code kopi.ide.FormCache}) and without
   * it (a whole-file expansion), alternating edit by edit in the same server so that both see the
   * same load. {@code body} edits type a digit inside a procedure's body and delete it again; the
   * others type into a procedure's name, which changes what the file defines, so that nothing can
   * be reused.
   */
  private static void measureFull(String text, boolean body) throws Exception {
    try (InProcessServer connection = new InProcessServer(Handlers.standard(),
        KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY)) {
      connection.initialize();
      connection.open(text);
      connection.client.diagnosticsFor(1);
      connection.client.diagnosticsFor(1);
      Random random = new Random(7);
      List<Long> reused = new ArrayList<>();
      List<Long> whole = new ArrayList<>();
      int column = body ? 20 : 9;
      int line = 0;
      for (int version = 2; version < 2 + 20 + 2 * 100; version++) {
        boolean insert = version % 2 == 0;
        if (insert) {
          // A procedure's first line is a multiple of 5; its let line comes next.
          line = random.nextInt(999) * 5 + (body ? 1 : 0);
        }
        // Each pair of edits (insert, delete) runs in one mode; the modes alternate pair by pair.
        boolean cache = (version / 2) % 2 == 0;
        System.setProperty("kopi.ide.noFormCache", String.valueOf(!cache));
        long start = System.nanoTime();
        typeOrDelete(connection, version, line, column, insert);
        connection.client.diagnosticsFor(version);
        connection.client.diagnosticsFor(version);
        if (version >= 22) {
          (cache ? reused : whole).add((System.nanoTime() - start) / 1000);
        }
      }
      System.clearProperty("kopi.ide.noFormCache");
      report((body ? "body" : "name") + " edits, full diagnostics, reusing forms", reused);
      report((body ? "body" : "name") + " edits, full diagnostics, whole file  ", whole);
    }
  }

  /**
   * One file of {@code lines} lines, the server's default debounce and form reuse: the time from a
   * digit typed into a procedure's body (and deleted again on the next edit) to the first
   * publication of its version (the reader's diagnostics) and to the second (the expansion's), over
   * {@code edits} edits after a few to warm up. Prints
   * {@code scaling lines=N first-p50-ms=X full-p50-ms=Y full-p95-ms=Z}.
   */
  private static void scaling(int lines, int edits) throws Exception {
    String text = generate(lines);
    int procedures = (int) text.chars().filter(c -> c == '\n').count() / 5;
    try (InProcessServer connection = new InProcessServer(Handlers.standard(),
        KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY)) {
      connection.initialize();
      connection.open(text);
      awaitDiagnostics(connection, 1);
      awaitDiagnostics(connection, 1);
      Random random = new Random(11);
      List<Long> first = new ArrayList<>();
      List<Long> full = new ArrayList<>();
      int warmUp = 6;
      int line = 0;
      for (int version = 2; version < 2 + warmUp + edits; version++) {
        boolean insert = version % 2 == 0;
        if (insert) {
          // The let line of a procedure, inside its body.
          line = random.nextInt(procedures) * 5 + 1;
        }
        long start = System.nanoTime();
        typeOrDelete(connection, version, line, 20, insert);
        awaitDiagnostics(connection, version);
        long reader = System.nanoTime();
        awaitDiagnostics(connection, version);
        long end = System.nanoTime();
        if (version >= 2 + warmUp) {
          first.add((reader - start) / 1000);
          full.add((end - start) / 1000);
        }
      }
      Collections.sort(first);
      Collections.sort(full);
      System.out.printf(java.util.Locale.ROOT, "scaling lines=%d first-p50-ms=%.2f full-p50-ms=%.2f full-p95-ms=%.2f%n",
          text.split("\n", -1).length - 1, first.get(first.size() / 2) / 1000.0,
          full.get(full.size() / 2) / 1000.0, full.get(Math.min(full.size() - 1, (int) (full.size() * 0.95))) / 1000.0);
    }
  }

  /**
   * What imported libraries cost each analysis: on a 500-line file that imports SRFIs 128, 113 and
   * 41 (and on the same file without the import), the time from a digit typed into a procedure's
   * body to the expansion's diagnostics, p50 and p95 over 100 edits, with the libraries taken from
   * the server's cache of expanded libraries ({@code kopi.expand.LibraryCache}) and expanded afresh
   * at each analysis ({@code kopi.ide.noLibraryCache}), alternating pair of edits by pair in one
   * server.
   */
  private static void imports() throws Exception {
    String body = generate(500);
    for (String header : List.of("(import (srfi 128) (srfi 113) (srfi 41))\n", "\n")) {
      try (InProcessServer connection = new InProcessServer(Handlers.standard(),
          KopiLanguageServer.DEFAULT_DIAGNOSTICS_DELAY)) {
        connection.initialize();
        connection.open(header + body);
        awaitDiagnostics(connection, 1);
        awaitDiagnostics(connection, 1);
        Random random = new Random(5);
        List<Long> cached = new ArrayList<>();
        List<Long> fresh = new ArrayList<>();
        int line = 0;
        for (int version = 2; version < 2 + 20 + 2 * 100; version++) {
          boolean insert = version % 2 == 0;
          if (insert) {
            line = 1 + random.nextInt(99) * 5 + 1;
          }
          boolean cache = (version / 2) % 2 == 0;
          System.setProperty("kopi.ide.noLibraryCache", String.valueOf(!cache));
          long start = System.nanoTime();
          typeOrDelete(connection, version, line, 20, insert);
          awaitDiagnostics(connection, version);
          awaitDiagnostics(connection, version);
          if (version >= 22) {
            (cache ? cached : fresh).add((System.nanoTime() - start) / 1000);
          }
        }
        System.clearProperty("kopi.ide.noLibraryCache");
        String what = header.isBlank() ? "no import" : "3 srfis  ";
        report(what + ", full diagnostics, cached libraries  ", cached);
        report(what + ", full diagnostics, libraries expanded", fresh);
      }
    }
  }

  /**
   * The editor's whole-file analysis (expansion with the semantic model, static checks, no reuse
   * of an earlier analysis) of one file of {@code lines} lines, {@code rounds} times in this JVM,
   * without the server: isolates the analysis from the protocol for profiling. Prints one line per
   * round, then {@code 2 * rounds} edits each analysed reusing the previous analysis; run with
   * {@code -Dkopi.timings=true} for the time per phase.
   */
  private static void analysis(int lines, int rounds) {
    String text = generate(lines);
    System.out.printf("file: %d lines, %d characters%n", lines, text.length());
    var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
        .getOperatingSystemMXBean();
    for (int round = 0; round < rounds; round++) {
      long start = System.nanoTime();
      long cpu = os.getProcessCpuTime();
      kopi.ide.SourceDocument document = kopi.ide.SourceDocument.of(InProcessServer.URI, 1, text);
      int diagnostics = document.analysis().diagnostics().size();
      // The process's CPU time (every thread, the collector's too): steadier than the wall clock
      // on a shared machine.
      System.out.printf(java.util.Locale.ROOT, "analysis %d: %.2f s wall, %.2f s cpu, %d diagnostics%n", round,
          (System.nanoTime() - start) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9, diagnostics);
    }
    // Then edits, as a user types: a digit into a procedure's body and out again, each analysed
    // reusing the unchanged forms of the previous analysis (the editor's usual case).
    kopi.ide.SourceDocument document = kopi.ide.SourceDocument.of(InProcessServer.URI, 1, text);
    document.analysis();
    Random random = new Random(11);
    int procedures = lines / 5;
    for (int edit = 0; edit < 2 * rounds; edit++) {
      int line = random.nextInt(procedures) * 5 + 1;
      int offset = document.lines().offset(line, 20);
      long start = System.nanoTime();
      long cpu = os.getProcessCpuTime();
      document = document.edit(document.version() + 1, offset, 0, "7");
      int diagnostics = document.analysis().diagnostics().size();
      document = document.edit(document.version() + 1, offset, 1, "");
      System.out.printf(java.util.Locale.ROOT, "edit %d: %.2f s wall, %.2f s cpu, %d diagnostics%n", edit,
          (System.nanoTime() - start) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9, diagnostics);
    }
    kopi.syntax.PhaseTimings.report(System.out);
  }

  /** Types a digit at (line, column) or deletes the character there, as version {@code version}. */
  private static void typeOrDelete(InProcessServer connection, int version, int line, int column, boolean insert) {
    Range range = insert ? new Range(new Position(line, column), new Position(line, column))
        : new Range(new Position(line, column), new Position(line, column + 1));
    connection.server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
        new VersionedTextDocumentIdentifier(InProcessServer.URI, version),
        List.of(new TextDocumentContentChangeEvent(range, insert ? "7" : ""))));
  }

  /**
   * The next publication for {@code version}, waiting up to five minutes: a 50,000-line file on a
   * busy machine can take longer than the test client's usual 10 s.
   */
  private static void awaitDiagnostics(InProcessServer connection, int version) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
    while (true) {
      long left = (deadline - System.nanoTime()) / 1_000_000;
      PublishDiagnosticsParams next = left > 0 ? connection.client.pollDiagnostics(left) : null;
      if (next == null) {
        throw new AssertionError("expected diagnostics for version " + version + " within 5 minutes, got none");
      }
      if (next.getVersion() != null && next.getVersion() == version) {
        return;
      }
    }
  }

  private static void report(String label, List<Long> micros) {
    Collections.sort(micros);
    System.out.printf("%s: p50 %6.2f ms, p95 %6.2f ms over %d edits%n", label, micros.get(micros.size() / 2) / 1000.0,
        micros.get((int) (micros.size() * 0.95)) / 1000.0, micros.size());
  }

  /** Realistic-looking code: procedures of five lines with a comment, a let, strings and numbers. */
  private static String generate(int lines) {
    StringBuilder out = new StringBuilder();
    int procedure = 0;
    // Five lines per procedure.
    while ((procedure + 1) * 5 <= lines) {
      out.append("(define (proc").append(procedure).append(" x y) ; helper number ").append(procedure).append('\n');
      out.append("  (let ((sum (+ x y ").append(procedure).append("))\n");
      out.append("        (label \"procedure ").append(procedure).append("\"))\n");
      out.append("    (display label)\n");
      out.append("    (* sum 2)))\n");
      procedure++;
    }
    return out.toString();
  }
}
