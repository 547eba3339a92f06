; Requires cycle-b.scm, which requires this module: a cycle (modules-require-cycle.scm).
(require "cycle-b.scm")
(define (a) 1)
