; R7RS 6.12: (environment set ...) starts from an empty environment and imports exactly the given
; sets, so a name they do not provide is unbound in it; null-environment has only R5RS syntax.
(import (scheme base) (scheme eval) (scheme r5rs) (scheme write))
(define (message thunk)
  (guard (e ((error-object? e) (error-object-message e))) (thunk)))
(write (message (lambda () (eval '(cdr (list 1 2)) (environment '(only (scheme base) car))))))
(newline)
; expect: "unbound variable: cdr"
(write (eval '(car (list 1 2)) (environment '(only (scheme base) car list))))
(newline)
; expect: 1
(write (message (lambda () (eval '(let ((x 1)) x) (environment '(only (scheme base) car))))))
(newline)
; expect: "unbound variable: let"
(write (message (lambda () (eval '(import (scheme base)) (environment '(only (scheme base) car))))))
(newline)
; expect: "unbound variable: import"
(define prefixed (environment '(prefix (scheme base) s:)))
(write (eval '(s:let ((x 1)) (s:+ x 1)) prefixed))
(newline)
; expect: 2
(write (message (lambda () (eval '(+ 1 2) prefixed))))
(newline)
; expect: "unbound variable: +"
(write (eval '(kar (kons 1 2)) (environment '(rename (only (scheme base) car cons) (car kar) (cons kons)))))
(newline)
; expect: 1
(write (message (lambda () (eval '(cadr '(1 2)) (environment '(except (scheme base) cadr))))))
(newline)
; expect: "unbound variable: cadr"
; Definitions in an environment value are an extension R7RS allows: they stay in that value.
(define env (environment '(scheme base)))
(eval '(define (double x) (* 2 x)) env)
(write (eval '(double 21) env))
(newline)
; expect: 42
(write (message (lambda () (eval '(double 1) (environment '(scheme base))))))
(newline)
; expect: "unbound variable: double"
(write (message (lambda () (eval '(set! car cdr) env))))
(newline)
; expect: "eval: set!: cannot assign to builtin car"
(write (message (lambda () (eval 1 (environment '(scheme base) '(no such library))))))
(newline)
; expect: "environment: import: unknown library (no such library)"
(write (eval '(let loop ((x 'a)) (cond ((eq? x 'a) (loop 'b)) (else (quote (done))))) (scheme-report-environment 5)))
(newline)
; expect: (done)
(write (eval '(let ((x 1)) (if x (quasiquote (x (unquote x))) 'no)) (null-environment 5)))
(newline)
; expect: (x 1)
(write (message (lambda () (eval '(car '(1)) (null-environment 5)))))
(newline)
; expect: "unbound variable: car"
(write (message (lambda () (null-environment 7))))
(newline)
; expect: "null-environment: expected version 5, got 7"
