; integer->char needs a Unicode scalar value.
(integer->char #xD800)
; expect runtime error: integer->char: expected unicode scalar value, got 55296
