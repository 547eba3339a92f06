; list-ref past the end of a list.
(list-ref '(a b) 2)
; expect runtime error: list-ref: index 2 out of range for length 2
