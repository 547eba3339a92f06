; SRFI 98: environment variables.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 98))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (string? (get-environment-variable "PATH")) (get-environment-variable "KOPI_SURELY_UNSET_VARIABLE") (list? (get-environment-variables)) (pair? (car (get-environment-variables))))
; expect: #t #f #t #t
