; Misplaced dots in lists.
( . a)
; ^ error: expected a datum before '.', got '('
(a . )
;  ^ error: expected a datum after '.', got ')'
(a . b c)
;      ^ error: expected ')' after the datum following '.', got another datum
.
; ^@0 error: unexpected '.' outside a list
(ok)
