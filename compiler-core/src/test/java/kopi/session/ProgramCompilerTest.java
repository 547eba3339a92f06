package kopi.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.util.CheckClassAdapter;

/** Whole programs: compiled with their libraries, verified, run in-process. */
class ProgramCompilerTest {
  @TempDir
  Path dir;

  private CompiledProgram compile(String name, String text) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, text);
    CompiledProgram program = new ProgramCompiler().compile(file, CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "errors: " + program.diagnostics());
    verify(program.classes());
    return program;
  }

  /** ASM's verifier, resolving types through a loader that holds the generated classes. */
  static void verify(Map<String, byte[]> classes) {
    ModuleClassLoader loader = new ModuleClassLoader(ProgramCompilerTest.class.getClassLoader());
    loader.add(classes);
    for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
      StringWriter report = new StringWriter();
      CheckClassAdapter.verify(new ClassReader(entry.getValue()), loader, false, new PrintWriter(report));
      assertEquals("", report.toString(), "verification of " + entry.getKey());
    }
  }

  @Test
  void programWithLibraryRunsAndSeesCommandLine() throws Exception {
    CompiledProgram program = compile("main.scm",
        "(define-library (util math) (export cube) (import (scheme base))"
            + " (begin (define (cube x) (* x x x))))\n"
            + "(import (scheme base) (scheme write) (scheme process-context) (util math))\n"
            + "(write (cube 12)) (newline)\n"
            + "(write (cdr (command-line))) (newline)\n");
    assertEquals("kopi.user.main", program.mainClass());
    assertEquals(0, ProgramCompiler.run(program, new String[] {"a", "b"}));
  }

  @Test
  void kawaModuleNameNamesTheProgramsClass() throws Exception {
    CompiledProgram program = compile("named.scm", "(module-name <demo.named-prog>)\n(define x 1)\n(display x)\n");
    assertEquals("demo.named$2dprog", program.mainClass());
    assertEquals(0, ProgramCompiler.run(program, new String[0]));
  }

  @Test
  void aRequiredKawaModuleIsAClassOfTheProgramNamedByItsModuleName() throws Exception {
    Files.createDirectories(dir.resolve("demo"));
    Files.writeString(dir.resolve("demo/mathmod.scm"), "(module-name demo.mathmod)\n(module-export double)\n"
        + "(define (double x) (* 2 x))\n");
    CompiledProgram program = compile("usesmod.scm", "(require <demo.mathmod>)\n(display (double 21))\n");
    assertTrue(program.classes().containsKey("demo.mathmod"), program.classes().keySet().toString());
    assertEquals(0, ProgramCompiler.run(program, new String[0]));
  }

  /**
   * A program with module-implements compiles to a class Java code instantiates and calls through
   * the interfaces; the first instance runs the module's body, once.
   */
  @Test
  void aModuleImplementingInterfacesIsUsableFromJava() throws Exception {
    CompiledProgram program = compile("worker.scm", "(module-name demo.worker)\n"
        + "(module-implements java.lang.Runnable java.util.function.Supplier java.util.function.IntBinaryOperator)\n"
        + "(define count 0)\n(define (run) (set! count (+ count 1)))\n(define (get) (list 'count count))\n"
        + "(define (applyAsInt a b) (- a b))\n");
    ModuleClassLoader loader = new ModuleClassLoader(ProgramCompilerTest.class.getClassLoader());
    loader.add(program.classes());
    Class<?> worker = loader.loadClass("demo.worker");
    Runnable task = (Runnable) worker.getConstructor().newInstance();
    task.run();
    ((Runnable) worker.getConstructor().newInstance()).run();
    assertEquals("(count 2)", kopi.runtime.Printer.displayString(((java.util.function.Supplier<?>) task).get()));
    assertEquals(5, ((java.util.function.IntBinaryOperator) task).applyAsInt(8, 3));
  }

  /** The generated main runs in a fresh JVM with only the runtime on the class path besides the program. */
  @Test
  void compiledMainRunsInItsOwnJvm() throws Exception {
    CompiledProgram program = compile("hello.scm",
        "(import (scheme base) (scheme write) (scheme process-context))\n"
            + "(define (greet name) (string-append \"hello \" name))\n"
            + "(display (greet (cadr (command-line)))) (newline)\n"
            + "(car '())\n");
    Path classes = dir.resolve("classes");
    for (Map.Entry<String, byte[]> entry : program.classes().entrySet()) {
      Path file = classes.resolve(entry.getKey().replace('.', '/') + ".class");
      Files.createDirectories(file.getParent());
      Files.write(file, entry.getValue());
    }
    String runtime = Path.of(kopi.runtime.Procedure.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .toString();
    Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classes + java.io.File.pathSeparator + runtime, program.mainClass(), "world")
        .redirectErrorStream(false).start();
    String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(70, process.waitFor());
    assertEquals("hello world\n", stdout);
    assertTrue(stderr.startsWith("hello.scm:4:1: "), stderr);
  }

  @Test
  void aLineWithSeveralCallsReportsNoColumn() throws Exception {
    CompiledProgram program = compile("two.scm", "(define (f x) (display (car x)))\n(f 1)\n");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertEquals(70, ProgramCompiler.run(program, new String[0], new PrintStream(err, true, StandardCharsets.UTF_8)));
    String message = err.toString(StandardCharsets.UTF_8);
    assertTrue(message.startsWith("two.scm:1: car: "), message);
  }

  @Test
  void uncaughtErrorPrintsFileAndLineAndExits70() throws Exception {
    CompiledProgram program = compile("boom.scm", "(define (f x)\n  (vector-ref x 10))\n\n(f (vector 1 2))\n");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = ProgramCompiler.run(program, new String[0], new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(70, status);
    String message = err.toString(StandardCharsets.UTF_8);
    assertTrue(message.startsWith("boom.scm:2:3: "), message);
  }

  @Test
  void compileErrorsAreDiagnostics() throws Exception {
    Path file = dir.resolve("bad.scm");
    Files.writeString(file, "(define (f) (undefined-thing))\n(if)\n");
    CompiledProgram program = new ProgramCompiler().compile(file, CompileOptions.defaults());
    assertTrue(program.hasErrors());
    assertTrue(program.classes().isEmpty());
  }
}
