package kopi.expand;

import static kopi.expand.ExpandTesting.dump;
import static kopi.expand.ExpandTesting.singleError;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MacroTest {

  private static final String MY_OR = """
      (define-syntax my-or
        (syntax-rules ()
          ((_) #f)
          ((_ e) e)
          ((_ e r ...) (let ((t e)) (if t t (my-or r ...))))))
      """;

  @Test
  void simpleMacro() {
    assertEquals("(if 1 (begin 2 3) #!void)",
        dump("(define-syntax my-when (syntax-rules () ((_ c e ...) (if c (begin e ...))))) (my-when 1 2 3)"));
  }

  @Test
  void macroIntroducedBindingDoesNotCaptureUserIdentifier() {
    assertEquals("(define M::t 5)\n(let ((t.1 #f)) (if t.1 t.1 M::t))", dump(MY_OR + "(define t 5) (my-or #f t)"));
  }

  @Test
  void userBindingDoesNotCaptureMacroFreeIdentifier() {
    // The user's local `if` and `let` do not change what my-or's template means.
    assertEquals("(let ((if.1 list) (let.2 car)) (let ((t.3 #f)) (if t.3 t.3 1)))",
        dump(MY_OR + "(let ((if list) (let car)) (my-or #f 1))"));
  }

  @Test
  void recursiveMacroAndEmptyCase() {
    assertEquals("#f\n(let ((t.1 1)) (if t.1 t.1 (let ((t.2 2)) (if t.2 t.2 3))))",
        dump(MY_OR + "(my-or) (my-or 1 2 3)"));
  }

  @Test
  void literalsMatchByBinding() {
    String m = "(define-syntax arrow (syntax-rules (=>) ((_ a => b) (list a b)) ((_ a b c) 'no)))";
    assertEquals("(list 1 2)", dump(m + "(arrow 1 => 2)"));
    // A locally rebound => is not the literal any more.
    assertEquals("(let ((=>.1 0)) 'no)", dump(m + "(let ((=> 0)) (arrow 1 => 2))"));
  }

  @Test
  void nestedEllipses() {
    String m = "(define-syntax my-let* (syntax-rules () ((_ ((n v) ...) b ...) (list (list 'n v) ... b ...))))";
    assertEquals("(list (list 'a 1) (list 'b 2) 3)", dump(m + "(my-let* ((a 1) (b 2)) 3)"));
    String flat = "(define-syntax flat (syntax-rules () ((_ (a ...) ...) '(a ... ...))))";
    assertEquals("'(1 2 3 4)", dump(flat + "(flat (1 2) (3 4))"));
    String nested = "(define-syntax nest (syntax-rules () ((_ (a b ...) ...) '((b ... a) ...))))";
    assertEquals("'((2 3 1) (5 4))", dump(nested + "(nest (1 2 3) (4 5))"));
  }

  @Test
  void escapedEllipsisAndCustomEllipsis() {
    String m = "(define-syntax e (syntax-rules () ((_ a) '(a (... ...)))))";
    assertEquals("'(1 ...)", dump(m + "(e 1)"));
    String c = "(define-syntax c (syntax-rules dots () ((_ a dots) '(a dots ...))))";
    assertEquals("'(1 2 ...)", dump(c + "(c 1 2)"));
  }

  @Test
  void underscoreVectorAndDottedPatterns() {
    String v = "(define-syntax v (syntax-rules () ((_ #(a ...)) (list a ...))))";
    assertEquals("(list 1 2)", dump(v + "(v #(1 2))"));
    String d = "(define-syntax d (syntax-rules () ((_ a . rest) 'rest)))";
    assertEquals("'(2 3)", dump(d + "(d 1 2 3)"));
    String t = "(define-syntax t (syntax-rules () ((_ a ... . r) '(r a ...))))";
    assertEquals("'(3 1 2)", dump(t + "(t 1 2 . 3)"));
    String u = "(define-syntax u (syntax-rules () ((_ _ b) b)))";
    assertEquals("2", dump(u + "(u 1 2)"));
  }

  @Test
  void macroExpandingIntoDefinitions() {
    String m = "(define-syntax def (syntax-rules () ((_ n v) (define n v))))";
    assertEquals("(define M::x 1)\nM::x", dump(m + "(def x 1) x"));
    assertEquals("(lambda () (letrec ((y.1 2)) y.1))", dump(m + "(lambda () (def y 2) y)"));
  }

  @Test
  void macroDefiningMacro() {
    String m = "(define-syntax def-const (syntax-rules () ((_ name v) (define-syntax name (syntax-rules () ((_) v))))))";
    assertEquals("42", dump(m + "(def-const answer 42) (answer)"));
  }

  @Test
  void macroIntroducedTopLevelDefinitionIsHidden() {
    String m = "(define-syntax mk (syntax-rules () ((_ get) (begin (define secret 1) (define (get) secret)))))";
    String out = dump(m + "(define secret 2) (mk get-it) (list secret (get-it))");
    assertEquals(true, out.startsWith("(define M::secret 2)\n(define M::secret$"), out);
    assertEquals(true, out.endsWith("(list M::secret (M::get-it))"), out);
  }

  @Test
  void letSyntaxAndLetrecSyntax() {
    assertEquals("(let ((x.1 1)) x.1)",
        dump("(let-syntax ((m (syntax-rules () ((_ v) (let ((x v)) x))))) (m 1))"));
    assertEquals("'(1 2)",
        dump("(letrec-syntax ((a (syntax-rules () ((_ x) (b x 2)))) (b (syntax-rules () ((_ x y) '(x y))))) (a 1))"));
  }

  @Test
  void localMacroSeesLocalVariables() {
    assertEquals("(lambda (x.1) (letrec ((_.2 #!void)) x.1))".replace("(letrec ((_.2 #!void)) x.1)", "x.1"),
        dump("(lambda (x) (define-syntax get (syntax-rules () ((_) x))) (get))"));
  }

  @Test
  void noMatchingClause() {
    singleError("(define-syntax m (syntax-rules () ((_ a) a)))\n(m 1 2)",
        "m: no syntax-rules clause matches (m 1 2)", "(m 1 2)");
  }

  @Test
  void runawayMacroIsReported() {
    singleError("(define-syntax f (syntax-rules () ((_ x) (f x))))\n(f 1)",
        "macro expansion took more than 1000000 steps, in f (is the macro recursive without end?)", "(f 1)");
    singleError("(define-syntax g (syntax-rules () ((_ x) (list (g x)))))\n(g 1)",
        "macro expansion nested more than 10000 levels deep, in g (is the macro recursive without end?)", "(g 1)");
  }
}
