; A named quasi-literal whose braces are never closed.
; ^^^^^@4:0 error: missing '}' to close '&tag{' opened at line 4
(ok)
&tag{abc
