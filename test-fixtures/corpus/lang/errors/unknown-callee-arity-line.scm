; An arity error of a procedure called through a variable the compiler cannot see into carries
; the line of the call (issue 15, item 8).
(define (f x) x)
(define procedures (list f))

((car procedures) 1 2)
; expect runtime error: unknown-callee-arity-line.scm:6: f: expected 1 argument, got 2
