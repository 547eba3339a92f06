;; Sleeps for a long time: pause must stop it all the same. Its input is at end of file at once.
(display (eof-object? (read-line)))
(newline)
(display "waiting")
(newline)
(flush-output-port)
(sleep 600)
