; Numerical type predicates, R7RS 6.2.6 examples and edge cases.
(write (complex? 3+4i))
(newline)
; expect: #t
(write (complex? 3))
(newline)
; expect: #t
(write (real? 3))
(newline)
; expect: #t
(write (real? -2.5+0i))
(newline)
; expect: #t
(write (real? -2.5+0.0i))
(newline)
; expect: #f
(write (real? #e1e10))
(newline)
; expect: #t
(write (real? +inf.0))
(newline)
; expect: #t
(write (real? +nan.0))
(newline)
; expect: #t
(write (rational? -inf.0))
(newline)
; expect: #f
(write (rational? 3.5))
(newline)
; expect: #t
(write (rational? 6/10))
(newline)
; expect: #t
(write (rational? 6/3))
(newline)
; expect: #t
(write (rational? 1+2i))
(newline)
; expect: #f
(write (integer? 3+0i))
(newline)
; expect: #t
(write (integer? 3.0))
(newline)
; expect: #t
(write (integer? 8/4))
(newline)
; expect: #t
(write (integer? 1.0+0.0i))
(newline)
; expect: #f
(write (exact? 3.0))
(newline)
; expect: #f
(write (exact? #e3.0))
(newline)
; expect: #t
(write (exact? 1+2i))
(newline)
; expect: #t
(write (inexact? 3.))
(newline)
; expect: #t
(write (inexact? 1.0+2i))
(newline)
; expect: #t
(write (exact-integer? 32))
(newline)
; expect: #t
(write (exact-integer? 32.0))
(newline)
; expect: #f
(write (exact-integer? 32/5))
(newline)
; expect: #f
(write (finite? 3))
(newline)
; expect: #t
(write (finite? +inf.0))
(newline)
; expect: #f
(write (finite? 3.0+inf.0i))
(newline)
; expect: #f
(write (infinite? -inf.0))
(newline)
; expect: #t
(write (infinite? 3.0))
(newline)
; expect: #f
(write (infinite? 3.0+inf.0i))
(newline)
; expect: #t
(write (nan? +nan.0))
(newline)
; expect: #t
(write (nan? 32))
(newline)
; expect: #f
(write (nan? +nan.0+5.0i))
(newline)
; expect: #t
(write (nan? 1+2i))
(newline)
; expect: #f
(write (zero? 0/1))
(newline)
; expect: #t
(write (zero? -0.0))
(newline)
; expect: #t
(write (zero? 0.0+0.0i))
(newline)
; expect: #t
(write (zero? +i))
(newline)
; expect: #f
