; Top-level variable definitions, redefinition and set!.
(define x 10)
(define y (+ x 5))
(display y)
(newline)
; expect: 15
(set! x 42)
(write x)
(newline)
; expect: 42
