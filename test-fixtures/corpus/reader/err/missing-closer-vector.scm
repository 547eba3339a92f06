; An unclosed vector.
(ok)
#(1 2
; ^^@0 error: missing ')' to close '#(' opened at line 3
