; Several errors in one file, each reported once, the good forms between them read.
(good 1)
#\nope
; ^^^^^^@0 error: unknown character name #\nope
(good 2)
)
; ^@0 error: unexpected ')' with no matching opener
(good 3)
#!bogus
; ^^^^^^^@0 error: unknown directive #!bogus, expected one of #!fold-case #!no-fold-case #!eof #!void #!default #!optional #!rest #!key #!if
(good 4)
