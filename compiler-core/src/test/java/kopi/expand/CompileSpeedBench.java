package kopi.expand;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kopi.analysis.ModuleAnalysis;
import kopi.codegen.CompiledModule;
import kopi.codegen.ModuleCompiler;
import kopi.codegen.ModuleSource;
import kopi.ir.ClosureConversion;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/**
 * Warm compile-throughput measurement, run by hand rather than as a test, because timing
 * belongs to the benchmark harness and not to the unit tests:
 *
 * <pre>
 * java -cp compiler-core/target/classes:compiler-core/target/test-classes:$ASM kopi.expand.CompileSpeedBench \
 *     test-fixtures/bench/target/bench/compile-speed/generated_module.scm 20
 * </pre>
 *
 * It compiles one file N times in one JVM and prints the median time of each phase: read (the
 * shared reader into syntax objects), expand (including its own read), analysis (analysis and
 * closure conversion), codegen (ModuleCompiler, which repeats analysis, minus analysis), frames
 * (an estimate of ASM's COMPUTE_FRAMES share: rewriting the produced classes with frame computation
 * minus rewriting them without), and class writing (the class files to a scratch directory). The
 * class lives in {@code kopi.expand} only to reach the package-private reader.
 */
public final class CompileSpeedBench {
  private CompileSpeedBench() {}

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
    String text = Files.readString(file, StandardCharsets.UTF_8);
    long lines = text.chars().filter(c -> c == '\n').count();
    Path out = Files.createTempDirectory("kopi-compile-speed");
    String[] phases = {"read", "expand", "analysis", "codegen", "frames (est.)", "class writing", "total"};
    Map<String, List<Double>> times = new LinkedHashMap<>();
    for (String phase : phases) {
      times.put(phase, new ArrayList<>());
    }
    for (int round = 0; round < rounds; round++) {
      long t0 = System.nanoTime();
      SourceReader.read(text, false);
      long t1 = System.nanoTime();
      Expander expander = new Expander(new ExpandOptions(List.of(), List.of()), kopi.expand.forms.Forms.LIBRARY);
      ExpandResult result = expander.expand(kopi.expand.ExpandRequest.program(text, file, "generated_module"));
      if (!result.diagnostics().isEmpty()) {
        throw new IllegalStateException("expected no diagnostics, got " + result.diagnostics());
      }
      long t2 = System.nanoTime();
      for (ExpandedModule module : result.modules()) {
        String owner = module.className();
        ClosureConversion.plan(owner, module.body(), ModuleAnalysis.analyze(module.body(), owner));
      }
      long t3 = System.nanoTime();
      Map<String, byte[]> classes = new LinkedHashMap<>();
      for (ExpandedModule module : result.modules()) {
        CompiledModule compiled = kopi.pipeline.Pipeline
            .compile(new ModuleSource(module.className(), file.getFileName().toString(),
                module.sourceText(), module.body(),
                module.isLibrary() ? ModuleSource.Kind.LIBRARY : ModuleSource.Kind.PROGRAM,
                List.of()));
        classes.putAll(compiled.classes());
      }
      long t4 = System.nanoTime();
      long withFrames = rewrite(classes, ClassWriter.COMPUTE_FRAMES);
      long withoutFrames = rewrite(classes, 0);
      long t5 = System.nanoTime();
      for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
        Files.write(out.resolve(entry.getKey().replace('/', '.') + ".class"), entry.getValue());
      }
      long t6 = System.nanoTime();
      double analysis = ms(t3 - t2);
      record(times, "read", ms(t1 - t0));
      record(times, "expand", ms(t2 - t1));
      record(times, "analysis", analysis);
      record(times, "codegen", ms(t4 - t3) - analysis);
      record(times, "frames (est.)", ms(withFrames - withoutFrames));
      record(times, "class writing", ms(t6 - t5));
      record(times, "total", ms(t2 - t1) + ms(t4 - t3) + ms(t6 - t5));
    }
    System.out.printf("%d lines, %d rounds, medians:%n", lines, rounds);
    for (String phase : phases) {
      System.out.printf("  %-14s %8.1f ms%n", phase, median(times.get(phase)));
    }
    System.out.printf("  warm lines/s   %8.0f%n", lines / (median(times.get("total")) / 1000));
  }

  /** Rewrites every class from its bytes with the given ClassWriter flags; returns the nanoseconds. */
  private static long rewrite(Map<String, byte[]> classes, int flags) {
    long start = System.nanoTime();
    for (byte[] bytes : classes.values()) {
      ClassWriter writer = new ClassWriter(flags) {
        @Override
        protected String getCommonSuperClass(String first, String second) {
          return first.equals(second) ? first : "java/lang/Object";
        }
      };
      new ClassReader(bytes).accept(writer, flags == 0 ? 0 : ClassReader.SKIP_FRAMES);
      writer.toByteArray();
    }
    return System.nanoTime() - start;
  }

  private static void record(Map<String, List<Double>> times, String phase, double value) {
    times.get(phase).add(value);
  }

  private static double ms(long nanos) {
    return nanos / 1e6;
  }

  private static double median(List<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
