; Rationals with big numerators and denominators stay exact and normalised.
(define third (/ 1 3))
(define (power x n) (if (= n 0) 1 (* x (power x (- n 1)))))
(write (power third 40))
(newline)
; expect: 1/12157665459056928801
(write (* (power third 40) (expt 3 40)))
(newline)
; expect: 1
(write (+ (/ (expt 2 70) 3) 2/3))
(newline)
; expect: 393530540239137101142
(write (exact->inexact (/ (expt 10 30) 3)))
(newline)
; expect: 3.333333333333333E29
