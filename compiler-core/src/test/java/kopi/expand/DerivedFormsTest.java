package kopi.expand;

import static kopi.expand.ExpandTesting.dump;
import static kopi.expand.ExpandTesting.singleError;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DerivedFormsTest {

  @Test
  void guardWithElse() {
    assertEquals("(%guard (lambda guard-body () (raise 1)) (lambda guard-selector (e.1) "
        + "(if (symbol? e.1) (lambda guard-clause () 'sym) (lambda guard-clause () 'other))))",
        dump("(guard (e ((symbol? e) 'sym) (else 'other)) (raise 1))"));
  }

  @Test
  void guardWithoutElseSelectsNothing() {
    // The selector answers #f and the runtime re-raises where the object was raised.
    assertEquals("(%guard (lambda guard-body () 1) (lambda guard-selector (e.1) "
        + "(let ((guard-test.2 (assq 'a e.1))) (if guard-test.2 (lambda guard-clause () (cdr guard-test.2)) #f))))",
        dump("(guard (e ((assq 'a e) => cdr)) 1)"));
  }

  @Test
  void defineRecordType() {
    // Each record procedure is a lambda over a record builtin, so the static checks see its arity;
    // fields the constructor does not take start as #f. The procedures reach the type through a
    // hidden name, which an assignment of the type's name leaves alone.
    String out = dump("(define-record-type point (make-point y) point? (x point-x) (y point-y set-point-y!))");
    assertEquals(
        """
            (define M::point (%make-record-type 'point '(x y)))
            (define M::point$type$9 M::point)
            (define M::make-point (lambda make-point (y.1) (%record M::point$type$9 #f y.1)))
            (define M::point? (lambda point? (obj.2) (%record-instance? M::point$type$9 obj.2)))
            (define M::point-x (lambda point-x (record.3) (%record-ref M::point$type$9 0 record.3 'point-x)))
            (define M::point-y (lambda point-y (record.4) (%record-ref M::point$type$9 1 record.4 'point-y)))
            (define M::set-point-y! (lambda set-point-y! (record.5 y.6) (%record-set! M::point$type$9 1 record.5 y.6 'set-point-y!)))""",
        out);
  }

  @Test
  void recordConstructorFieldMustExist() {
    singleError("(define-record-type p (make-p z) p? (x p-x))",
        "define-record-type: constructor argument z is not a field of p", "z");
  }

  @Test
  void defineValuesAtTopLevel() {
    String out = dump("(define-values (a b . c) (values 1 2 3))");
    String[] lines = out.split("\n");
    assertEquals(4, lines.length, out);
    assertEquals(true, lines[0].matches(
        "\\(define M::define-values\\$\\d+ \\(call-with-values \\(lambda \\(\\) \\(values 1 2 3\\)\\) "
            + "\\(lambda \\(a\\.1 b\\.2 \\. c\\.3\\) \\(append \\(list a\\.1 b\\.2\\) c\\.3\\)\\)\\)\\)"),
        out);
    assertEquals(true, lines[1].matches("\\(define M::a \\(list-ref M::define-values\\$\\d+ 0\\)\\)"), out);
    assertEquals(true, lines[3].matches("\\(define M::c \\(list-tail M::define-values\\$\\d+ 2\\)\\)"), out);
  }

  @Test
  void defineValuesInABody() {
    assertEquals("(lambda () (letrec ((define-values.1 (call-with-values (lambda () (values 1 2)) "
        + "(lambda (a.2 b.3) (list a.2 b.3)))) (a.4 (list-ref define-values.1 0)) (b.5 (list-ref define-values.1 1))) "
        + "(+ a.4 b.5)))", dump("(lambda () (define-values (a b) (values 1 2)) (+ a b))"));
  }

  @Test
  void letValuesAndReceive() {
    assertEquals("(call-with-values (lambda () (values 1 2)) (lambda (a.1 b.2) "
        + "(call-with-values (lambda () (values 3)) (lambda (. c.3) (list a.1 b.2 c.3)))))",
        dump("(let-values (((a b) (values 1 2)) (c (values 3))) (list a b c))"));
    assertEquals("(call-with-values (lambda () (values 1 2)) (lambda (a.1 . r.2) r.2))",
        dump("(receive (a . r) (values 1 2) r)"));
  }

  @Test
  void letValuesIsParallelButLetStarValuesIsNot() {
    assertEquals("(define M::a 0)\n(call-with-values (lambda () 1) (lambda (a.1) "
        + "(call-with-values (lambda () M::a) (lambda (b.2) b.2))))",
        dump("(define a 0) (let-values (((a) 1) ((b) a)) b)"));
    assertEquals("(call-with-values (lambda () 1) (lambda (a.1) "
        + "(call-with-values (lambda () a.1) (lambda (b.2) b.2))))",
        dump("(let*-values (((a) 1) ((b) a)) b)"));
  }

  @Test
  void syntaxError() {
    singleError("(define-syntax m (syntax-rules () ((_ x) (syntax-error \"bad use of m\" x))))\n(m 1)",
        "bad use of m 1", "(m 1)");
  }
}
