; Output written before an error is kept.
(display "partial")
(newline)
; expect: partial
(car '())
; expect runtime error: car: expected pair, got ()
