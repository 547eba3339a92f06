; A ::long value passed to an ::int parameter is checked: it is never truncated.
(define (id-int (n ::int)) n)
(define (pass (m ::long)) (id-int m))
(display (pass 7))
(newline)
(display (pass 10000000000))
; expect: 7
; expect runtime error: id-int: argument 1 expects int, got 10000000000
