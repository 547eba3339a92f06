package kopi.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import kopi.runtime.OutputPort;
import kopi.runtime.Pair;
import kopi.runtime.Parameter;
import kopi.runtime.NamedProcedure;
import kopi.runtime.Procedure;
import kopi.runtime.TailCall;
import kopi.runtime.Unspecified;
import kopi.runtime.lib.IoLib;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Differential testing against Chez Scheme (Debian's {@code chezscheme}): generated R7RS programs
 * ({@link ProgramGenerator}) run through Kopi (compiled in this JVM) and through Chez, and their
 * outputs, after {@link OutputNormaliser}, must be equal line for line.
 *
 * <p>It runs {@value #DEFAULT_PROGRAMS} programs from seed {@value #DEFAULT_SEED} by default;
 * {@code -Dkopi.differential.programs=N} and {@code -Dkopi.differential.seed=S} run others. Chez
 * is found as {@code scheme} or {@code chezscheme} on the PATH (or {@code -Dkopi.chez=PATH}); when it
 * is missing the test fails under CI (the variable {@code CI} set, as for the Neovim test;
 * {@code .ci/run} installs it) and is skipped elsewhere. Programs that differ are written to {@code target/differential-failures/}.
 *
 * <p>Chez Scheme 9.5 lacks a few R7RS procedures the programs use; {@link #CHEZ_SHIM} defines them
 * for Chez only, each from its R7RS definition.
 */
class ChezDifferentialTest {
  static final int DEFAULT_PROGRAMS = 300;
  static final long DEFAULT_SEED = 15;
  private static final int CHECKS_PER_PROGRAM = 10;
  private static final long RUN_LIMIT_MILLIS = 20_000;

  /** R7RS procedures missing from Chez Scheme 9.5, defined as R7RS (6.2.6, 6.7) defines them. */
  static final String CHEZ_SHIM = """
      (define (square x) (* x x))
      (define (exact-integer? x) (and (integer? x) (exact? x)))
      (define (floor-quotient n d) (floor (/ n d)))
      (define (floor-remainder n d) (- n (* d (floor-quotient n d))))
      (define (truncate-quotient n d) (quotient n d))
      (define (truncate-remainder n d) (remainder n d))
      """;

  private static final String MARKER = "#<<kopi-differential ";

  @TempDir
  Path temp;

  @Test
  void generatedProgramsPrintWhatChezSchemePrints() throws Exception {
    String chez = chezScheme();
    int count = Integer.getInteger("kopi.differential.programs", DEFAULT_PROGRAMS);
    long seed = Long.getLong("kopi.differential.seed", DEFAULT_SEED);
    ProgramGenerator generator = new ProgramGenerator(seed);
    List<ProgramGenerator.Program> programs = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      programs.add(generator.program(CHECKS_PER_PROGRAM));
    }
    List<String> chezOutputs = runChez(chez, programs);
    List<String> failures = new ArrayList<>();
    int checks = 0;
    int errors = 0;
    for (int i = 0; i < count; i++) {
      ProgramGenerator.Program program = programs.get(i);
      String kopiOutput = runKopi(program.text(), i);
      List<String> kopi = lines(OutputNormaliser.normalise(kopiOutput));
      List<String> expected = lines(OutputNormaliser.normalise(chezOutputs.get(i)));
      checks += program.checks().size();
      errors += (int) expected.stream().filter("error"::equals).count();
      if (!kopi.equals(expected)) {
        failures.add(describe(seed, i, program, kopi, expected));
        Path saved = Path.of("target", "differential-failures", "program-" + seed + "-" + i + ".scm");
        Files.createDirectories(saved.getParent());
        Files.writeString(saved, program.text());
      }
    }
    System.out.printf("differential: %d programs, %d checks (%d raise in both), seed %d, %d differ%n",
        count, checks, errors, seed, failures.size());
    if (!failures.isEmpty()) {
      fail(failures.size() + " of " + count + " programs differ from Chez Scheme:\n"
          + String.join("\n", failures.subList(0, Math.min(20, failures.size()))));
    }
    // Most checks must compute a value: a generator that makes only errors would test nothing.
    assertTrue(errors < checks / 5, "too many checks raise: " + errors + " of " + checks);
  }

  private static List<String> lines(String output) {
    return output.isEmpty() ? List.of() : Arrays.asList(output.split("\n", -1));
  }

  private static String describe(long seed, int index, ProgramGenerator.Program program, List<String> kopi,
      List<String> chez) {
    int line = 0;
    while (line < kopi.size() && line < chez.size() && kopi.get(line).equals(chez.get(line))) {
      line++;
    }
    String check = line < program.checks().size() ? program.checks().get(line) : "(end of output)";
    return "seed " + seed + ", program " + index + ", check " + line + ": " + check
        + "\n  kopi: " + (line < kopi.size() ? kopi.get(line) : "(nothing)")
        + "\n  chez: " + (line < chez.size() ? chez.get(line) : "(nothing)");
  }

  /** The Chez Scheme executable; a failure under CI when it is missing, a skip elsewhere. */
  private static String chezScheme() {
    String configured = System.getProperty("kopi.chez");
    if (configured != null) {
      return configured;
    }
    for (String name : List.of("scheme", "chezscheme")) {
      for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
        Path candidate = Path.of(dir, name);
        if (Files.isExecutable(candidate) && isChez(candidate)) {
          return candidate.toString();
        }
      }
    }
    String message = "Chez Scheme (Debian package chezscheme) is not installed";
    if (System.getenv("CI") != null) {
      fail(message + "; .ci/run installs it, and under CI this test must run");
    }
    Assumptions.assumeTrue(false, message + "; skipped outside CI");
    return null;
  }

  private static boolean isChez(Path candidate) {
    try {
      Process process = new ProcessBuilder(candidate.toString(), "--version").redirectErrorStream(true).start();
      String version = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0 && version.matches("\\d+\\.\\d+.*");
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  /** Runs every program in one Chez process, each loaded from its own file after a marker line. */
  private List<String> runChez(String chez, List<ProgramGenerator.Program> programs) throws Exception {
    StringBuilder driver = new StringBuilder(CHEZ_SHIM);
    driver.append("(for-each (lambda (file)\n")
        .append("  (display \"").append(MARKER).append("\") (display file) (newline)\n")
        .append("  (guard (c (#t (display \"program failed in Chez\") (newline))) (load file)))\n  '(");
    for (int i = 0; i < programs.size(); i++) {
      Path file = temp.resolve("p" + i + ".ss");
      Files.writeString(file, programs.get(i).text());
      driver.append(" \"").append(file).append('"');
    }
    driver.append("))\n");
    Path script = temp.resolve("driver.ss");
    Files.writeString(script, driver);
    Path out = temp.resolve("chez-output.txt");
    Path err = temp.resolve("chez-errors.txt");
    Process process = new ProcessBuilder(chez, "--script", script.toString()).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      fail("Chez Scheme did not finish the programs within 10 minutes");
    }
    String text = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), "Chez Scheme failed: " + Files.readString(err));
    List<String> outputs = new ArrayList<>();
    for (String part : text.split(java.util.regex.Pattern.quote(MARKER), -1)) {
      if (!outputs.isEmpty() || !part.isEmpty()) {
        outputs.add(part.substring(part.indexOf('\n') + 1));
      }
    }
    assertEquals(programs.size(), outputs.size(), "one output per program from Chez Scheme");
    return outputs;
  }

  /** Compiles and runs one program in this JVM, with its output captured. */
  private static String runKopi(String text, int index) {
    CompiledProgram program = new ProgramCompiler().compile(text, "p" + index + ".scm", CompileOptions.defaults());
    if (program.hasErrors()) {
      return "compile error: " + program.diagnostics();
    }
    StringWriter out = new StringWriter();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int[] status = new int[1];
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread thread = new Thread(null, () -> {
      try {
        Procedure body = new NamedProcedure("differential", 0, 0) {
          @Override
          public Object apply0() {
            status[0] = ProgramCompiler.run(program, new String[0],
                new java.io.PrintStream(err, true, StandardCharsets.UTF_8));
            return Unspecified.VALUE;
          }
        };
        TailCall.resolve(Parameter.parameterize(Pair.list(IoLib.CURRENT_OUTPUT, IoLib.CURRENT_ERROR),
            Pair.list(OutputPort.of(out, "differential output"), OutputPort.of(new StringWriter(), "errors")), body));
      } catch (Throwable t) {
        failure.set(t);
      }
    }, "kopi-differential", 256L << 20);
    thread.setDaemon(true);
    thread.start();
    try {
      thread.join(RUN_LIMIT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
    if (thread.isAlive()) {
      return out + "\n(kopi did not finish within " + RUN_LIMIT_MILLIS + " ms)";
    }
    if (failure.get() != null) {
      return out + "\n(kopi runner failed: " + failure.get() + ")";
    }
    return status[0] == 0 ? out.toString()
        : out + "(kopi exit " + status[0] + ": " + err.toString(StandardCharsets.UTF_8).strip() + ")";
  }
}
