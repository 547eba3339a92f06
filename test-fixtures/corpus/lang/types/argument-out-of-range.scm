; An exact integer literal that does not fit an ::int parameter can never be accepted.
(define (f (n ::int)) n)
(display (f 10000000000))
;           ^^^^^^^^^^^ error: f: argument 1 expects int, got integer
