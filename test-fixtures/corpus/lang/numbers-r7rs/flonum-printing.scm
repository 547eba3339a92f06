; Flonums print with the fewest digits that read back to the same number.
(write 0.1)
(newline)
; expect: 0.1
(write (+ 0.1 0.2))
(newline)
; expect: 0.30000000000000004
(write 1e21)
(newline)
; expect: 1.0E21
(write 1e23)
(newline)
; expect: 1.0E23
(write 2.82879384806159e17)
(newline)
; expect: 2.82879384806159E17
(write 5e-324)
(newline)
; expect: 5.0E-324
(write 1.7976931348623157e308)
(newline)
; expect: 1.7976931348623157E308
(write 123.456)
(newline)
; expect: 123.456
(write 100.0)
(newline)
; expect: 100.0
(write -0.0)
(newline)
; expect: -0.0
(write (/ 1. 3))
(newline)
; expect: 0.3333333333333333
(write (- (/ 0. 0.)))
(newline)
; expect: +nan.0
(write (/ -1 0.))
(newline)
; expect: -inf.0
(write (exact->inexact 2/3))
(newline)
; expect: 0.6666666666666666
(write (let loop ((i 0) (ok #t)) (if (= i 2000) ok (let ((x (/ (* i 1.1) 7.0))) (loop (+ i 1) (and ok (eqv? x (string->number (number->string x)))))))))
(newline)
; expect: #t
