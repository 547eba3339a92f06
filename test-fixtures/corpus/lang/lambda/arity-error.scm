(define (two a b) (+ a b))
(display "start")
(newline)
; expect: start
; Through apply, so the error happens at run time: a direct (two 1) is a compile-time error.
(apply two (list 1))
; expect runtime error: two
