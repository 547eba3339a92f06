; R7RS 6.2 numbers: predicates, exactness, arithmetic, the division families, gcd/lcm, rounding,
; rationalize, exact-integer-sqrt, expt, exact/inexact, number->string and string->number.
(import (scheme base) (scheme complex) (scheme inexact) (scheme write))
(define (show x) (write x) (newline))
(show (complex? 3+4i))
; expect: #t
(show (complex? 3))
; expect: #t
(show (real? 3))
; expect: #t
(show (real? -2.5+0i))
; expect: #t
(show (real? -2.5+0.0i))
; expect: #f
(show (real? #e1e10))
; expect: #t
(show (real? +inf.0))
; expect: #t
(show (real? +nan.0))
; expect: #t
(show (rational? -inf.0))
; expect: #f
(show (rational? 3.5))
; expect: #t
(show (rational? 6/10))
; expect: #t
(show (rational? 6/3))
; expect: #t
(show (integer? 3+0i))
; expect: #t
(show (integer? 3.0))
; expect: #t
(show (integer? 8/4))
; expect: #t
(show (integer? 2.5))
; expect: #f
(show (integer? "3"))
; expect: #f
(show (number? 'a))
; expect: #f
(show (exact? 3.0))
; expect: #f
(show (exact? #e3.0))
; expect: #t
(show (inexact? 3.))
; expect: #t
(show (exact? 1/3))
; expect: #t
(show (exact-integer? 32))
; expect: #t
(show (exact-integer? 32.0))
; expect: #f
(show (exact-integer? 32/5))
; expect: #f
(show (finite? 3))
; expect: #t
(show (finite? +inf.0))
; expect: #f
(show (finite? 3.0+inf.0i))
; expect: #f
(show (infinite? 3))
; expect: #f
(show (infinite? +inf.0))
; expect: #t
(show (infinite? +nan.0))
; expect: #f
(show (infinite? 3.0+inf.0i))
; expect: #t
(show (nan? +nan.0))
; expect: #t
(show (nan? 32))
; expect: #f
(show (nan? +nan.0+5.0i))
; expect: #t
(show (nan? 1+2i))
; expect: #f
(show (= 1 1.0 1))
; expect: #t
(show (< 1 2 3))
; expect: #t
(show (< 1 3 2))
; expect: #f
(show (<= 1 1 2))
; expect: #t
(show (> 3 2 1))
; expect: #t
(show (>= 3 3 4))
; expect: #f
(show (= 1/2 0.5))
; expect: #t
(show (< 1/3 0.34))
; expect: #t
(show (= +nan.0 +nan.0))
; expect: #f
(show (< -inf.0 -1e308 0 1e308 +inf.0))
; expect: #t
(show (zero? 0))
; expect: #t
(show (zero? -0.0))
; expect: #t
(show (zero? 1e-300))
; expect: #f
(show (positive? 1/100))
; expect: #t
(show (negative? -0.5))
; expect: #t
(show (positive? -0.0))
; expect: #f
(show (odd? 7))
; expect: #t
(show (even? -4))
; expect: #t
(show (even? 0))
; expect: #t
(show (odd? 1.0))
; expect: #t
(show (max 3 4))
; expect: 4
(show (max 3.9 4))
; expect: 4.0
(show (min 1 2.0))
; expect: 1.0
(show (max 1/2 1/3))
; expect: 1/2
(show (min -inf.0 0))
; expect: -inf.0
(show (+ 3 4))
; expect: 7
(show (+ 3))
; expect: 3
(show (+))
; expect: 0
(show (* 4))
; expect: 4
(show (*))
; expect: 1
(show (- 3 4))
; expect: -1
(show (- 3 4 5))
; expect: -6
(show (- 3))
; expect: -3
(show (/ 3 4 5))
; expect: 3/20
(show (/ 3))
; expect: 1/3
(show (/ 6 3))
; expect: 2
(show (/ 1 3.0))
; expect: 0.3333333333333333
(show (+ 1/2 1/3))
; expect: 5/6
(show (* 2/3 3/2))
; expect: 1
(show (- 0.5 1/2))
; expect: 0.0
(show (abs -7))
; expect: 7
(show (abs -7/2))
; expect: 7/2
(show (abs -inf.0))
; expect: +inf.0
(show (call-with-values (lambda () (floor/ 5 2)) list))
; expect: (2 1)
(show (call-with-values (lambda () (floor/ -5 2)) list))
; expect: (-3 1)
(show (call-with-values (lambda () (floor/ 5 -2)) list))
; expect: (-3 -1)
(show (call-with-values (lambda () (floor/ -5 -2)) list))
; expect: (2 -1)
(show (call-with-values (lambda () (truncate/ 5 2)) list))
; expect: (2 1)
(show (call-with-values (lambda () (truncate/ -5 2)) list))
; expect: (-2 -1)
(show (call-with-values (lambda () (truncate/ 5 -2)) list))
; expect: (-2 1)
(show (call-with-values (lambda () (truncate/ -5 -2)) list))
; expect: (2 -1)
(show (call-with-values (lambda () (truncate/ -5.0 2)) list))
; expect: (-2.0 -1.0)
(show (floor-quotient 7 -2))
; expect: -4
(show (floor-remainder 7 -2))
; expect: -1
(show (truncate-quotient 7 -2))
; expect: -3
(show (truncate-remainder 7 -2))
; expect: 1
(show (floor-remainder -7 2))
; expect: 1
(show (truncate-remainder -7 2))
; expect: -1
(show (quotient 17 5))
; expect: 3
(show (remainder 17 -5))
; expect: 2
(show (modulo 13 4))
; expect: 1
(show (remainder 13 4))
; expect: 1
(show (modulo -13 4))
; expect: 3
(show (remainder -13 4))
; expect: -1
(show (modulo 13 -4))
; expect: -3
(show (remainder 13 -4))
; expect: 1
(show (modulo -13 -4))
; expect: -1
(show (remainder -13 -4))
; expect: -1
(show (remainder -13 -4.0))
; expect: -1.0
(show (quotient 100000000000000000000 3))
; expect: 33333333333333333333
(show (modulo -100000000000000000000 7))
; expect: 5
(show (gcd 32 -36))
; expect: 4
(show (gcd))
; expect: 0
(show (gcd 0 5))
; expect: 5
(show (lcm 32 -36))
; expect: 288
(show (lcm 32.0 -36))
; expect: 288.0
(show (lcm))
; expect: 1
(show (numerator (/ 6 4)))
; expect: 3
(show (denominator (/ 6 4)))
; expect: 2
(show (denominator (inexact (/ 6 4))))
; expect: 2.0
(show (numerator 0.5))
; expect: 1.0
(show (denominator 0))
; expect: 1
(show (floor -4.3))
; expect: -5.0
(show (ceiling -4.3))
; expect: -4.0
(show (truncate -4.3))
; expect: -4.0
(show (round -4.3))
; expect: -4.0
(show (floor 3.5))
; expect: 3.0
(show (ceiling 3.5))
; expect: 4.0
(show (truncate 3.5))
; expect: 3.0
(show (round 3.5))
; expect: 4.0
(show (round 7/2))
; expect: 4
(show (round 7))
; expect: 7
(show (round 2.5))
; expect: 2.0
(show (round -2.5))
; expect: -2.0
(show (round 5/2))
; expect: 2
(show (floor 7/2))
; expect: 3
(show (ceiling -7/2))
; expect: -3
(show (truncate -7/2))
; expect: -3
(show (rationalize (exact .3) 1/10))
; expect: 1/3
(show (rationalize .3 1/10))
; expect: 0.3333333333333333
(show (rationalize 1/3 0))
; expect: 1/3
(show (square 42))
; expect: 1764
(show (square 2.0))
; expect: 4.0
(show (square -1/2))
; expect: 1/4
(show (sqrt 9))
; expect: 3
(show (sqrt 2))
; expect: 1.4142135623730951
(show (sqrt -1))
; expect: +i
(show (sqrt 1/4))
; expect: 1/2
(show (sqrt -4.0))
; expect: 0.0+2.0i
(show (call-with-values (lambda () (exact-integer-sqrt 4)) list))
; expect: (2 0)
(show (call-with-values (lambda () (exact-integer-sqrt 5)) list))
; expect: (2 1)
(show (call-with-values (lambda () (exact-integer-sqrt 0)) list))
; expect: (0 0)
(show (call-with-values (lambda () (exact-integer-sqrt 1000000000000000000000)) list))
; expect: (31622776601 43246886799)
(show (expt 2 10))
; expect: 1024
(show (expt 2 -2))
; expect: 1/4
(show (expt 2.0 3))
; expect: 8.0
(show (expt 0 0))
; expect: 1
(show (expt 0.0 0))
; expect: 1.0
(show (expt 0 5))
; expect: 0
(show (expt 2 100))
; expect: 1267650600228229401496703205376
(show (expt -1/2 3))
; expect: -1/8
(show (exp 0))
; expect: 1.0
(show (log 1))
; expect: 0.0
(show (log 100 10))
; expect: 2.0
(show (log 8 2))
; expect: 3.0
(show (sin 0))
; expect: 0.0
(show (cos 0))
; expect: 1.0
(show (atan 1 1))
; expect: 0.7853981633974483
(show (atan 0 1))
; expect: 0.0
(show (exact 2.0))
; expect: 2
(show (exact 2.5))
; expect: 5/2
(show (exact -0.125))
; expect: -1/8
(show (exact .1))
; expect: 3602879701896397/36028797018963968
(show (inexact 1/3))
; expect: 0.3333333333333333
(show (inexact 1/8))
; expect: 0.125
(show (inexact 12345678901234567890))
; expect: 1.2345678901234567E19
(show (make-rectangular 1 2))
; expect: 1+2i
(show (make-polar 2 0))
; expect: 2
(show (real-part 3+4i))
; expect: 3
(show (imag-part 3+4i))
; expect: 4
(show (magnitude 3+4i))
; expect: 5
(show (magnitude -5))
; expect: 5
(show (angle 1))
; expect: 0
(show (* 2+3i 2-3i))
; expect: 13
(show (+ 1+i 1-i))
; expect: 2
(show (number->string 255 16))
; expect: "ff"
(show (number->string 255 2))
; expect: "11111111"
(show (number->string -255 8))
; expect: "-377"
(show (number->string 1/3 3))
; expect: "1/10"
(show (number->string 100))
; expect: "100"
(show (number->string 1.5))
; expect: "1.5"
(show (number->string 3+4i))
; expect: "3+4i"
(show (string->number "100"))
; expect: 100
(show (string->number "100" 16))
; expect: 256
(show (string->number "1e2"))
; expect: 100.0
(show (string->number "#x1F"))
; expect: 31
(show (string->number "#b101"))
; expect: 5
(show (string->number "#o17"))
; expect: 15
(show (string->number "#e1.5"))
; expect: 3/2
(show (string->number "#i3/4"))
; expect: 0.75
(show (string->number "1/2"))
; expect: 1/2
(show (string->number "-17"))
; expect: -17
(show (string->number "+inf.0"))
; expect: +inf.0
(show (string->number "-nan.0"))
; expect: +nan.0
(show (string->number "abc"))
; expect: #f
(show (string->number ""))
; expect: #f
(show (string->number "1+2i"))
; expect: 1+2i
(show (string->number "ff" 16))
; expect: 255
(show (string->number "#xff" 10))
; expect: 255
(show (string->number "12" 8))
; expect: 10
(show (string->number "."))
; expect: #f
(show (string->number "1/0"))
; expect: #f
(show 1e21)
; expect: 1.0E21
(show 123.456)
; expect: 123.456
(show 0.1)
; expect: 0.1
(show 1e-7)
; expect: 1.0E-7
(show -0.0)
; expect: -0.0
(show 100.0)
; expect: 100.0
(show (/ 1.0 3))
; expect: 0.3333333333333333
(show (+ 0.1 0.2))
; expect: 0.30000000000000004
(show 6.02e23)
; expect: 6.02E23
(show (exact 1e18))
; expect: 1000000000000000000
(show #x-1A)
; expect: -26
(show #e1.25)
; expect: 5/4
(show #i1/4)
; expect: 0.25
(show (+ 1/2 0.5))
; expect: 1.0
(show (exact-integer? (* 99999999999 99999999999)))
; expect: #t
(show (* 99999999999 99999999999))
; expect: 9999999999800000000001
(show (- (expt 2 62) (expt 2 63)))
; expect: -4611686018427387904
(show (exact (floor 2.7)))
; expect: 2
(show (exact-integer? (exact (floor 2.7))))
; expect: #t
