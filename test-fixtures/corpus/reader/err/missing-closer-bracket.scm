; An unclosed square bracket list.
(ok)
[a b
; ^@0 error: unclosed list: expected ], got end of input
