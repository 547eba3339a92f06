; define-unit needs a quantity with a unit; Kawa 3.1.1 silently accepts a plain number.
(define-unit dm 10cm)
(display (+ 1dm 1cm))
(newline)
; expect: 1.1dm
(define-unit foo 3)
; expect runtime error: define-unit: expected a quantity with a unit, got 3
