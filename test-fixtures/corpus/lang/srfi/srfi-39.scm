; SRFI 39: parameters.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 39))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(define radix (make-parameter 10))
(define prefix (make-parameter 'x (lambda (v) (if (symbol? v) v (error "not a symbol" v)))))
(show (radix) (parameterize ((radix 2)) (radix)) (radix))
(show (parameterize ((prefix 'y)) (prefix)))
; expect: 10 2 10
; expect: y
