package kopi.expand;

import static kopi.expand.ExpandTesting.body;
import static kopi.expand.ExpandTesting.dump;
import static kopi.expand.ExpandTesting.messages;
import static kopi.expand.ExpandTesting.program;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryTest {
  @TempDir
  Path dir;

  private Path write(String relative, String text) throws IOException {
    Path file = dir.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  /**
   * As in Kawa, a program's imports add to the default environment instead of replacing it, so
   * {@code (import (class java.util HashMap))} or {@code (import (only (scheme base) car))} leaves
   * {@code define} and {@code cdr} bound; an imported name replaces the default binding of its name.
   */
  @Test
  void importAddsToTheDefaultEnvironment() {
    assertEquals(List.of(), messages(program("(import (only (scheme base) car))\n(car (cdr '(1 2)))")));
    assertEquals(List.of(), messages(program("(import (class java.util HashMap))\n(define h (HashMap))\n(display h)")));
    assertEquals("(car 1)", dump("(import (rename (scheme base) (car cdr)))\n(cdr 1)"));
  }

  @Test
  void importModifiers() {
    assertEquals("(car 1)", dump("(import (prefix (only (scheme base) car) b:))\n(b:car 1)"));
    assertEquals("(car 1)", dump("(import (rename (scheme base) (car first)))\n(first 1)"));
    // except leaves car out of what the import adds; the default environment still has it.
    ExpandResult result = program("(import (except (scheme base) car))\n(car 1)\n(no-such-name 1)");
    assertEquals(List.of("unbound variable: no-such-name"), messages(result));
  }

  @Test
  void libraryInTheSameFile() {
    String text = """
        (define-library (util math)
          (export square2 (rename internal-cube cube))
          (import (scheme base))
          (begin
            (define (square2 x) (* x x))
            (define (internal-cube x) (* x x x))))
        (import (scheme base) (util math))
        (square2 (cube 2))
        """;
    ExpandResult result = program(text);
    assertEquals(List.of(), messages(result));
    assertEquals(2, result.modules().size());
    ExpandedModule library = result.modules().get(0);
    assertTrue(library.isLibrary());
    assertEquals("kopi.lib.util.math", library.className());
    assertEquals("(kopi.lib.util.math::square2 (kopi.lib.util.math::internal-cube 2))", body(result));
  }

  @Test
  void libraryFromAFileWithExportedMacro() throws IOException {
    write("foo/bar.sld", """
        (define-library (foo bar)
          (export swap! helper)
          (import (scheme base))
          (begin
            (define (helper x) x)
            (define-syntax swap!
              (syntax-rules ()
                ((_ a b) (let ((tmp a)) (set! a b) (set! b (helper tmp))))))))
        """);
    Path main = write("main.scm", "");
    String text = "(import (scheme base) (foo bar))\n(define x 1) (define tmp 2) (swap! x tmp)";
    ExpandResult result = program(text, main);
    assertEquals(List.of(), messages(result));
    assertEquals("kopi.lib.foo.bar", result.modules().get(0).className());
    assertEquals("(define M::x 1)\n(define M::tmp 2)\n"
        + "(let ((tmp.1 M::x)) (begin (set! M::x M::tmp) (set! M::tmp (kopi.lib.foo.bar::helper tmp.1))))",
        body(result));
  }

  @Test
  void libraryErrorsAreReportedAtTheImport() throws IOException {
    write("bad/lib.sld", "(define-library (bad lib) (export f g) (import (scheme base)) (begin (define (f) oops)))");
    Path main = write("main.scm", "");
    String text = "(import (bad lib))";
    ExpandResult result = program(text, main);
    assertEquals(2, result.diagnostics().size(), messages(result).toString());
    assertTrue(messages(result).get(0).startsWith("in library (bad lib): "), messages(result).toString());
    assertTrue(messages(result).get(0).endsWith("unbound variable: oops"), messages(result).toString());
    assertTrue(messages(result).get(1).endsWith("export: g is not defined in library (bad lib)"));
    assertEquals("(bad lib)", text.substring(result.diagnostics().get(0).start(), result.diagnostics().get(0).end()));
  }

  @Test
  void libraryCycleIsAnError() throws IOException {
    write("a.sld", "(define-library (a) (import (b)) (export) (begin))");
    write("b.sld", "(define-library (b) (import (a)) (export) (begin))");
    Path main = write("main.scm", "");
    ExpandResult result = program("(import (a))", main);
    assertTrue(messages(result).toString().contains("library cycle (a) -> (b) -> (a)"), messages(result).toString());
  }

  @Test
  void includeAndCondExpandInLibraries() throws IOException {
    write("lib/body.scm", "(define (twice x) (* 2 x))");
    write("lib/decls.scm", "(export twice)");
    write("lib/inc.sld", """
        (define-library (lib inc)
          (import (scheme base))
          (include-library-declarations "decls.scm")
          (cond-expand
            ((and r7rs (not no-such-feature) (library (scheme base))) (include "body.scm"))
            (else (begin (define (twice x) x)))))
        """);
    Path main = write("main.scm", "");
    ExpandResult result = program("(import (lib inc)) (twice 4)", main);
    assertEquals(List.of(), messages(result));
    assertEquals("(kopi.lib.lib.inc::twice 4)", body(result));
  }

  @Test
  void includeInAProgram() throws IOException {
    write("defs.scm", "(define y 3)");
    Path main = write("main.scm", "");
    ExpandResult result = program("(include \"defs.scm\") y", main);
    assertEquals(List.of(), messages(result));
    assertEquals("(define M::y 3)\nM::y", body(result));
  }

  @Test
  void condExpandAtTopLevel() {
    assertEquals("1", dump("(cond-expand (kopi 1) (else 2))"));
    assertEquals("2", dump("(cond-expand ((not jvm) 1) (else 2))"));
    assertEquals("(define M::v 1)", dump("(cond-expand ((or foo full-unicode) (define v 1)))"));
  }

  @Test
  void standardLibrariesImportable() {
    for (String library : StandardLibraries.libraries()) {
      ExpandResult result = program("(import (" + library + "))");
      assertEquals(List.of(), messages(result), library);
    }
  }

  /** Every name a standard library's table lists is bound: a misspelt name would be dropped silently. */
  @Test
  void everyExportedNameIsBound() {
    for (String library : StandardLibraries.libraries()) {
      if (library.equals("kawa base")) {
        continue;
      }
      String names = String.join(" ", StandardLibraries.exports(library, kopi.expand.forms.Forms.LIBRARY));
      ExpandResult result = program("(import (only (" + library + ") " + names + "))");
      assertEquals(List.of(), messages(result), library);
    }
  }

  /** A SRFI's own procedures and forms are bound only by importing it, as in Kawa. */
  @Test
  void srfiNamesAreBoundByImportOnly() {
    assertTrue(messages(program("(take '(1 2) 1)")).toString().contains("unbound variable: take"));
    assertEquals(List.of(), messages(program("(import (srfi 1))\n(take '(1 2) 1)")));
    assertEquals(List.of(), messages(program("(import (srfi :1 lists))\n(take '(1 2) 1)")));
    assertTrue(messages(program("(chain 1 (+ _ 1))")).toString().contains("unbound variable: chain"));
    assertEquals(List.of(), messages(program("(import (srfi 197))\n(chain 1 (+ _ 1))")));
    assertEquals(List.of(), messages(program("(import (srfi 14))\n(char-set-contains? char-set:digit #\\1)")));
  }

  @Test
  void unknownSrfiListsTheAvailableOnes() {
    String message = messages(program("(import (srfi 9999))")).toString();
    assertTrue(message.contains("unknown library (srfi 9999); the SRFIs available are 1, 2, 4, 6, 8"), message);
  }

  /** R7RS 5.2: a name imported twice must have one binding. */
  @Test
  void conflictingImportsAreAnError() {
    assertTrue(messages(program("(import (only (srfi 1) first) (rename (scheme base) (car first)))")).toString()
        .contains("first is imported from (only (srfi 1) first) and (rename (scheme base) (car first))"));
    assertEquals(List.of(), messages(program("(import (scheme base) (srfi 1) (srfi 13) (srfi 133))")));
  }
}
