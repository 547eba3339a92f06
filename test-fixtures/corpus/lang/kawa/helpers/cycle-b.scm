; Requires cycle-a.scm, which requires this module (modules-require-cycle.scm).
(require "cycle-a.scm")
(define (my-odd? n) (if (= n 0) #f (my-even? (- n 1))))
(display "b runs")
(newline)
