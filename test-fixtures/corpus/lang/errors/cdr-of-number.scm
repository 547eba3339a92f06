; cdr of something that is not a pair names the procedure, what it expected and what it got.
(cdr 5)
;    ^ warning: cdr: argument 1 expects pair, got integer
; expect runtime error: cdr: expected pair, got 5
