; An arity error of a procedure called through apply carries the line of the call (issue 15,
; item 8): the callee's entry code has no line of its own.
(define (f x) x)
(define arguments (list 1 2))
(define (run)
  (apply f arguments)
  'done)
(run)
; expect runtime error: apply-arity-line.scm:6: f: expected 1 argument, got 2
