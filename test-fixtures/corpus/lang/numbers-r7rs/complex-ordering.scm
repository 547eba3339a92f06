; Ordering is defined on real numbers only.
(write (< 1 2))
(newline)
; expect: #t
(< 1 +i)
; expect runtime error: <: expected real number, got +i
