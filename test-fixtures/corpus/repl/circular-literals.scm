; Circular quoted literals typed at the REPL: the result is written with datum labels.
'#0=(a b . #0#)
; expect: #0=(a b . #0#)
(define v '#0=#(1 #0#))
v
; expect: #0=#(1 #0#)
(eq? v (vector-ref v 1))
; expect: #t
(eval ''#0=(a . #0#))
; expect: #0=(a . #0#)
':::
; expect: :::
