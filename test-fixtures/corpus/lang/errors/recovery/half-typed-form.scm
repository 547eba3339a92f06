; A half-typed form at the end of the file is the reader's error only: the checks do not report
; what the reader made of it, and the complete forms above it keep their diagnostics.
(define (sq x ::int) (* x x))
(display (sq "a"))
;            ^^^ error: sq: argument 1 expects int, got string
(display (sq 1 2
; ^@0 error: missing ')' to close '(' opened at line 6
;        ^ error: missing ')' to close '(' opened at line 6
