; and, or, when, unless return the R7RS values.
(write (list (and) (and 1 2) (and 1 #f 3) (or) (or #f 2) (or #f #f)))
(newline)
; expect: (#t 2 #f #f 2 #f)
(write (and 1 2 'c '(f g)))
(newline)
; expect: (f g)
(write (or (memq 'b '(a b c)) (/ 3 0)))
(newline)
; expect: (b c)
(when (> 1 0) (display "when ran") (newline))
; expect: when ran
(unless (> 1 0) (display "unless ran") (newline))
(unless #f (display "unless ran") (newline))
; expect: unless ran
(write (when #t 1 2 3))
(newline)
; expect: 3
