; A literal vector, or a call of vector, holding an element that can never have the element type
; of a ::vector[T] parameter is a compile-time error.
(define (first-upper (v ::vector[string])) (string-upcase (vector-ref v 0)))
(display (first-upper #("ab" 2)))
;                     ^^^^^^^^^ error: first-upper: argument 1 expects vector[string], got a vector whose element 1 is 2
(display (first-upper (vector "ab" #\c)))
;                     ^^^^^^^^^^^^^^^^^ error: first-upper: argument 1 expects vector[string], got a vector whose element 1 is #\c
