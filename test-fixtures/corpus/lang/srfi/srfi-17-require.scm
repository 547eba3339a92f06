; (require 'srfi-17) binds what (import (srfi 17)) binds.
(require 'srfi-17)
(define p (getter-with-setter (lambda (x) (vector-ref x 0)) (lambda (x v) (vector-set! x 0 v))))
(define v (vector 1))
(set! (p v) 2)
(display (p v)) (newline)
; expect: 2
