; A bracket closing a parenthesis (and the other way round) is an error; the list still ends there.
(a b]
;   ^ error: expected ) to close the list, got ]
[c d)
;   ^ error: expected ] to close the list, got )
(e)
