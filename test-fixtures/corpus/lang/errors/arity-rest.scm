; A procedure with a rest parameter still needs its required arguments (checked at run time when
; the compiler cannot see which procedure is called; see lang/types/arity.scm for the static check).
(define (h a b . rest) a)
(apply h (list 1))
; expect runtime error: h: expected at least 2 arguments, got 1
