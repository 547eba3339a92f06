; Requires cycle-b.scm, which requires this module (modules-require-cycle.scm).
(require "cycle-b.scm")
(define (my-even? n) (if (= n 0) #t (my-odd? (- n 1))))
(display "a runs")
(newline)
