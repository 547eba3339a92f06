; CRLF line endings. A CRLF inside a string reads as one newline, as in Kawa, so that a
; checkout with Windows line endings reads the same program.
a
(b c)
"d
e"
