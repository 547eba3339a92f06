; R7RS 6.12, (scheme eval) and (scheme repl): environment, eval, interaction-environment.
(import (scheme base) (scheme eval) (scheme repl) (scheme write))
(write (eval '(* 7 3) (environment '(scheme base))))
(newline)
; expect: 21
(write (let ((f (eval '(lambda (f x) (f x x)) (environment '(scheme base))))) (f + 10)))
(newline)
; expect: 20
(define env (environment '(scheme base) '(scheme char)))
(eval '(define (twice x) (* 2 x)) env)
(write (list (eval '(twice 21) env) (eval '(char-upcase #\a) env)))
(newline)
; expect: (42 #\A)
(eval '(display "printed by eval") (environment '(scheme base) '(scheme write)))
(newline)
; expect: printed by eval
(eval '(define counter 10) (interaction-environment))
(eval '(set! counter (+ counter 1)) (interaction-environment))
(write (eval 'counter (interaction-environment)))
(newline)
; expect: 11
(write (eval ''(a #(b) "c") (environment '(scheme base))))
(newline)
; expect: (a #(b) "c")
(write (guard (e ((error-object? e) (error-object-message e))) (eval '(car '()) (environment '(scheme base)))))
(newline)
; expect: "car: expected pair, got ()"
(write (guard (e ((symbol? e) e)) (eval '(raise 'oops) (environment '(scheme base)))))
(newline)
; expect: oops
(write (guard (e ((error-object? e) 'eval-error)) (eval '(if) (environment '(scheme base)))))
(newline)
; expect: eval-error
(write (eval (list '+ 1 2 (list 'quote 3)) (environment '(scheme base))))
(newline)
; expect: 6
(write (eval '(let ((p (delay (cadddr '(1 2 3 4))))) (force p)) (environment '(scheme r5rs))))
(newline)
; expect: 4
(define null-env (environment '(only (scheme base) quote)))
(write (eval ''only-quote null-env))
(newline)
; expect: only-quote
