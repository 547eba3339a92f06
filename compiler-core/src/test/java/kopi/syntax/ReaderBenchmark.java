package kopi.syntax;

import java.util.Arrays;
import java.util.Random;

/**
 * Reader benchmark (not a unit test): generates a 10,000-line Scheme file, parses it from scratch
 * (median of 20 warm runs), then applies 1,000 one-character edits incrementally and reports the
 * median and worst edit. Run with
 * {@code java -cp compiler-core/target/classes:compiler-core/target/test-classes kopi.syntax.ReaderBenchmark}.
 */
public final class ReaderBenchmark {
  private ReaderBenchmark() {}

  public static void main(String[] args) {
    String text = generate(10_000);
    System.out.printf("input: %d lines, %d chars%n", text.split("\n", -1).length - 1, text.length());
    for (int i = 0; i < 30; i++) {
      Parser.parse(text);
    }
    long[] full = new long[20];
    for (int i = 0; i < full.length; i++) {
      long start = System.nanoTime();
      ParseResult result = Parser.parse(text);
      full[i] = System.nanoTime() - start;
      if (result.root().width() != text.length()) {
        throw new AssertionError("round trip failed");
      }
    }
    Arrays.sort(full);
    double fullMillis = full[full.length / 2] / 1e6;
    System.out.printf("full parse: median %.2f ms, %.1f MB/s (chars)%n", fullMillis,
        text.length() / 1e6 / (fullMillis / 1e3));

    Random random = new Random(5);
    ParseResult current = Parser.parse(text);
    // Warm the incremental path.
    for (int i = 0; i < 2000; i++) {
      current = oneEdit(random, current);
    }
    current = Parser.parse(text);
    long[] edits = new long[1000];
    for (int i = 0; i < edits.length; i++) {
      long start = System.nanoTime();
      current = oneEdit(random, current);
      current.diagnostics();
      edits[i] = System.nanoTime() - start;
    }
    Arrays.sort(edits);
    System.out.printf("incremental edit: median %.3f ms, 90th %.3f ms, max %.3f ms%n",
        edits[edits.length / 2] / 1e6, edits[edits.length * 9 / 10] / 1e6, edits[edits.length - 1] / 1e6);
  }

  /** Types or deletes one character inside an identifier or number, as a user editing code would. */
  private static ParseResult oneEdit(Random random, ParseResult current) {
    String text = current.text();
    int offset = random.nextInt(text.length());
    while (!Character.isLetterOrDigit(text.charAt(offset))) {
      offset = (offset + 1) % text.length();
    }
    if (random.nextBoolean()) {
      return current.edit(offset, 0, "x");
    }
    return current.edit(offset, 1, "");
  }

  static String generate(int lines) {
    StringBuilder out = new StringBuilder();
    int line = 0;
    int n = 0;
    while (line < lines) {
      n++;
      out.append("; helper number ").append(n).append('\n');
      out.append("(define (helper-").append(n).append(" x ::int) ::int\n");
      out.append("  (let loop ((i 0) (acc '(a b \"str\" #\\a 1.5e3)))\n");
      out.append("    (if (< i x)\n");
      out.append("        (loop (+ i 1) (cons (vector i #t 3/4) acc))\n");
      out.append("        (begin (display &{result: &[acc]}) acc))))\n");
      out.append("#| block comment ").append(n).append(" |#\n");
      out.append("(define table-").append(n).append(" [1 2 3 obj:method name: #u8(1 2)])\n");
      out.append('\n');
      line += 9;
    }
    return out.toString();
  }
}
