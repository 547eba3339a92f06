; A run-time error is reported and the REPL goes on with the next input.
(car '())
(+ 1 2)
; expect: 3
; expect runtime error: car: expected pair, got ()
