; A nested block comment closed only once leaves the outer one open.
; ^^@4:0 error: unterminated block comment: expected '|#' before the end of the file
(ok)
#| outer #| inner |# still open
