;; Runs until it is stopped: pause must find it in its loop.
(define (spin n)
  (if (< n 0)
      n
      (spin (+ n 1))))
(display "spinning")
(newline)
(flush-output-port)
(spin 0)
