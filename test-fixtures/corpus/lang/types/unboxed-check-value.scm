; A typed procedure used as a value checks its arguments where its procedure object unboxes them.
(define (double-it (n ::int)) ::int (* 2 n))
(display (map double-it (list 1 2)))
(newline)
(display (map double-it (list 1 'three)))
; expect: (2 4)
; expect runtime error: double-it: argument 1 expects int, got three
