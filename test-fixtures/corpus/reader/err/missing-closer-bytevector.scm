; An unclosed bytevector.
(ok)
#u8(1 2
; ^^^^@0 error: unclosed bytevector: expected ), got end of input
