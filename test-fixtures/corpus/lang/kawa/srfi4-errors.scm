; Literal elements must fit their tag; the reader locates each misfit.
(define a #s8(1 128))
;               ^^^ error: expected an exact integer that fits s8 in #s8(...), got 128
(define b #u16(-1))
;              ^^ error: expected an exact integer that fits u16 in #u16(...), got -1
(define c #f64(1 x))
;                ^ error: expected a real number in #f64(...), got x
