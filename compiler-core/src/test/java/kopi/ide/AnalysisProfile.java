package kopi.ide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Times the incremental analysis of a generated 5,000-line file (the one of the server's
 * {@code DiagnosticsLatencyBenchmark}) after one-character edits inside procedure bodies, outside
 * the server: the work an edit costs, without threads, JSON-RPC or debounce. Run it under JFR
 * ({@code -XX:StartFlightRecording=filename=a.jfr,settings=profile}) to see where the time goes.
 * Not a test: {@code java -cp <test classpath> kopi.ide.AnalysisProfile [edits]}.
 */
public final class AnalysisProfile {
  private AnalysisProfile() {}

  public static void main(String[] args) {
    String text = generate(5000);
    SourceDocument document = SourceDocument.of("file:///p.scm", 1, text);
    document.analysis();
    Random random = new Random(7);
    List<Long> micros = new ArrayList<>();
    int edits = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int line = 0;
    for (int version = 2; version < 2 + edits; version++) {
      boolean insert = version % 2 == 0;
      // Each digit typed is deleted again by the next edit, so the text stays valid and the same size.
      if (insert) {
        line = random.nextInt(999) * 5 + 1;
      }
      int offset = document.lines().offset(line, 20);
      long start = System.nanoTime();
      document = insert ? document.edit(version, offset, 0, "7") : document.edit(version, offset, 1, "");
      document.analysis();
      if (version >= 2 + edits / 2) {
        micros.add((System.nanoTime() - start) / 1000);
      }
    }
    Collections.sort(micros);
    System.out.printf("edit + analysis: p50 %.2f ms, p95 %.2f ms over %d edits%n",
        micros.get(micros.size() / 2) / 1000.0,
        micros.get((int) (micros.size() * 0.95)) / 1000.0, micros.size());
  }

  static String generate(int lines) {
    StringBuilder out = new StringBuilder();
    int procedure = 0;
    while (out.chars().filter(c -> c == '\n').count() + 5 <= lines) {
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
