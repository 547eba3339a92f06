; A stray closing bracket.
(a) ]
;   ^ error: unexpected ']' with no matching opener
(b)
