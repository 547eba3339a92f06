; A stray closer after a complete form.
(a b))
;    ^ error: unexpected ')' with no matching opener
(c)
