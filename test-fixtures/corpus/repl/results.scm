; The REPL writes each result with write; definitions print nothing.
(define x 6)
(* x 7)
; expect: 42
"a string"
; expect: "a string"
(list 'a #\b 1.5)
; expect: (a #\b 1.5)
(display "out")
(newline)
; expect: out
