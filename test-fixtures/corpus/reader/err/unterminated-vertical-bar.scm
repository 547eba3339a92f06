; An identifier between vertical bars that is never closed (such identifiers may span lines).
; ^^^^@4:0 error: unterminated identifier: expected '|' before the end of the file
(ok)
|abc
