; Arithmetic on a non-number.
(+ 1 'a)
; expect runtime error: +: expected number, got a
