; Misplaced dots in lists.
( . a)
; ^ error: unexpected .: expected a datum before it
(a . )
;    ^ error: expected a datum after .
(a . b c)
;      ^ error: expected ) after the datum following ., got c
.
; ^@0 error: unexpected . outside a list
(ok)
