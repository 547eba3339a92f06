; Quantities of different dimensions cannot be added or compared. Kawa 3.1.1 throws Java
; exceptions (java.lang.ArithmeticException: units mis-match); Kopi reports the error.
(display (= 1m 100cm))
(newline)
; expect: #t
(display (+ 1m 1s))
; expect runtime error: +: units mis-match: 1.0m and 1.0s
