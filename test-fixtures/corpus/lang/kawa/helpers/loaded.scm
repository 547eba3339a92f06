; Loaded (not required) by modules-load.scm: its definitions join the loading program.
(define (helper-fn x) (* x 2))
(define helper-var 10)
(display "loading helper")
(newline)
