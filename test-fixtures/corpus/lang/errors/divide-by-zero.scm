; Exact division by zero is an error; inexact division gives an infinity.
(write (/ 1.0 0))
(newline)
; expect: +inf.0
(/ 1 0)
; expect runtime error: /: division by zero
