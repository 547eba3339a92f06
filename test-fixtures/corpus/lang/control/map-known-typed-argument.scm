; map of a known procedure whose parameter has a type: each element is checked as a call of the
; procedure checks it, with the error at the line of the map (Kawa 3.1.1: "Argument 'x' to 'inc'
; has wrong type (java.lang.String)").
(define (inc (x ::int)) (+ x 1))
(write (map inc '(1 2 3)))
(newline)
; expect: (2 3 4)
(write (map (lambda ((s ::string)) (string-length s)) '("ab" "c")))
(newline)
; expect: (2 1)
(write (map inc '(1 "x")))
; expect runtime error: map-known-typed-argument.scm:11: inc: argument 1 expects int, got "x"
