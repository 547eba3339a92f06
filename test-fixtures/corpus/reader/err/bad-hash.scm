; # followed by a character that starts no syntax.
#q (ok)
; ^^@0 error: bad syntax after #: got q
(display 1)
