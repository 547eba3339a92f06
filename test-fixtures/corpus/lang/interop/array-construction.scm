; (T[] length: n e ...) makes n elements, the first ones given; byte and short elements take
; integers in their range, as in Kawa.
(define a (int[] length: 4 7 8))
(display a)
(newline)
; expect: [7 8 0 0]
(display (a 1))
(newline)
; expect: 8
(define s (short[] 1 -2 300))
(display s)
(newline)
; expect: [1 -2 300]
(define strings (String[] length: 3 "a"))
(display strings)
(newline)
; expect: [a #!null #!null]
(display (long[] length: 2))
(newline)
; expect: [0 0]
(display (list (java.lang.Short:valueOf 12) (java.lang.Byte:valueOf -3)))
(newline)
; expect: (12 -3)
