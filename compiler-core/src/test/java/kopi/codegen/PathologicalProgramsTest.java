package kopi.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import kopi.session.CompileOptions;
import kopi.session.CompiledProgram;
import kopi.session.ProgramCompiler;
import org.junit.jupiter.api.Test;

/**
 * Programs at the limits of the class-file format and of the compiler's recursion: each crashed the compiler with a Java stack trace ({@code UTF8 string too large},
 * {@code StackOverflowError}, {@code Method too large: <clinit>}). Each must now compile to classes
 * that verify, and compute the right value.
 */
class PathologicalProgramsTest {

  /** Compiles {@code text}, verifies its classes, runs its body and returns the last form's value as written. */
  static String run(String text) throws Exception {
    CompiledProgram program = new ProgramCompiler().compile(text, "limits.scm", CompileOptions.defaults());
    assertFalse(program.hasErrors(), () -> "diagnostics: " + program.diagnostics());
    Class<?> main = Compiled.verifiedLoader(program.classes()).loadClass(program.mainClass());
    return kopi.runtime.Printer.writeString(main.getMethod(ModuleCompiler.INIT).invoke(null));
  }

  private static String repeat(String s, int n) {
    return s.repeat(n);
  }

  @Test
  void aStringLiteralOver64KiB() throws Exception {
    // 70,000 ASCII characters, and 40,000 two-byte ones (80,000 bytes of UTF-8).
    assertEquals("70000", run("(string-length \"" + repeat("a", 70_000) + "\")"));
    assertEquals("40000", run("(string-length \"" + repeat("é", 40_000) + "\")"));
    // Three-byte characters around the chunk boundaries, read back in place.
    String text = repeat("€", 30_000) + "x" + repeat("€", 30_000);
    assertEquals("(60001 #\\x #t)", run("(define s \"" + text + "\")"
        + "(define (f) \"" + text + "\") (list (string-length s) (string-ref s 30000) (eq? (f) (f)))"));
  }

  @Test
  void aSeventyThousandDigitInteger() throws Exception {
    String digits = repeat("7", 70_000);
    assertEquals("(70000 #t)", run("(define n " + digits + ") (list (string-length (number->string n))"
        + " (= n (string->number \"" + digits + "\")))"));
  }

  @Test
  void aSeventyThousandCharacterSymbolAndIdentifier() throws Exception {
    String name = repeat("s", 70_000);
    assertEquals("70000", run("(string-length (symbol->string '" + name + "))"));
    // As a variable and a procedure name: field and method names are shortened with a digest.
    assertEquals("(42 3)", run("(define (" + name + " x) (+ x 1)) (define " + name + "2 41) (define " + name
        + "3 3) (list (" + name + " " + name + "2) " + name + "3)"));
  }

  @Test
  void deepNesting() throws Exception {
    assertEquals("1000", run(repeat("(+ 1 ", 1000) + "0" + repeat(")", 1000)));
    StringBuilder cond = new StringBuilder("(define (f x) (cond");
    for (int i = 0; i < 3000; i++) {
      cond.append(" ((= x ").append(i).append(") ").append(i).append(')');
    }
    assertEquals("(2999 -1)", run(cond + " (else -1))) (list (f 2999) (f 5000))"));
    StringBuilder or = new StringBuilder("(define (g x) (or");
    for (int i = 0; i < 1000; i++) {
      or.append(" (= x ").append(i).append(')');
    }
    assertEquals("(#t #f)", run(or + ")) (list (g 999) (g 1000))"));
    assertEquals("1", run("(length '" + repeat("(", 3000) + repeat(")", 3000) + ")"));
    StringBuilder lets = new StringBuilder();
    for (int i = 0; i < 1000; i++) {
      lets.append("(let ((x").append(i).append(' ').append(i).append(")) ");
    }
    assertEquals("999", run(lets + "x999" + repeat(")", 1000)));
    // Typed arithmetic nested 3,000 deep compiles to JVM arithmetic: each level's representation is
    // asked for once (it once was asked again at every enclosing level, and the fuzz suite's
    // 2,500-deep mutant ran out of its two minutes).
    assertEquals("3007", run("(define (h (x ::int)) ::int " + repeat("(+ 1 ", 3000) + "x" + repeat(")", 3000)
        + ") (h 7)"));
  }

  @Test
  void thousandsOfTopLevelFormsAndLines() throws Exception {
    // 2,200 forms of constants: the static initializer and $init would each exceed 64 KB of code,
    // and the column table 64 KB of string.
    StringBuilder text = new StringBuilder("(define total 0)\n");
    for (int i = 0; i < 2200; i++) {
      text.append("(define v").append(i).append(" (list ").append(i).append(" \"s").append(i)
          .append("\" '(a b ").append(i * 7).append(") ").append(i).append(".5))\n")
          .append("(set! total (+ total (car v").append(i).append(")))\n");
    }
    text.append("(list total (caddr (caddr v2199)))\n");
    assertEquals("(2418900 15393)", run(text.toString()));
  }
}
