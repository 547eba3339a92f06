; error shows its message and written irritants.
(error "bad input:" "text" (list 1 2) #\a)
; expect runtime error: bad input: "text" (1 2) #\a
