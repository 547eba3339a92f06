; exact and inexact conversions (R7RS 6.2.6).
(write (list (inexact 1/3) (exact 2.5) (exact -0.125) (inexact 7) (exact->inexact 1) (inexact->exact 4.0)))
(newline)
; expect: (0.3333333333333333 5/2 -1/8 7.0 1.0 4)
(write (exact 1e20))
(newline)
; expect: 100000000000000000000
(write (exact 0.1))
(newline)
; expect: 3602879701896397/36028797018963968
