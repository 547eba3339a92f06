; Only the innermost unclosed list is reported when the outer one is closed by its closer.
(a (b c)
; ^@0 error: unclosed list: expected ), got end of input
(d)
