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
        (define (f x) (+ x 1))
        (define (twice x) (+ 1 (f (f x))))
        (define (squares xs) (length (map (lambda (x) (* x x)) xs)))
        """);
    // A call to a Scheme procedure and a call to map, which saves its own frame, are sites.
    assertEquals(1, twins.stream().filter(name -> name.startsWith("twice")).count(), () -> "twins: " + twins);
    assertEquals(1, twins.stream().filter(name -> name.startsWith("squares")).count(), () -> "twins: " + twins);
  }
}
