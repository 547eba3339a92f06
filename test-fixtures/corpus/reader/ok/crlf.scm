a
(b c)
"d
e"
; comment
