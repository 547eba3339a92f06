; An unknown #! name.
#!foo
; ^^^^^@0 error: unknown directive #!foo, expected one of #!fold-case #!no-fold-case #!eof #!void #!default #!optional #!rest #!key #!if
(display 1)
