; A handler returning from a non-continuable raise is itself an error.
(with-exception-handler
  (lambda (e) 'ignored)
  (lambda () (raise 'not-continuable)))
; expect runtime error: raise: exception handler returned from a non-continuable exception
