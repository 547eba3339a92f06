package kopi.expand;

import static kopi.expand.ExpandTesting.messages;
import static kopi.expand.ExpandTesting.program;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A realistic program using many forms at once expands without diagnostics. */
class SmokeTest {
  @Test
  void realisticProgram() {
    String text = """
        (define (greet name) (string-append "Hello, " name "!"))
        (display (greet "world")) (newline)
        (define-record-type <account> (make-account owner balance) account?
          (owner account-owner) (balance account-balance set-account-balance!))
        (define (deposit! acc n)
          (when (< n 0) (error "negative deposit" n))
          (set-account-balance! acc (+ (account-balance acc) n)))
        (define acc (make-account "ann" 10))
        (deposit! acc 5)
        (define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
        (define (sum-list lst) (let loop ((l lst) (acc 0)) (if (null? l) acc (loop (cdr l) (+ acc (car l))))))
        (define v (make-vector 3 #\\a))
        (do ((i 0 (+ i 1))) ((= i 3)) (vector-set! v i i))
        (define (classify x) (case x ((1 2 3) 'small) ((a b) 'letter) (else 'other)))
        (define result
          (guard (e ((error-object? e) (error-object-message e)) ((string? e) e))
            (raise "boom")))
        (define p (make-parameter 10))
        (parameterize ((p 20)) (display (p)))
        (define-values (q r) (floor/ 7 2))
        (let-values (((a b) (values 1 2))) (+ a b))
        (define lazy (delay (begin (display "once") 1)))
        (force lazy)
        (for-each (lambda (x) (display x)) `(1 ,(fact 3) ,@(list 4 5)))
        (call-with-current-continuation (lambda (k) (dynamic-wind (lambda () #f) (lambda () (k 1)) (lambda () #f))))
        (define (opt a #!optional (b 2)) (+ a b))
        (define (typed x ::int) ::int (* x 2))
        (let* ((x 1) (y (+ x 1))) (list x y))
        (cond ((assv 2 '((1 . one) (2 . two))) => cdr) (else #f))
        (define-syntax swap! (syntax-rules () ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))
        (define m 1) (define n 2) (swap! m n)
        (string-for-each (lambda (c) (display (char-upcase c))) "abc")
        (exit 0)
        """;
    ExpandResult result = program(text);
    assertEquals(List.of(), messages(result));
  }
}
