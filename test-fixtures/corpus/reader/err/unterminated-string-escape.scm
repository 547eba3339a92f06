; A backslash and line ending continue a string; this one then runs to the end of the file.
; ^^^^^@4:0 error: unterminated string: expected '"' before the end of the file
(ok)
"abc\
