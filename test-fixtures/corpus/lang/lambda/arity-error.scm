(define (two a b) (+ a b))
(display "start")
(newline)
; expect: start
(two 1)
; expect runtime error: two
