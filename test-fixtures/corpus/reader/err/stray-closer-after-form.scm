; A stray closer after a complete form.
(a b))
;    ^ error: unexpected ): no list to close
(c)
