; Nested braces in the text must balance before the literal ends.
(ok)
&tag{a {b}
; ^^^^^...@0 error: unterminated extended literal: expected }, got end of input
