; quotient of ::int values by zero raises the error untyped quotient raises.
(define (q (a ::int) (b ::int)) ::int (quotient a b))
(display (q 7 2))
(newline)
(display (q 7 0))
; expect: 3
; expect runtime error: quotient: division by zero
