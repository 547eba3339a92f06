; A splice outside a call's arguments is an error; splicing what is not a sequence fails at run time.
(define xs (list 1 2))
(if @xs 1 2)
;   ^^^ error: @: a splice is allowed only among the arguments of a procedure call
(define (f . r) r)
