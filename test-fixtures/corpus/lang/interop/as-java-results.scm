; (as long x), (as int x), (as double x) of a Java call's result: a Long or Double as Java returned
; it is unboxed where it is; an Integer, a Float or a flonum goes through as's conversion, as in
; Kawa; a value that is no number is as's error. A flonum passes to a float parameter narrowed.
(define (show . xs) (write xs) (newline))
(define l (java.util.ArrayList))
(l:add (java.lang.Integer:valueOf 7))
(l:add 5000000000)
(l:add 2.5)
(l:add (java.lang.Float:valueOf 0.5))
(l:add "x")
(define (get-long (l ::java.util.List) (i ::int)) (as long (l:get i)))
(define (get-int (l ::java.util.List) (i ::int)) (as int (l:get i)))
(define (get-double (l ::java.util.List) (i ::int)) (as double (l:get i)))
(show (get-long l 0) (get-long l 1) (get-long l 2) (get-long l 3))
(show (get-int l 0) (get-int l 1) (get-int l 2))
(show (get-double l 0) (get-double l 1) (get-double l 2) (get-double l 3))
(get-long l 4)
; expect: (7 5000000000 2 0)
; expect: (7 705032704 2)
; expect: (7.0 5.0E9 2.5 0.5)
; expect runtime error: as: expected long, got "x"
