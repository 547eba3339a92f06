; SRFI 26: cut evaluates its non-slot expressions at each call, cute once.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 26))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show ((cut cons 1 <>) 2) ((cut list <> 'b <>) 'a 'c) ((cut list 1 <...>) 2 3) ((cut <> 5) -))
(define n 0)
(define g (cute list (begin (set! n (+ n 1)) n) <>))
(show (g 'a) (g 'b) n)
(define h (cut list (begin (set! n (+ n 1)) n) <>))
(show (h 'a) (h 'b) n)
; expect: (1 . 2) (a b c) (1 2 3) -5
; expect: (1 a) (1 b) 1
; expect: (2 a) (3 b) 3
