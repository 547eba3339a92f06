; ::int and ::long arithmetic is Java's: it wraps on overflow, as Kawa's does. Arithmetic that
; involves no declared type (untyped variables, or only literals inside a typed procedure) still
; promotes to big integers, as R7RS asks.
(define (square-int (n ::int)) ::int (* n n))
(define (next-int (n ::int)) ::int (+ n 1))
(define (square-long (n ::long)) ::long (* n n))
(define (square n) (* n n))
(define (literal-only (n ::int)) (* 100000 100000))
(define (widened (n ::int)) (* n 10000000000))
(display (square-int 100000))
(newline)
(display (next-int 2147483647))
(newline)
(display (square-long 10000000000))
(newline)
(display (square 100000))
(newline)
(display (square 10000000000))
(newline)
(display (literal-only 1))
(newline)
(display (widened 3))
(newline)
; expect: 1410065408
; expect: -2147483648
; expect: 7766279631452241920
; expect: 10000000000
; expect: 100000000000000000000
; expect: 10000000000
; expect: 30000000000
