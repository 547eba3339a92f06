package kopi.expand;

import static kopi.expand.ExpandTesting.dump;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CoreFormsTest {

  @Test
  void constantsAndQuote() {
    assertEquals("1\n\"s\"\n#t\n'a\n'(1 a \"b\")\n#(1 2)", dump("1 \"s\" #t 'a '(1 a \"b\") #(1 2)"));
  }

  @Test
  void topLevelDefineBecomesGlobalOfTheModule() {
    assertEquals("(define M::x 5)\n(+ M::x 1)", dump("(define x 5) (+ x 1)"));
  }

  @Test
  void procedureDefinitionIsANamedLambda() {
    assertEquals("(define M::f (lambda f (a.1 b.2) (+ a.1 b.2)))", dump("(define (f a b) (+ a b))"));
  }

  @Test
  void forwardReferenceToALaterDefinition() {
    assertEquals("(define M::f (lambda f () (M::g)))\n(define M::g (lambda g () 1))",
        dump("(define (f) (g)) (define (g) 1)"));
  }

  @Test
  void curriedDefine() {
    assertEquals("(define M::f (lambda f (a.1) (lambda (b.2) (list a.1 b.2))))",
        dump("(define ((f a) b) (list a b))"));
  }

  @Test
  void lambdaWithRestOptionalAndTypes() {
    assertEquals("(lambda (a.1 . r.2) r.2)", dump("(lambda (a . r) r)"));
    assertEquals("(lambda (. args.1) args.1)", dump("(lambda args args)"));
    assertEquals("(lambda (a.1 #!optional (b.2 2) (c.3)) (list a.1 b.2 c.3))",
        dump("(lambda (a #!optional (b 2) c) (list a b c))"));
    assertEquals("(lambda (a.1 . r.2) r.2)", dump("(lambda (a #!rest r) r)"));
    assertEquals("(lambda (a.1::int b.2) a.1::int)", dump("(lambda (a ::int b) a)"));
    assertEquals("(lambda (v.1::vector[string]) v.1::vector[string])", dump("(lambda (v ::vector[string]) v)"));
  }

  @Test
  void typedDefinitionsAreRecorded() {
    ExpandResult result = ExpandTesting.program("(define x ::int 5) (define (f a ::string) ::int 1)");
    assertEquals("int", result.types().globalType(new Global("M", "x")));
    Core.GlobalDefine f = (Core.GlobalDefine) result.modules().get(0).body().get(1);
    assertEquals("int", result.types().returnType((Core.Lambda) f.value()));
    assertEquals("(define M::x 5)\n(define M::f (lambda f (a.1::string) 1))", ExpandTesting.body(result));
  }

  @Test
  void ifAndSet() {
    assertEquals("(define M::x 1)\n(if M::x 1 #!void)\n(set! M::x 2)", dump("(define x 1) (if x 1) (set! x 2)"));
    assertEquals("(lambda (a.1) (set! a.1 (+ a.1 1)))", dump("(lambda (a) (set! a (+ a 1)))"));
  }

  @Test
  void letForms() {
    assertEquals("(let ((x.1 1) (y.2 2)) (+ x.1 y.2))", dump("(let ((x 1) (y 2)) (+ x y))"));
    assertEquals("(let ((x.1 1)) (let ((y.2 x.1)) y.2))", dump("(let* ((x 1) (y x)) y)"));
    assertEquals("(letrec ((f.1 (lambda f () (f.1)))) f.1)", dump("(letrec ((f (lambda () (f)))) f)"));
    assertEquals("(let ((x.1::int 5)) x.1::int)", dump("(let ((x ::int 5)) x)"));
  }

  @Test
  void letIsParallel() {
    assertEquals("(define M::x 1)\n(let ((x.1 2) (y.2 M::x)) y.2)", dump("(define x 1) (let ((x 2) (y x)) y)"));
  }

  @Test
  void namedLet() {
    assertEquals("(letrec ((loop.1 (lambda loop (i.2) (if (< i.2 10) (loop.1 (+ i.2 1)) i.2)))) (loop.1 0))",
        dump("(let loop ((i 0)) (if (< i 10) (loop (+ i 1)) i))"));
  }

  @Test
  void internalDefinesAreLetrecStar() {
    assertEquals("(lambda () (letrec ((a.1 1) (b.2 (lambda b () a.1))) (b.2)))",
        dump("(lambda () (define a 1) (define (b) a) (b))"));
  }

  @Test
  void beginSplicesAtTopLevel() {
    assertEquals("(define M::a 1)\n(define M::b 2)", dump("(begin (define a 1) (define b 2))"));
    assertEquals("(begin 1 2)", dump("(lambda () (begin 1 2))").replace("(lambda () ", "").replaceAll("\\)$", ""));
  }

  @Test
  void andOrWhenUnless() {
    assertEquals("#t\n(if 1 2 #f)\n#f\n(let ((or.1 1)) (if or.1 or.1 2))",
        dump("(and) (and 1 2) (or) (or 1 2)"));
    assertEquals("(if 1 2 #!void)\n(if 1 #!void (begin 2 3))", dump("(when 1 2) (unless 1 2 3)"));
  }

  @Test
  void cond() {
    assertEquals("(if 1 2 (let ((cond.1 3)) (if cond.1 (car cond.1) (let ((cond.2 4)) (if cond.2 cond.2 5)))))",
        dump("(cond (1 2) (3 => car) (4) (else 5))"));
  }

  @Test
  void caseForm() {
    assertEquals(
        "(let ((key.1 7)) (if (eqv? key.1 1) 'one (if (if (eqv? key.1 2) #t (eqv? key.1 3)) 'few (car key.1))))",
        dump("(case 7 ((1) 'one) ((2 3) 'few) (else => car))"));
    // A clause with no data never matches; one with more than 32 data calls memv.
    assertEquals("(let ((key.1 7)) (if #f 'none 'other))", dump("(case 7 (() 'none) (else 'other))"));
    StringBuilder many = new StringBuilder();
    for (int i = 0; i < 33; i++) {
      many.append(' ').append(i);
    }
    assertEquals("(let ((key.1 7)) (if (memv key.1 '(" + many.substring(1) + ")) 'in #!void))",
        dump("(case 7 ((" + many.substring(1) + ") 'in))"));
  }

  @Test
  void doLoop() {
    assertEquals(
        "(letrec ((do-loop.1 (lambda do-loop (i.2) (if (= i.2 3) i.2 (begin (display i.2) (do-loop.1 (+ i.2 1)))))))"
            + " (do-loop.1 0))",
        dump("(do ((i 0 (+ i 1))) ((= i 3) i) (display i))"));
  }

  @Test
  void quasiquote() {
    assertEquals("'(1 2)", dump("`(1 2)"));
    assertEquals("(define M::x 2)\n(cons 1 (cons M::x '(3)))", dump("(define x 2) `(1 ,x 3)"));
    assertEquals("(define M::x 2)\n(cons 1 (append M::x '(3)))", dump("(define x 2) `(1 ,@x 3)"));
    assertEquals("(define M::x 2)\n(list->vector (cons 1 (cons M::x '())))", dump("(define x 2) `#(1 ,x)"));
    assertEquals("(define M::x 2)\n(append M::x)", dump("(define x 2) `(,@x)"));
    assertEquals("(define M::x 2)\n(cons 1 M::x)", dump("(define x 2) `(1 . ,x)"));
  }

  @Test
  void caseLambda() {
    assertEquals("(define M::f (case-lambda f (lambda (a.1) a.1) (lambda (a.2 b.3) b.3)))",
        dump("(define f (case-lambda ((a) a) ((a b) b)))"));
  }

  @Test
  void delayAndParameterize() {
    assertEquals("(%make-delayed-promise (lambda delay () 1))\n(%make-lazy-promise (lambda delay-force () 2))",
        dump("(delay 1) (delay-force 2)"));
    assertEquals("(define M::p (make-parameter 1))\n(%parameterize (list M::p) (list 2) (lambda parameterize () M::p))",
        dump("(define p (make-parameter 1)) (parameterize ((p 2)) p)"));
  }
}
