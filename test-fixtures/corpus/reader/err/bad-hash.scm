; # followed by a character that starts no syntax.
#q (ok)
; ^^@0 error: unknown # syntax #q
(display 1)
