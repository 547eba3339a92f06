; length needs a proper list.
(length '(1 2 . 3))
; expect runtime error: length: expected proper list, got (1 2 . 3)
