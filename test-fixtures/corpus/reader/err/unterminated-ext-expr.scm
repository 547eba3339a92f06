; An enclosed expression that is never closed.
; ^^@4:7 error: missing ']' to close '&[' opened at line 4
(ok)
&tag{a &[b c}
