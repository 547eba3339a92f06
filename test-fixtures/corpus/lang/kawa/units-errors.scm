; Misuse of units found before the program runs.
(define-unit)
; ^^^^^^^^^^^^^@0 error: define-unit: expected a unit name and a quantity, got 0 operands
(define-base-unit 3 "Money")
;                 ^ error: define-base-unit: expected a unit name made of letters
(display 3/4cm)
;        ^^^^^ error: unbound variable: 3/4cm
