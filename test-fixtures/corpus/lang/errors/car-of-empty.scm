(display "before")
(newline)
; expect: before
(car '())
; expect runtime error: car: expected pair, got ()
