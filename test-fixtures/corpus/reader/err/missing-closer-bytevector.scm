; An unclosed bytevector.
(ok)
#u8(1 2
; ^^^^@0 error: missing ')' to close '#u8(' opened at line 3
