; An argument of a builtin that can never have the parameter's type is a warning, as in Kawa: the
; program still compiles and runs, since it may mean it (an error test inside guard).
(define (later (c ::int)) (string-length c))
;                                        ^ warning: string-length: argument 1 expects string, got int
(define (index v) (vector-ref v "0"))
;                               ^^^ warning: vector-ref: argument 2 expects integer, got string
(define s ::String "abc")
(display (string-length s))
(newline)
(display (guard (e (#t 'caught)) (car 5)))
;                                     ^ warning: car: argument 1 expects pair, got integer
(newline)
(display (+ 1 2.5))
(newline)
; expect: 3
; expect: caught
; expect: 3.5
