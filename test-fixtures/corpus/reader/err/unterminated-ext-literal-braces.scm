; Nested braces in the text must balance before the literal ends.
; ^^^^^@4:0 error: missing '}' to close '&tag{' opened at line 4
(ok)
&tag{a {b}
