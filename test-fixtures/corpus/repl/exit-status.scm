; (exit n) ends the REPL with status n after running dynamic-wind after-thunks.
(display "before")
(newline)
; expect: before
(dynamic-wind (lambda () #f) (lambda () (exit 5)) (lambda () (display "after") (newline)))
; expect: after
(display "never")
(exit 5)
