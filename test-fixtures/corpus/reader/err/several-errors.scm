; Several errors in one file, each reported once, the good forms between them read.
(good 1)
#\nope
; ^^^^^^@0 error: unknown character name: nope
(good 2)
)
; ^@0 error: unexpected ): no list to close
(good 3)
#!bogus
; ^^^^^^^@0 error: unknown #! name: bogus
(good 4)
