; An identifier between vertical bars that is never closed.
(ok)
|abc
; ^...@0 error: unterminated identifier: expected |, got end of input
