package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;

/**
 * Which calls the continuation instrumenter treats as sites, seen from the resume twins a module
 * class gets: a call that a {@code Capture} can come through needs one, a static call to a runtime
 * method that a capture cannot unwind (a {@code call/cc} under it is escape-only) does not.
 */
class InstrumentationSitesTest {

  private static List<String> twins(String text) throws Exception {
    CompiledProgram program = new ProgramCompiler().compile(text, "sites.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    Class<?> main = Compiled.verifiedLoader(program.classes()).loadClass(program.mainClass());
    return Arrays.stream(main.getDeclaredMethods()).map(Method::getName)
        .filter(name -> name.matches(".*\\$r\\d+")).sorted().toList();
  }

  @Test
  void callsToBuiltinsThatCannotBeUnwoundGetNoTwin() throws Exception {
    List<String> twins = twins("""
        (define (label n) (string-append "item-" (number->string n) "-" (symbol->string 'x)))
        (define (table k) (vector k (list k k) (reverse (list 1 2 k))))
        """);
    assertEquals(List.of(),
        twins.stream().filter(name -> name.startsWith("label") || name.startsWith("table")).toList());
  }

  @Test
  void callsThatCanBeUnwoundKeepTheirTwin() throws Exception {
    List<String> twins = twins("""
        (define g (car (list (lambda (x) x))))
        (define (f x) (+ 1 (g x)))
        (define (twice x) (+ 1 (f (f x))))
        (define (squares xs) (length (map g xs)))
        """);
    // A call to a procedure that calls one it does not know, and a call to map of a procedure it
    // does not know, which saves its own frame, are sites.
    assertEquals(1, twins.stream().filter(name -> name.startsWith("twice")).count(), () -> "twins: " + twins);
    assertEquals(1, twins.stream().filter(name -> name.startsWith("squares")).count(), () -> "twins: " + twins);
  }

  @Test
  void callsOfProceduresThatOnlyComputeGetNoTwin() throws Exception {
    List<String> twins = twins("""
        (define (f x) (+ x 1))
        (define (twice x) (+ 1 (f (f x))))
        (define (parity x)
          (define (evens x) (if (= x 0) 0 (+ 1 (odds (- x 1)))))
          (define (odds x) (if (= x 0) 0 (* 1 (evens (- x 1)))))
          (list (evens x) (odds x)))
        (define (via-apply h x) (apply h (list x)))
        (define (applied x) (+ 1 (via-apply f x)))
        (define (squares xs) (length (map (lambda (x) (* x x)) xs)))
        """);
    // f and the local evens and odds (which call each other directly, not in tail position) reach
    // no call/cc, so calling them saves nothing, nor does the loop of a map whose lambda only
    // computes (FunctionEmitter.mapLoop calls it directly); via-apply's tail call of apply returns a bounce,
    // whose procedure its caller runs: applied keeps its twin.
    assertEquals(List.of("applied$r"), twins.stream().filter(name -> !name.startsWith("main")
        && !name.startsWith("$")).map(name -> name.replaceAll("\\$\\d+\\$r\\d+$", "\\$r")).toList(),
        () -> "twins: " + twins);
  }
}
