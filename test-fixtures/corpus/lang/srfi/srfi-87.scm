; SRFI 87: => in case clauses.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 87))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (case 5 ((1 2) 'low) ((5) => (lambda (x) (* x x))) (else 'other)) (case 9 ((1) 'one) (else => (lambda (x) (list x 'else)))))
; expect: 25 (9 else)
