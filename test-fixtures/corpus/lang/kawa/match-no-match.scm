; A value that no clause matches is a run-time error (Kawa: java.lang.RuntimeException: no match).
(display (match 1 (0 'zero)))
; expect runtime error: match: no clause matches 1
