; map of a value that is not a procedure: the error names map, at the line of the call.
(define (go f)
  (map f '(1 2)))
(go 5)
; expect runtime error: map-non-procedure.scm:3:3: map: expected procedure, got 5
