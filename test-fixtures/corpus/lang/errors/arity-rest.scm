; A procedure with a rest parameter still needs its required arguments.
(define (h a b . rest) a)
(h 1)
; expect runtime error: h: expected at least 2 arguments, got 1
