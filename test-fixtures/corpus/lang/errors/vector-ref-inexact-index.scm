; An index must be an exact integer.
(vector-ref (vector 1 2) 1.0)
;                        ^^^ warning: vector-ref: argument 2 expects integer, got double
; expect runtime error: vector-ref: expected non-negative exact integer, got 1.0
