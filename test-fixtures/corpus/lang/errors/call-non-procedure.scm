; Calling something that is not a procedure.
(define x 5)
(x 3)
; expect runtime error: attempt to call a non-procedure: 5
