; SRFI 25 arrays, with Kawa's build-array and array-shape, printed as Kawa prints them. Expected
; output from Kawa 3.1.1 (its out-of-bounds error is a bare IndexOutOfBoundsException).
(import (srfi 25))
(define (show x) (write x) (newline))
(define a (make-array (shape 0 2 0 3) 'x))
(show (list (array? a) (array? #(1)) (array-rank a) (array-start a 0) (array-end a 1) (array-ref a 1 2)))
(array-set! a 1 2 'y)
(show (array-ref a 1 2))
(show a)
(define b (array (shape 0 2 0 2) 1 2 3 4))
(show b)
(show (array-ref b 1 0))
(show (shape 0 2 1 3))
(define t (share-array b (shape 0 2 0 2) (lambda (i j) (values j i))))
(show (array-ref t 0 1))
(show (array-ref b (vector 1 1)))
(define c (make-array (shape 1 3)))
(show (array-rank c))
(show (build-array (shape 0 2 0 2) (lambda (ix) (+ (* 10 (ix 0)) (ix 1)))))
(show (list (array-ref (array-shape b) 1 1) (array-rank (array-shape b))))
(show (make-array (shape 1 3) 0))
(show (make-array (shape 1 3 2 4) 0))
(show (make-array (shape 0 2 0 1 0 2) 'a))
(show (make-array (shape) 'z))
(show (array (shape 0 3) 'a 'b 'c))
(show (array-ref #(1 2 3) 1))
(show (array-rank #(1 2 3)))
(show (make-array (shape 0 0 0 2)))
(array-ref b 2 0)
; expect: (#t #t 2 0 3 x)
; expect: y
; expect: #2a((x x x) (x x y))
; expect: #2a((1 2) (3 4))
; expect: 3
; expect: #2a((0 2) (1 3))
; expect: 3
; expect: 4
; expect: 1
; expect: #2a((0 1) (10 11))
; expect: (2 2)
; expect: #1a@1:2(0 0)
; expect: #2a@1:2@2:2((0 0) (0 0))
; expect: #3a(((a a)) ((a a)))
; expect: #0a z
; expect: #(a b c)
; expect: 2
; expect: 1
; expect: #2a:0:2()
; expect runtime error: array-ref: index (2 0) is out of bounds
