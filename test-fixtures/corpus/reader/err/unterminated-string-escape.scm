; A backslash and line ending continue a string; this one then runs to the end of the text.
(ok)
"abc\
; ^...@0 error: unterminated string: expected ", got end of input
