; A named quasi-literal whose braces are never closed.
(ok)
&tag{abc
; ^^^^^...@0 error: unterminated extended literal: expected }, got end of input
