; An unclosed vector.
(ok)
#(1 2
; ^^@0 error: unclosed vector: expected ), got end of input
