; An unclosed square bracket list.
(ok)
[a b
; ^@0 error: missing ']' to close '[' opened at line 3
