; Exact integers have no size limit: results past 2^63 become big integers and come back (R7RS 6.2.3).
(define max-long 9223372036854775807)
(write (+ max-long 1))
(newline)
; expect: 9223372036854775808
(write (- (- max-long) 2))
(newline)
; expect: -9223372036854775809
(write (* 4294967296 4294967296))
(newline)
; expect: 18446744073709551616
(write (- (+ max-long 1) 1))
(newline)
; expect: 9223372036854775807
(write (exact-integer? (- (+ max-long 1) 1)))
(newline)
; expect: #t
(write (eqv? (- (+ max-long 10) 10) max-long))
(newline)
; expect: #t
(write (abs -9223372036854775808))
(newline)
; expect: 9223372036854775808
(write (- -9223372036854775808))
(newline)
; expect: 9223372036854775808
(write (quotient -9223372036854775808 -1))
(newline)
; expect: 9223372036854775808
