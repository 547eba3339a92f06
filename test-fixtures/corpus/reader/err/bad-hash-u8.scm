; #u8 must be followed by an opening parenthesis.
#u8 (1)
; ^^^@0 error: bad bytevector syntax: expected ( after #u8
(display 1)
