; with-exception-handler and raise-continuable (R7RS 6.11).
(write (with-exception-handler
  (lambda (con) (cond ((string? con) (display con)) (else (display "a warning has been issued"))) 42)
  (lambda () (+ (raise-continuable "should be a number") 23))))
(newline)
; expect: should be a number65
(write (call/cc (lambda (k)
  (with-exception-handler
    (lambda (e) (k (list 'handled e)))
    (lambda () (+ 1 (raise 'an-error)))))))
(newline)
; expect: (handled an-error)
