; exact-integer?, exact-integer-sqrt and radix conversion across the 2^63 boundary.
(write (map exact-integer? (list 0 -1 (expt 2 63) (- (expt 2 63)) 1/2 2.0)))
(newline)
; expect: (#t #t #t #t #f #f)
(write (number->string (- (expt 2 63)) 2))
(newline)
; expect: "-1000000000000000000000000000000000000000000000000000000000000000"
(write (string->number "-8000000000000000" 16))
(newline)
; expect: -9223372036854775808
(write (string->number "10000000000000000" 16))
(newline)
; expect: 18446744073709551616
(write (list (odd? (expt 3 50)) (even? (expt 2 70)) (zero? (- (expt 2 70) (expt 2 70)))))
(newline)
; expect: (#t #t #t)
(write (list (max (expt 2 64) 1.0) (min (expt 2 64) 1)))
(newline)
; expect: (1.8446744073709552E19 1)
