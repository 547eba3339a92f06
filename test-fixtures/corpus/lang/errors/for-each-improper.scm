; for-each needs proper lists: the improper tail is found after the elements before it were visited.
(for-each display '(1 2 . 3))
; expect: 12
; expect runtime error: for-each: expected proper list, got (1 2 . 3)
