; Java arrays as in Kawa: (T[] element ...) builds one, (T[] length: n) an array of defaults,
; (arr i) reads an element and arr:length is the length; ::int[] types a parameter.
(define a (int[] 1 2 3))
(display (a 1))
(newline)
(display a:length)
(newline)
(define s (String[] "x" "y"))
(write (s 0))
(newline)
(define z (double[] length: 2))
(write (z 1))
(newline)
(define (first (v ::int[])) (v 0))
(display (first a))
(newline)
(display (instance? a int[]))
(newline)
(display (java.util.Arrays:toString a))
(newline)
(a 3)
; expect: 2
; expect: 3
; expect: "x"
; expect: 0.0
; expect: 1
; expect: #t
; expect: [1, 2, 3]
; expect runtime error: array-ref: index 3 out of range for length 3
