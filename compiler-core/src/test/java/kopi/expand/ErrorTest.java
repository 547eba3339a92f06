package kopi.expand;

import static kopi.expand.ExpandTesting.messages;
import static kopi.expand.ExpandTesting.program;
import static kopi.expand.ExpandTesting.singleError;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import kopi.syntax.Diagnostic;
import kopi.syntax.Phase;
import org.junit.jupiter.api.Test;

class ErrorTest {

  @Test
  void ifWithTooManyOperands() {
    Diagnostic d = singleError("(if 1 2 3 4)", "if: expected 2 or 3 operands, got 4", "(if 1 2 3 4)");
    assertEquals(Phase.EXPAND, d.phase());
    assertEquals("expand.malformed", d.code());
  }

  @Test
  void unboundVariableLabelsTheIdentifier() {
    singleError("(display foo)", "unbound variable: foo", "foo");
  }

  @Test
  void duplicateParameter() {
    singleError("(lambda (a b a) a)", "lambda: duplicate parameter a", "a");
    singleError("(define (f x x) x)", "define: duplicate parameter x", "x");
  }

  @Test
  void defineInExpressionPosition() {
    singleError("(if #t (define x 1) 2)", "define: not allowed in an expression context", "(define x 1)");
  }

  @Test
  void unknownLibrary() {
    singleError("(import (scheme base) (no such lib))", "import: unknown library (no such lib)", "(no such lib)");
  }

  @Test
  void unknownImportName() {
    singleError("(import (only (scheme base) car nothing-here))",
        "import: nothing-here is not exported by (scheme base)", "nothing-here");
  }

  @Test
  void expansionContinuesAfterErrors() {
    ExpandResult result = program("(if)\n(display nope)\n(define x 1)\n(let ((y)) y)\n(set! x 2)");
    assertEquals(List.of("if: expected 2 or 3 operands, got 0", "unbound variable: nope",
        "let: expected (name value), got (y)"), messages(result));
    assertEquals(5, result.modules().get(0).body().size());
  }

  @Test
  void syntaxKeywordAsVariable() {
    singleError("(list if)", "syntax keyword if used as a variable", "if");
  }

  @Test
  void assignments() {
    singleError("(set! car 1)", "set!: cannot assign to builtin car", "car");
    singleError("(set! undefined-thing 1)", "unbound variable: undefined-thing", "undefined-thing");
  }

  @Test
  void elseMustBeLast() {
    singleError("(cond (else 1) (#t 2))", "cond: else clause must be the last clause", "(else 1)");
  }

  @Test
  void readerErrorsAreIncluded() {
    ExpandResult result = program("(display 1");
    assertEquals(1, result.diagnostics().size());
    assertEquals(Phase.READ, result.diagnostics().get(0).phase());
  }

  @Test
  void internalDefinitionsDuplicate() {
    singleError("(lambda () (define a 1) (define a 2) a)", "duplicate definition of a in this body", "a");
  }

  @Test
  void importOnlyAtTopLevel() {
    singleError("(lambda () (import (scheme base)) 1)", "import: only allowed at the top level",
        "(import (scheme base))");
  }

  @Test
  void deepNestingDoesNotThrow() {
    String deep = "(list ".repeat(20000) + "1" + ")".repeat(20000);
    ExpandResult result = program(deep);
    assertEquals(1, result.modules().size());
  }
}
