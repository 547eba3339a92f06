; A stray closing bracket.
(a) ]
;   ^ error: unexpected ]: no list to close
(b)
