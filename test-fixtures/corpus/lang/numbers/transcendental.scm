; Transcendental functions give inexact results except where exact results are obvious.
(write (list (sqrt 16) (sqrt 2.25) (sqrt 1/4) (sqrt (expt 10 40))))
(newline)
; expect: (4 1.5 1/2 100000000000000000000)
; R7RS lets (exp 0) be exact or inexact; Kopi, like Kawa, gives inexact results.
(write (list (exp 0) (log 1) (sin 0)))
(newline)
; expect: (1.0 0.0 0.0)
(write (list (atan 1 1) (exp 1)))
(newline)
; expect: (0.7853981633974483 2.718281828459045)
(write (list (log 8 2) (sqrt 2)))
(newline)
; expect: (3.0 1.4142135623730951)
