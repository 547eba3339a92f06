; SRFI 2: and-let*.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 2))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (and-let* ((x 5) ((> x 3)) (y (* x 2))) (+ x y)) (and-let* ((x #f)) 'no) (and-let* () 1) (and-let* ()))
(define alist '((a . 1)))
(show (and-let* ((p (assq 'a alist)) (v (cdr p))) v) (and-let* ((p (assq 'b alist))) (cdr p)))
; expect: 15 #f 1 #t
; expect: 1 #f
