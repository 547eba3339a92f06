; set! through a call needs a procedure with a setter (SRFI 17), or a sequence and one index.
(define v (vector 1 2))
(set! (v 0 1) 2)
; expect runtime error: set!: expected a procedure with a setter, or a sequence with one index, got #(1 2) with 2 indexes
