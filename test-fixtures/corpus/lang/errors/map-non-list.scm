; map needs lists.
(map car 5)
; expect runtime error: map: expected list, got 5
