; A negative length is an error.
(make-vector -1)
; expect runtime error: make-vector: expected non-negative exact integer, got -1
