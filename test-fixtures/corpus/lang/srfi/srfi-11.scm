; SRFI 11: let-values and let*-values.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 11))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(let-values (((a b) (values 1 2)) ((c . d) (values 3 4 5))) (show a b c d))
(let*-values (((a b) (values 1 2)) ((c) (values (+ a b)))) (show c))
; expect: 1 2 3 (4 5)
; expect: 3
