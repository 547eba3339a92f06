; #!null belongs to no primitive type.
(define (id-null) #!null)
(define (g (n ::int)) n)
(g (id-null))
; expect runtime error: g: argument 1 expects int, got #!null
