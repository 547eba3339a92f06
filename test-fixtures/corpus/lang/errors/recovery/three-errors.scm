; Every error of a file is reported in one compile: an unbound name does not silence the type
; and arity checks of the lines around it (issue 19).
(define (square x ::int) (* x x))
(define (add1 n) (+ n 1))
(display (square "four"))
;                ^^^^^^ error: square: argument 1 expects int, got string
(display (undefined-thing 3))
;         ^^^^^^^^^^^^^^^ error: unbound variable: undefined-thing
(display (add1 1 2))
;        ^^^^^^^^^^ error: add1: expected 1 argument, got 2
