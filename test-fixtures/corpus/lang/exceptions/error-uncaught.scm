; An uncaught error reports its message and irritants, written.
(display "start")
(newline)
; expect: start
(error "value out of range:" 42 'sym "text")
; expect runtime error: value out of range: 42 sym "text"
