; (define (f args) body) and the curried form (define ((f a) b) body).
(define (square n) (* n n))
(write (square 12))
(newline)
; expect: 144
(define ((adder n) m) (+ n m))
(write ((adder 3) 4))
(newline)
; expect: 7
(define (((triple a) b) c) (list a b c))
(write (((triple 1) 2) 3))
(newline)
; expect: (1 2 3)
(define (rest-of first . others) others)
(write (rest-of 1 2 3))
(newline)
; expect: (2 3)
