; SRFI 9: records.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 9))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(define-record-type point (make-point x y) point? (x point-x set-point-x!) (y point-y))
(define p (make-point 1 2))
(set-point-x! p 10)
(show (point? p) (point? 5) (point-x p) (point-y p))
; expect: #t #f 10 2
