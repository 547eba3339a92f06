; SRFI 8 receive, as in Kawa.
(write (receive (a b . rest) (values 1 2 3 4) (list a b rest)))
(newline)
; expect: (1 2 (3 4))
(write (receive all (values) all))
(newline)
; expect: ()
