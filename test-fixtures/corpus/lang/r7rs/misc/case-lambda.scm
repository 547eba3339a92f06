; R7RS 4.2.9 and (scheme case-lambda).
(import (scheme base) (scheme case-lambda) (scheme write))
(define range
  (case-lambda
    ((e) (range 0 e))
    ((b e) (do ((r '() (cons e r)) (e (- e 1) (- e 1))) ((< e b) r)))))
(write (list (range 3) (range 3 5)))
(newline)
; expect: ((0 1 2) (3 4))
(define plus
  (case-lambda
    (() 0)
    ((x) x)
    ((x y) (+ x y))
    ((x y z) (+ (+ x y) z))
    (args (apply + args))))
(write (list (plus) (plus 1) (plus 1 2) (plus 1 2 3) (plus 1 2 3 4)))
(newline)
; expect: (0 1 3 6 10)
(define g (case-lambda ((a) (list 'one a)) ((a . rest) (list 'many a rest))))
(write (list (g 1) (g 1 2 3) (apply g '(4 5))))
(newline)
; expect: ((one 1) (many 1 (2 3)) (many 4 (5)))
(define h (case-lambda ((a b) 'two)))
(h 1)
; expect runtime error: h
