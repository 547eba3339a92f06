; apply spreads its last argument (R7RS 6.10).
(write (apply + (list 3 4)))
(newline)
; expect: 7
(write (apply list 1 2 '(3 4)))
(newline)
; expect: (1 2 3 4)
(write (apply max '(3 9 2)))
(newline)
; expect: 9
(write (apply (lambda args args) '()))
(newline)
; expect: ()
(write (apply apply (list + (list 1 2))))
(newline)
; expect: 3
