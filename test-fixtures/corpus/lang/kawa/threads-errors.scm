; sleep takes a non-negative number of seconds.
(sleep -1)
; expect runtime error: sleep: expected non-negative real number of seconds, got -1
