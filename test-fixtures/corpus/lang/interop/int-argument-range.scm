; An exact integer passed to an int parameter of a Java method is range-checked; the error names
; the method, the argument position and the value.
(define (nth (l ::java.util.List) i) (l:get i))
(define al (java.util.ArrayList 1 2 3))
(display (nth al 2))
(newline)
(nth al 5000000000)
; expect: 3
; expect runtime error: get: expected int for argument 1, got 5000000000 (out of range)
