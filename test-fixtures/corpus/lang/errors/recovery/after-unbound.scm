; An unbound name makes its expression unknown, not wrong: the call it is an argument of is still
; checked, and nothing is reported about the unknown value itself.
(define (twice n ::int) ::int (* 2 n))
(display (twice (no-such-value)))
;                ^^^^^^^^^^^^^ error: unbound variable: no-such-value
(display (twice 1 2 (no-such-value)))
;        ^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: twice: expected 1 argument, got 3
;                    ^^^^^^^^^^^^^ error: unbound variable: no-such-value
(define result (frobnicate-widgets 1))
;               ^^^^^^^^^^^^^^^^^^ error: unbound variable: frobnicate-widgets
(display (string-length result))
(display (twice "x"))
;               ^^^ error: twice: argument 1 expects int, got string
