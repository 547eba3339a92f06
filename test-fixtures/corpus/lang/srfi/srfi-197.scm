; SRFI 197: pipeline operators (Kawa 3.1.1 has no (srfi 197) library).
; Expected output: the SRFI 197 document's definitions, worked by hand.
(import (scheme base) (scheme write) (srfi 197))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; The SRFI 197 document's examples and its definitions.
(show (chain 1 (+ _ 1) (* _ 2)) (chain "abc" (string-append _ "d") (string-length _)) (chain 5 (- 10)) (chain 5))
(show (chain (values 1 2) (+ _ _)) (chain (values 1 2 3) (list _ _ ...)) (chain '(1 2 3) (apply + _)) (chain (values 1 2 3) (list 0 _ ...)))
(show (chain 1 x (+ x 2) (* 3 x)) (chain (values 1 2) x dots (list 9 x dots)))
(define log '())
(define (note x) (set! log (cons x log)) x)
(chain (note 'first) (note _) (list 'second _) (note _))
(show (reverse log))
(show (chain-and 1 (+ _ 1) (* _ 2)) (chain-and 1 (> _ 5) (error "not reached" _)) (chain-and #f (+ _ 1)) (chain-and '(1 2) (memv 2 _) (car _)))
;                                                                                               ^^^^^^^ warning: +: argument 1 expects number, got boolean
(show (chain-when 1 ((odd? 1) (+ _ 10)) (#f (* _ 100)) (#t (* _ 2))) (chain-when 5 (#t (- 1))))
(define f (chain-lambda (+ _ 1) (* _ 2)))
(define g (chain-lambda (list _ _) (append _ '(end))))
(define h (chain-lambda (list 'all _ ...)))
(show (f 3) (g 'a 'b) (h 1 2 3) (h))
(show (nest (list 'a _) (list 'b _) 'c) (nest (+ 1 _) (* 2 _) 5) (nest x (list 1 x) (list 2 x) 3) (nest 7))
(show (nest-reverse 'c (list 'b _) (list 'a _)) (nest-reverse 5 (* 2 _) (+ 1 _)) (nest-reverse 3 y (list y 1)))
; expect: 4 4 5 5
; expect: 3 (1 2 3) 6 (0 1 2 3)
; expect: 9 (9 1 2)
; expect: (first first (second first))
; expect: 4 #f #f 2
; expect: 22 -4
; expect: 8 (a b end) (all 1 2 3) (all)
; expect: (a (b c)) 11 (1 (2 3)) 7
; expect: (a (b c)) 11 (3 1)
