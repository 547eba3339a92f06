; floor, ceiling, truncate, round (to even), rationalize, numerator, denominator (R7RS 6.2.6).
(write (floor -4.3))
(newline)
; expect: -5.0
(write (ceiling -4.3))
(newline)
; expect: -4.0
(write (truncate -4.3))
(newline)
; expect: -4.0
(write (round -4.3))
(newline)
; expect: -4.0
(write (floor 3.5))
(newline)
; expect: 3.0
(write (ceiling 3.5))
(newline)
; expect: 4.0
(write (truncate 3.5))
(newline)
; expect: 3.0
(write (round 3.5))
(newline)
; expect: 4.0
(write (round 7/2))
(newline)
; expect: 4
(write (round 5/2))
(newline)
; expect: 2
(write (round -7/2))
(newline)
; expect: -4
(write (round -5/2))
(newline)
; expect: -2
(write (round 2.5))
(newline)
; expect: 2.0
(write (round -2.5))
(newline)
; expect: -2.0
(write (round 7))
(newline)
; expect: 7
(write (floor -7/2))
(newline)
; expect: -4
(write (ceiling -7/2))
(newline)
; expect: -3
(write (truncate -7/2))
(newline)
; expect: -3
(write (rationalize (exact .3) 1/10))
(newline)
; expect: 1/3
(write (rationalize .3 1/10))
(newline)
; expect: 0.3333333333333333
(write (rationalize 1/3 0))
(newline)
; expect: 1/3
(write (rationalize -3/10 1/10))
(newline)
; expect: -1/3
(write (numerator (/ 6 4)))
(newline)
; expect: 3
(write (denominator (/ 6 4)))
(newline)
; expect: 2
(write (denominator (inexact (/ 6 4))))
(newline)
; expect: 2.0
(write (denominator 0.5))
(newline)
; expect: 2.0
(write (numerator 0.5))
(newline)
; expect: 1.0
(write (denominator 0))
(newline)
; expect: 1
(write (numerator -7))
(newline)
; expect: -7
(write (exact-integer-sqrt 4))
(newline)
; expect: 2 0
(write (exact-integer-sqrt 5))
(newline)
; expect: 2 1
(write (exact-integer-sqrt 17))
(newline)
; expect: 4 1
(write (exact-integer-sqrt 0))
(newline)
; expect: 0 0
(write (exact-integer-sqrt (expt 10 40)))
(newline)
; expect: 100000000000000000000 0
