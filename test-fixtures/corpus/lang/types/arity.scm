; Calling a procedure whose definition is certain with the wrong number of arguments.
(define (f x y) x)
(display (f 1 2 3))
;        ^^^^^^^^^ error: f: expected 2 arguments, got 3
(define (h a . rest) a)
(display (h))
;        ^^^ error: h: expected at least 1 argument, got 0
(define (k a #!optional b) a)
(display (k 1 2 3))
;        ^^^^^^^^^ error: k: expected between 1 and 2 arguments, got 3
