; A bracket closing a parenthesis (and the other way round) is an error, and the list ends
; there, so that one wrong closer does not pull the following forms into the list.
(a b]
;   ^ error: unexpected ']', expected ')' to close '(' opened at line 3
[c d)
;   ^ error: unexpected ')', expected ']' to close '[' opened at line 5
(e)
