; define-variable defines a top-level variable; without a value it is declared but unbound until
; set!.
(define-variable v 3)
(display v)
(newline)
(define-variable w)
(set! w 4)
(display w)
(newline)
; expect: 3
; expect: 4
