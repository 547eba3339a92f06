; #u8 must be followed at once by an opening parenthesis.
#u8 (1)
; ^^^@0 error: unknown # syntax #u8
(display 1)
