; Requires cycle-a.scm, which requires this module.
(require "cycle-a.scm")
(define (b) 2)
