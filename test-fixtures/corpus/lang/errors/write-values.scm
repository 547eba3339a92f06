; Zero or several values given to write or display are an error, never silent output.
(define (message thunk)
  (guard (e ((error-object? e) (error-object-message e)))
    (thunk)))
(display (message (lambda () (display (values 1 2)))))
(newline)
; expect: display: expected one value, got 2 values 1 2
(display (message (lambda () (write-shared (values)))))
(newline)
; expect: write-shared: expected one value, got 0 values
(display "before")
(newline)
; expect: before
(write (values))
; expect runtime error: write: expected one value, got 0 values
