; The consumer of call-with-values and the thunk of dynamic-wind bodies ending in calls.
(define (cv n) (if (= n 0) 'cv-done (call-with-values (lambda () (values (- n 1))) cv)))
(write (cv 1000000))
(newline)
; expect: cv-done
