; Calling a procedure with too many arguments (at run time through apply).
(define (g x) x)
(apply g (list 1 2 3))
; expect runtime error: g: expected 1 argument, got 3
