; A nested block comment closed only once is still open.
(ok)
#| outer #| inner |# still open
; ^^...@0 error: unterminated block comment: expected |#, got end of input
