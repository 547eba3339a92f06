; Calling a procedure with too few arguments names it and both counts.
(define (f x y) x)
(f 1)
; expect runtime error: f: expected 2 arguments, got 1
