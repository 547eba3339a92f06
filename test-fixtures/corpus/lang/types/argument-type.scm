; A literal whose type can never match the parameter's declared type is a compile-time error,
; reported on the argument itself.
(define (f (n ::int)) (+ n 1))
(display (f "hello"))
;           ^^^^^^^ error: f: argument 1 expects int, got string
(define (g (s ::string) (c ::char)) s)
(display (g "ok" 5))
;                ^ error: g: argument 2 expects char, got integer
