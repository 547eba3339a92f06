; exact of an infinity has no exact value (R7RS 6.2.6 allows an error; Kopi reports one).
(write (exact 1.5))
(newline)
; expect: 3/2
(exact +inf.0)
; expect runtime error: exact: expected finite number, got +inf.0
