; #\ with nothing after it at the very end of the text (a newline after it would be the character).
(ok)
; ^^@4:0 error: expected a character after #\, got end of file
#\