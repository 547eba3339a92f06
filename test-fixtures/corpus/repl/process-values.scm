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
(let ((t ::string &`{echo let})) t)
; expect: "let\n"
(define (size (x ::string)) (string-length x))
(size &`{echo ab})
; expect: 3
(format #f "[~a]" &`{printf x})
; expect: "[x]"
