; set! through a call needs a getter with a known setter, or a sequence and one index.
(define v (vector 1 2))
(set! (v 0 1) 2)
;     ^^^^^^^ error: set!: expected (sequence index) or a getter with a known setter, got (v 0 1)
