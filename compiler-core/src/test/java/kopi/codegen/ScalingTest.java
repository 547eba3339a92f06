package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Size and nesting scaling: generated programs of thousands of lines and
 * bindings nested thousands deep compile and run. How compile time grows with length is measured
 * by the benchmark harness (test-fixtures/bench, compile throughput at three sizes), never by a
 * timed test. Deep nesting used to cost memory quadratic in the depth (every identifier carried
 * its own array of all enclosing scopes); scope sets now share their arrays when they grow by
 * appending (ScopeSet, ScopeDelta; ScopeSetTest checks the sharing keeps sets apart).
 */
@Tag("slow")
class ScalingTest {

  /** {@code lines} lines of ordinary definitions and calls; the body's value is {@code (f0 0) + ... }. */
  static String linesProgram(int lines) {
    StringBuilder text = new StringBuilder("(define total 0)\n");
    int count = 0;
    for (int i = 0; count + 6 <= lines; i++, count += 6) {
      text.append("(define (f").append(i).append(" x)\n  (if (> x 0)\n      (+ x ").append(i)
          .append(")\n      (- x ").append(i).append(")))\n(set! total (+ total (f").append(i).append(' ')
          .append(i % 7).append(")))\n\n");
    }
    return text.append("total\n").toString();
  }

  static String nestedLets(int depth) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < depth; i++) {
      text.append("(let ((x").append(i).append(' ').append(i).append("))\n");
    }
    return text.append("(+ x0 x").append(depth - 1).append(')').append(")".repeat(depth)).append('\n').toString();
  }

  private static CompiledProgram compile(String text) {
    CompiledProgram program = new ProgramCompiler().compile(text, "scale.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics().subList(0,
        Math.min(5, program.diagnostics().size())));
    return program;
  }

  private static String run(CompiledProgram program) throws Exception {
    Class<?> main = Compiled.verifiedLoader(program.classes()).loadClass(program.mainClass());
    return kopi.runtime.Printer.writeString(main.getMethod(ModuleCompiler.INIT).invoke(null));
  }

  private static long expectedTotal(int lines) {
    long total = 0;
    for (int i = 0, count = 0; count + 6 <= lines; i++, count += 6) {
      int x = i % 7;
      total += x > 0 ? x + i : x - i;
    }
    return total;
  }

  @Test
  void programsOfThousandsOfLinesCompileAndRun() throws Exception {
    for (int lines : new int[] {1_000, 10_000}) {
      CompiledProgram program = compile(linesProgram(lines));
      assertEquals(String.valueOf(expectedTotal(lines)), run(program), lines + " lines");
      assertFalse(program.classes().keySet().stream().anyMatch(name -> name.contains("$part")),
          "a program of " + lines + " lines is one module class");
    }
  }

  /**
   * 60,000 lines (10,000 definitions; the module class refers to a run of forms per part, not to
   * each form, or its constant pool would overflow) need about twice the constant-pool entries one
   * JVM class may hold: the module is
   * split over part classes, whose procedures call each other and read each other's variables.
   */
  @Test
  void aProgramTooLargeForOneClassIsSplitOverPartClasses() throws Exception {
    CompiledProgram program = compile(linesProgram(60_000) + "(list (f0 3) (f8332 1) total)\n");
    long parts = program.classes().keySet().stream().filter(name -> name.contains("$part")).count();
    assertTrue(parts >= 2, "part classes: " + parts);
    long total = expectedTotal(60_000);
    assertEquals("(3 8333 " + total + ")", run(program));
  }

  /**
   * 72,000 top-level variables, more than one class may declare as fields (65,535, and the
   * constant pool, with two entries per field, fills up at about 30,000): a program split over part
   * classes keeps each variable in the part that defines it. Each variable is computed from the one
   * before it, so reads cross from part to part; a procedure of the first part reads its variable
   * after the last part assigned it, and the last form calls procedures of several parts.
   */
  @Test
  void aProgramWithMoreVariablesThanOneClassMayDeclareCompilesAndRuns() throws Exception {
    int count = 72_000;
    StringBuilder text = new StringBuilder("(define a0 0)\n(define (get0) a0)\n");
    for (int i = 1; i < count; i++) {
      text.append("(define a").append(i).append(" (+ a").append(i - 1).append(" 1))\n");
      if (i % 1000 == 0) {
        text.append("(define (get").append(i).append(") a").append(i).append(")\n");
      }
    }
    text.append("(define before (get0))\n(set! a0 'changed)\n")
        .append("(list before (get0) (get1000) (get71000) a").append(count - 1).append(")\n");
    CompiledProgram program = compile(text.toString());
    String module = program.mainClass();
    assertTrue(program.classes().keySet().stream().filter(name -> name.contains("$part")).count() >= 2,
        "the program is split over part classes");
    assertEquals("(0 changed 1000 71000 " + (count - 1) + ")", run(program));
    // The module class declares none of the variables: they are in the part classes.
    assertTrue(program.classes().get(module).length < 100_000,
        "module class of " + program.classes().get(module).length + " bytes");
  }

  @Test
  void deeplyNestedLetsCompileAndRun() throws Exception {
    for (int depth : new int[] {500, 1_000, 5_000}) {
      assertEquals(String.valueOf(depth - 1), run(compile(nestedLets(depth))), depth + " levels");
    }
  }

}
