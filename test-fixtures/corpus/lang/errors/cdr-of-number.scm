; cdr of something that is not a pair names the procedure, what it expected and what it got.
(cdr 5)
; expect runtime error: cdr: expected pair, got 5
