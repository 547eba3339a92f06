; Texts that start as numbers but are not: each is reported, reading goes on.
#x1G
; ^^^^@0 error: malformed number #x1G
#b102
; ^^^^^@0 error: malformed number #b102
#e+inf.0
; ^^^^^^^^@0 error: malformed number #e+inf.0
#x1.5
; ^^^^^@0 error: malformed number #x1.5
#e#i1
; ^^^^^@0 error: malformed number #e#i1
#d#x1
; ^^^^^@0 error: malformed number #d#x1
(display 1)
