;; Waits for a line on standard input, which never comes: pause must stop it all the same.
(display "waiting")
(newline)
(flush-output-port)
(define line (read-line))
(display line)
