; process-exit-wait gives the exit code, process-exit-ok? is #t for 0; write shows #<process ...>.
(write (list (process-exit-wait &`{true}) (process-exit-wait &sh{exit 7})
             (process-exit-ok? &`{true}) (process-exit-ok? &`{false})))
(newline)
; expect: (0 7 #t #f)
(define written (call-with-output-string (lambda (out) (write &`{echo a "b c"} out))))
(display (substring written 0 9))
(newline)
; expect: #<process
(display (substring written (- (string-length written) 17) (string-length written)))
(newline)
; expect: "echo" "a" "b c">
(display (list &`{echo shown}))
(newline)
; expect: (shown
; expect: )
