(define (f x x) x)
;            ^ error: define: duplicate parameter x
