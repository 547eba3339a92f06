; raise (not continuable) re-raised by a guard without a matching clause: when the outer handler
; returns, a secondary error is raised in its dynamic environment (R7RS 6.11).
(write (guard (e ((error-object? e) (error-object-message e)))
  (with-exception-handler
    (lambda (c) 'returned)
    (lambda ()
      (guard (e ((string? e) 'inner))
        (raise 'sym))))))
(newline)
; expect: "raise: exception handler returned from a non-continuable exception"
