; A value that does not fit the vector's tag is an error naming the procedure.
(define v (u8vector 1 2))
(define w (s16vector 1 2))
(display (s16vector-ref w 1))
(newline)
; expect: 2
(s16vector-set! w 0 40000)
; expect runtime error: s16vector-set!: expected an exact integer that fits s16, got 40000
