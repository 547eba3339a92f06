; current-output-port is the default destination; an explicit port argument goes to that port.
(write 'to-default)
(newline)
; expect: to-default
(write 'explicit (current-output-port))
(newline (current-output-port))
; expect: explicit
(write (output-port? (current-output-port)))
(newline)
; expect: #t
(write (list (input-port? (current-input-port)) (textual-port? (current-output-port)) (port? 5)))
(newline)
; expect: (#t #t #f)
(define s (open-output-string))
(parameterize ((current-output-port s)) (display "captured"))
(write (get-output-string s))
(newline)
; expect: "captured"
