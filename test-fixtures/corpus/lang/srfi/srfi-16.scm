; SRFI 16: case-lambda.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 16))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(define f (case-lambda ((a) (list 'one a)) ((a b) (list 'two a b)) ((a . rest) (list 'many a rest))))
(show (f 1) (f 1 2) (f 1 2 3))
; expect: (one 1) (two 1 2) (many 1 (2 3))
