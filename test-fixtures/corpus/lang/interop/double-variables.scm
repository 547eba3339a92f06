; A top-level variable declared ::double holds an exact number stored in it as a flonum, as its
; parameters, results and let variables do, as in Kawa.
(define d ::double 2)
(display d)
(newline)
; expect: 2.0
(set! d 5)
(display d)
(newline)
; expect: 5.0
(define (half (x ::double)) (/ x 2))
(display (half 3))
(newline)
; expect: 1.5
(define-simple-class Account ()
  (balance ::double init: 10))
(define a (Account))
(set! a:balance 12)
(display a:balance)
(newline)
; expect: 12.0
