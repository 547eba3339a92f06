; A block comment that is never closed runs to the end of the text.
; ^^@4:0 error: unterminated block comment: expected '|#' before the end of the file
(ok)
#| never closed
(swallowed)
