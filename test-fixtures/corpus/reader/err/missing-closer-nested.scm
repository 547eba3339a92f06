; Only the outer list is unclosed: the inner one is closed by its own closer.
(a (b c)
; ^@0 error: missing ')' to close '(' opened at line 2
(d)
