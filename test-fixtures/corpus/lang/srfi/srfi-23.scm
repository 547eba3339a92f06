; SRFI 23: error.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 23))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (guard (e ((error-object? e) (list (error-object-message e) (error-object-irritants e)))) (error "bad thing:" 1 'two)))
; expect: ("bad thing:" (1 two))
