; Splicing what is not a sequence fails at run time, naming the value.
(define (f . r) r)
(f @5)
; expect runtime error: @: expected a list, vector, string or other sequence to splice, got 5
