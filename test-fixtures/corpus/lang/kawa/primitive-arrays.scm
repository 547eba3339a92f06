; Kawa's primitive-array forms: each names a procedure over Java arrays of one element type
; (expected output from Kawa 3.1.1).
(define a ((primitive-array-new int) 3))
((primitive-array-set int) a 0 7)
(display ((primitive-array-get int) a 0))
(display " ")
(display ((primitive-array-length int) a))
(newline)
; expect: 7 3
(define make-doubles (primitive-array-new double))
(define d (make-doubles 2))
((primitive-array-set double) d 1 2.5)
(display (java.util.Arrays:toString d))
(newline)
; expect: [0.0, 2.5]
(define get (primitive-array-get String))
(define s ((primitive-array-new String) 1))
((primitive-array-set String) s 0 "x")
(write (get s 0))
(newline)
; expect: "x"
(display (map (primitive-array-length int) (list a ((primitive-array-new int) 5))))
(newline)
; expect: (3 5)
