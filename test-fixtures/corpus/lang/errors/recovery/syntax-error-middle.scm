; A malformed form in the middle of a file is reported, and the forms after it are still expanded
; and checked.
(define (half x ::double) (/ x 2))
(let ((y)) y)
;     ^^^ error: let: expected (name value), got (y)
(if)
; ^^^^@0 error: if: expected 2 or 3 operands, got 0
(display (half "one"))
;              ^^^^^ error: half: argument 1 expects double, got string
(display (car))
;        ^^^^^ error: car: expected 1 argument, got 0
