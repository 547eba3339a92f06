; A block comment that is never closed runs to the end of the text.
(ok)
#| never closed
; ^^...@0 error: unterminated block comment: expected |#, got end of input
(swallowed)
