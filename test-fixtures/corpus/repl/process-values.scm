; The REPL prints a process's output (display does too); write shows #<process ...>.
&`{echo from a process}
; expect: from a process
(define p &`[in: "abc"]{cat})
(display p)
(newline)
; expect: abc
(define s ::string p)
s
; expect: "abc"
(string-length p)
; expect: 3
&{two &[(+ 1 1)]}
; expect: "two 2"
