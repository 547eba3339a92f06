; Calling a procedure with too few arguments names it and both counts (at run time through apply;
; a direct call is a compile-time error, lang/types/arity.scm).
(define (f x y) x)
(apply f (list 1))
; expect runtime error: f: expected 2 arguments, got 1
