; Calling a procedure with too many arguments.
(define (g x) x)
(g 1 2 3)
; expect runtime error: g: expected 1 argument, got 3
