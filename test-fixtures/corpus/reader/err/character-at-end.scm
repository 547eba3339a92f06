; #\ with nothing after it at the very end of the text (a newline after it would be the character).
(ok)
; <eof> error: expected a character after #\, got end of input
#\