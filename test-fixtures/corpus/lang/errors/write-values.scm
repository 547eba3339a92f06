; Zero values given to write or display are an error, never silent output; several values are
; written separated by spaces, as Kawa writes them.
(define (message thunk)
  (guard (e ((error-object? e) (error-object-message e)))
    (thunk)))
(display (values 1 2))
(newline)
; expect: 1 2
(display (message (lambda () (display (values)))))
(newline)
; expect: display: expected a value, got no values
(display (message (lambda () (write-shared (values)))))
(newline)
; expect: write-shared: expected a value, got no values
(write (values))
; expect runtime error: write: expected a value, got no values
