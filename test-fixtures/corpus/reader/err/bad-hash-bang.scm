; An unknown #! name.
#!foo
; ^^^^^@0 error: unknown #! name: foo
(display 1)
