; Calling a constant, or a variable that certainly holds a constant, is a compile-time error.
; A sequence called with one index is Kawa's indexing (lang/kawa/sequences.scm), with more it is not.
(display (5 1))
;         ^ error: cannot call 5: expected procedure, got integer
(define name "kopi")
(display (name 1 2))
;         ^^^^ error: cannot call name: expected procedure, got string
