; The last argument of apply must be a list.
(apply + 1 2)
; expect runtime error: apply: expected proper list, got 2
